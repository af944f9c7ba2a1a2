package dev.reportwidget.adapters.persistence.record;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * The JSON text of a record's data (custom and raw): objects, arrays, strings, numbers, booleans and
 * null, the values the record rules let in (RecordDraft reads them from JSON, CSV, XML and query
 * parameters). Written by hand because a record's data is small and a general serialiser's set-up
 * per call cost more than the writing (the import writes two per row). Numbers are written as Java
 * writes them ({@code 1E+3}, {@code 1.0E-5}: JSON numbers), strings with the escapes JSON requires.
 */
final class JsonText {

    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private JsonText() {}

    /** The JSON text of an object. */
    static String of(Map<String, ?> object) {
        if (object.isEmpty()) {
            // most records carry no raw data
            return "{}";
        }
        var out = new StringBuilder(32 + 16 * object.size());
        value(out, object);
        return out.toString();
    }

    /** Appends the JSON text of a value; anything but JSON's values is refused. */
    static void value(StringBuilder out, Object value) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof String s) {
            string(out, s);
        } else if (value instanceof Map<?, ?> map) {
            object(out, map);
        } else if (value instanceof List<?> list) {
            array(out, list);
        } else if (value instanceof Boolean b) {
            out.append(b.booleanValue());
        } else if (value instanceof BigDecimal
                || value instanceof BigInteger
                || value instanceof Long
                || value instanceof Integer
                || value instanceof Short
                || value instanceof Byte) {
            out.append(value);
        } else if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            if (Double.isNaN(d) || Double.isInfinite(d)) {
                throw new IllegalArgumentException("JSON has no literal for " + value);
            }
            out.append(value);
        } else {
            throw new IllegalArgumentException(
                    "not a JSON value: " + value.getClass().getName());
        }
    }

    private static void object(StringBuilder out, Map<?, ?> map) {
        out.append('{');
        Iterator<? extends Map.Entry<?, ?>> entries = map.entrySet().iterator();
        while (entries.hasNext()) {
            Map.Entry<?, ?> entry = entries.next();
            string(out, String.valueOf(entry.getKey()));
            out.append(':');
            value(out, entry.getValue());
            if (entries.hasNext()) {
                out.append(',');
            }
        }
        out.append('}');
    }

    private static void array(StringBuilder out, List<?> list) {
        out.append('[');
        for (int i = 0; i < list.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            value(out, list.get(i));
        }
        out.append(']');
    }

    /** A JSON string: quote and backslash escaped, control characters as their short or \\u escapes. */
    static void string(StringBuilder out, String s) {
        out.append('"');
        int plain = 0;
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (ch >= 0x20 && ch != '"' && ch != '\\') {
                continue;
            }
            out.append(s, plain, i);
            plain = i + 1;
            switch (ch) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> out.append("\\u00").append(HEX[ch >> 4]).append(HEX[ch & 0xF]);
            }
        }
        out.append(s, plain, s.length()).append('"');
    }
}
