package dev.reportwidget.domain.record;

import java.util.List;
import java.util.Map;

/** The length in bytes of a plain JSON value written compactly as UTF-8, to enforce size limits. */
final class JsonSize {

    private JsonSize() {}

    static long of(Object value) {
        if (value == null) {
            return 4;
        }
        if (value instanceof String s) {
            return string(s);
        }
        if (value instanceof Map<?, ?> map) {
            long size = 2 + Math.max(0, map.size() - 1);
            for (Map.Entry<?, ?> e : map.entrySet()) {
                size += string(String.valueOf(e.getKey())) + 1 + of(e.getValue());
            }
            return size;
        }
        if (value instanceof List<?> list) {
            long size = 2 + Math.max(0, list.size() - 1);
            for (Object item : list) {
                size += of(item);
            }
            return size;
        }
        return value.toString().length();
    }

    private static long string(String s) {
        long size = 2;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                size += 2;
            } else if (c < 0x20) {
                size += 6;
            } else if (c < 0x80) {
                size += 1;
            } else if (c < 0x800 || Character.isSurrogate(c)) {
                size += 2;
            } else {
                size += 3;
            }
        }
        return size;
    }
}
