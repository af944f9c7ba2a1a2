package dev.reportwidget.adapters.persistence.record;

import java.util.List;

/** PostgreSQL text[] literals, for statements that send a list as text (COPY rows, unnested column arrays). */
final class TextArrays {

    private TextArrays() {}

    /** The literal of a text[]: every element double-quoted, backslash and quote escaped ({@code {"a","b \"c\""}}). */
    static String literal(List<String> items) {
        var out = new StringBuilder("{");
        for (int i = 0; i < items.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            out.append('"');
            String item = items.get(i);
            for (int k = 0; k < item.length(); k++) {
                char ch = item.charAt(k);
                if (ch == '"' || ch == '\\') {
                    out.append('\\');
                }
                out.append(ch);
            }
            out.append('"');
        }
        return out.append('}').toString();
    }
}
