package dev.reportwidget.adapters.fileformats;

import java.io.FilterReader;
import java.io.IOException;
import java.io.Reader;

/**
 * The largest cell (a CSV cell, an XML element's text) an import reads: 1 MiB of characters. What
 * is over it is refused with its file and line, and never held in memory whole.
 */
final class CellLimit {

    /** Characters one cell may hold. */
    static final int MAX_CHARS = 1024 * 1024;

    static final String MESSAGE = "is over 1 MiB (" + MAX_CHARS + " characters): split it or keep it out of the import";

    private CellLimit() {}

    /**
     * A reader that refuses to hand out more than {@code maxChars} characters between two calls of
     * {@link #nextRow()}: a parser that reads a whole row before it can be checked then fails with
     * {@link RowTooLarge} instead of filling the memory.
     */
    static final class RowGuard extends FilterReader {
        private final long maxChars;
        private long sinceRow;

        RowGuard(Reader in, long maxChars) {
            super(in);
            this.maxChars = maxChars;
        }

        void nextRow() {
            sinceRow = 0;
        }

        @Override
        public int read() throws IOException {
            int c = super.read();
            if (c >= 0) {
                count(1);
            }
            return c;
        }

        @Override
        public int read(char[] buffer, int offset, int length) throws IOException {
            int read = super.read(buffer, offset, length);
            if (read > 0) {
                count(read);
            }
            return read;
        }

        private void count(int chars) throws RowTooLarge {
            sinceRow += chars;
            if (sinceRow > maxChars) {
                throw new RowTooLarge();
            }
        }
    }

    /** A row that holds more than a row can: at least one of its cells is over the limit. */
    static final class RowTooLarge extends IOException {
        RowTooLarge() {
            super("a row is larger than its cells may be together");
        }
    }
}
