package dev.reportwidget.adapters.persistence.record;

import java.io.IOException;
import java.io.Writer;

/**
 * One line of {@code COPY ... FROM STDIN} in its text format: the property, the record's ID, the
 * columns of {@link RecordColumns}, the origin; tab-separated, {@code \N} for NULL, and a backslash,
 * tab, line feed or carriage return inside a value escaped as {@code \\}, {@code \t}, {@code \n},
 * {@code \r}. Every other character stands for itself, so an empty string stays one and a JSON
 * column's quotes need no escaping. The line is built in one buffer and written at once.
 */
final class CopyRow {

    private final String property;
    private final StringBuilder line = new StringBuilder(256);
    private char[] chars = new char[256];

    CopyRow(long property) {
        this.property = Long.toString(property);
    }

    void write(Writer out, long id, String[] columns, String origin) throws IOException {
        line.setLength(0);
        line.append(property).append('\t').append(id);
        for (String column : columns) {
            line.append('\t');
            value(line, column);
        }
        line.append('\t').append(origin).append('\n');
        int length = line.length();
        if (chars.length < length) {
            chars = new char[Math.max(length, chars.length * 2)];
        }
        line.getChars(0, length, chars, 0);
        out.write(chars, 0, length);
    }

    /** A value as COPY's text format reads it back: {@code \N} for null, the four escapes, the rest as is. */
    static void value(StringBuilder line, String text) {
        if (text == null) {
            line.append("\\N");
            return;
        }
        int plain = 0;
        while (plain < text.length() && !special(text.charAt(plain))) {
            plain++;
        }
        if (plain == text.length()) {
            line.append(text);
            return;
        }
        line.append(text, 0, plain);
        for (int i = plain; i < text.length(); i++) {
            char ch = text.charAt(i);
            switch (ch) {
                case '\\' -> line.append("\\\\");
                case '\t' -> line.append("\\t");
                case '\n' -> line.append("\\n");
                case '\r' -> line.append("\\r");
                default -> line.append(ch);
            }
        }
    }

    private static boolean special(char ch) {
        return ch == '\\' || ch == '\t' || ch == '\n' || ch == '\r';
    }
}
