package dev.reportwidget.bootstrap.ops;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.format.DateTimeFormatter;
import java.util.Map;
import java.util.TreeMap;
import org.jboss.logmanager.ExtFormatter;
import org.jboss.logmanager.ExtLogRecord;

/**
 * One JSON object per log record, on one line: {@code timestamp} (ISO-8601, UTC), {@code level},
 * {@code logger}, {@code thread}, {@code message} (formatted), {@code mdc} (an object, only when
 * the record has entries) and {@code exception} (the stack trace as one string, only when the
 * record has a throwable). Every string is escaped, so a message with quotes or line breaks
 * stays one line that a log collector reads as one event.
 */
public final class JsonLogFormatter extends ExtFormatter {

    @Override
    public String format(ExtLogRecord record) {
        var json = new StringBuilder(256);
        json.append("{\"timestamp\":\"")
                .append(DateTimeFormatter.ISO_INSTANT.format(record.getInstant()))
                .append('"');
        field(
                json,
                "level",
                record.getLevel() == null ? null : record.getLevel().getName());
        field(json, "logger", record.getLoggerName());
        field(json, "thread", record.getThreadName());
        field(json, "message", message(record));
        Map<String, String> mdc = record.getMdcCopy();
        if (mdc != null && !mdc.isEmpty()) {
            json.append(",\"mdc\":{");
            String separator = "";
            for (var entry : new TreeMap<>(mdc).entrySet()) {
                json.append(separator);
                string(json, entry.getKey());
                json.append(':');
                string(json, entry.getValue());
                separator = ",";
            }
            json.append('}');
        }
        if (record.getThrown() != null) {
            field(json, "exception", stackTrace(record.getThrown()));
        }
        return json.append("}\n").toString();
    }

    /** The formatted message; the raw one when its parameters do not fit it, so the record is not lost. */
    private String message(ExtLogRecord record) {
        try {
            return formatMessage(record);
        } catch (RuntimeException parametersDoNotFit) {
            return record.getMessage();
        }
    }

    private static void field(StringBuilder json, String name, String value) {
        json.append(",\"").append(name).append("\":");
        string(json, value);
    }

    private static String stackTrace(Throwable thrown) {
        var text = new StringWriter();
        try (var out = new PrintWriter(text)) {
            thrown.printStackTrace(out);
        }
        String trace = text.toString();
        return trace.endsWith(System.lineSeparator())
                ? trace.substring(0, trace.length() - System.lineSeparator().length())
                : trace;
    }

    /** A JSON string (RFC 8259): quotes, backslashes, control characters and lone surrogates escaped. */
    static void string(StringBuilder json, String value) {
        if (value == null) {
            json.append("null");
            return;
        }
        json.append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '"' -> json.append("\\\"");
                case '\\' -> json.append("\\\\");
                case '\n' -> json.append("\\n");
                case '\r' -> json.append("\\r");
                case '\t' -> json.append("\\t");
                case '\b' -> json.append("\\b");
                case '\f' -> json.append("\\f");
                default -> {
                    if (c < 0x20 || c == 0x7f || isLoneSurrogate(value, i)) {
                        // a lone surrogate has no UTF-8 form: escaped, the line stays valid UTF-8
                        json.append(String.format("\\u%04x", (int) c));
                    } else {
                        json.append(c);
                    }
                }
            }
        }
        json.append('"');
    }

    private static boolean isLoneSurrogate(String value, int i) {
        char c = value.charAt(i);
        if (Character.isHighSurrogate(c)) {
            return i + 1 >= value.length() || !Character.isLowSurrogate(value.charAt(i + 1));
        }
        if (Character.isLowSurrogate(c)) {
            return i == 0 || !Character.isHighSurrogate(value.charAt(i - 1));
        }
        return false;
    }
}
