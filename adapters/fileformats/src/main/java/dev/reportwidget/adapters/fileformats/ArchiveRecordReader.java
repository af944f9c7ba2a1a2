package dev.reportwidget.adapters.fileformats;

import dev.reportwidget.application.record.port.in.RecordRowSink;
import dev.reportwidget.application.record.port.in.UploadFormat;
import dev.reportwidget.application.record.port.out.RecordFileReader;
import io.quarkus.runtime.configuration.MemorySize;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Locale;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * ARC uploads: a zip archive of CSV and XML files, read entry by entry as a stream. Refused, as a
 * problem naming the entry: a path that escapes the archive's folder (absolute, or climbing out
 * with {@code ..}), a nested archive, any other kind of file, and an archive whose entries expand
 * beyond {@code rw.import.max-expanded-bytes} in all (counted as bytes are inflated, not taken
 * from the entries' declared sizes). An archive that cannot be read to its end (cut short, or
 * damaged) is a problem of the archive, whichever entry it broke in.
 */
@ApplicationScoped
public class ArchiveRecordReader implements RecordFileReader {

    private final CsvRecordReader csv;
    private final XmlRecordReader xml;
    private final long maxExpandedBytes;

    @Inject
    ArchiveRecordReader(CsvRecordReader csv, XmlRecordReader xml, FileFormatsConfig config) {
        this(csv, xml, config.maxExpandedBytes());
    }

    ArchiveRecordReader(CsvRecordReader csv, XmlRecordReader xml, MemorySize maxExpanded) {
        this.csv = csv;
        this.xml = xml;
        this.maxExpandedBytes = maxExpanded.asLongValue();
    }

    @Override
    public UploadFormat format() {
        return UploadFormat.ARCHIVE;
    }

    @Override
    public void read(String fileName, InputStream in, RecordRowSink sink) {
        var upload = new ArchiveEnd(in);
        var zip = new ZipInputStream(upload);
        var expanded = new ExpansionLimit(zip, maxExpandedBytes);
        boolean anyFile = false;
        try {
            ZipEntry entry;
            while ((entry = zip.getNextEntry()) != null) {
                if (entry.isDirectory()) {
                    continue;
                }
                String name = entry.getName();
                if (escapes(name)) {
                    sink.problem(name, 0, "file", "is refused: its path leaves the archive's folder");
                    return;
                }
                RecordFileReader reader = readerFor(name);
                if (reader == null) {
                    sink.problem(
                            name,
                            0,
                            "file",
                            isArchive(name)
                                    ? "is refused: archives inside the archive are not read"
                                    : "is refused: an archive holds .csv and .xml files only");
                    return;
                }
                anyFile = true;
                try {
                    reader.read(name, expanded, sink);
                } catch (ExpansionLimit.Exceeded e) {
                    // handled below, whichever way the entry's reader ended
                } catch (ExpansionLimit.Unreadable e) {
                    throw e.getCause();
                }
                if (expanded.exceeded) {
                    sink.problem(
                            name, 0, "file", "is refused: the archive expands beyond " + maxExpandedBytes + " bytes");
                    return;
                }
            }
            if (!anyFile) {
                sink.problem(fileName, 0, "archive", "holds no .csv or .xml file");
            } else if (!upload.readToEnd()) {
                // every entry read was whole, but the archive stops before its table of contents ends
                sink.problem(fileName, 0, "archive", "is cut short: it ends inside or before its table of contents");
            }
        } catch (IOException e) {
            // a damaged archive (ZipException) or one cut inside an entry (EOFException)
            sink.problem(fileName, 0, "archive", "is not a readable zip archive: " + e.getMessage());
        }
    }

    /**
     * Watches the upload for the end-of-central-directory record, the last part of every whole zip
     * archive: the entries are read one after the other, so an archive cut after an entry, or
     * inside the table of contents that follows them, would otherwise read as a whole one.
     */
    private static final class ArchiveEnd extends FilterInputStream {
        /** The record's signature, "PK\5\6", read as one big-endian number. */
        private static final int END_RECORD = 0x504b0506;
        /** The fixed part of the record after its signature; a comment of its own may follow. */
        private static final int END_RECORD_REST = 18;

        private int lastFour;
        /** Bytes read since the last end record's signature; negative before one. */
        private long sinceEndRecord = -1;

        ArchiveEnd(InputStream upload) {
            super(upload);
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                see(b);
            }
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            for (int i = 0; i < n; i++) {
                see(buffer[offset + i]);
            }
            return n;
        }

        private void see(int b) {
            lastFour = (lastFour << 8) | (b & 0xff);
            if (lastFour == END_RECORD) {
                sinceEndRecord = 0;
            } else if (sinceEndRecord >= 0) {
                sinceEndRecord++;
            }
        }

        /** Reads what is left of the upload; answers whether the archive's end record came whole. */
        boolean readToEnd() throws IOException {
            transferTo(OutputStream.nullOutputStream());
            return sinceEndRecord >= END_RECORD_REST;
        }
    }

    private RecordFileReader readerFor(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        if (lower.endsWith(".csv")) {
            return csv;
        }
        if (lower.endsWith(".xml")) {
            return xml;
        }
        return null;
    }

    private static boolean isArchive(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        return lower.endsWith(".zip")
                || lower.endsWith(".arc")
                || lower.endsWith(".jar")
                || lower.endsWith(".gz")
                || lower.endsWith(".tar")
                || lower.endsWith(".7z");
    }

    /** Whether an entry's path, normalised, is absolute or climbs above the archive's root. */
    static boolean escapes(String name) {
        String path = name.replace('\\', '/');
        if (path.startsWith("/") || (path.length() >= 2 && path.charAt(1) == ':') || path.indexOf('\0') >= 0) {
            return true;
        }
        int depth = 0;
        for (String segment : path.split("/")) {
            if (segment.equals("..")) {
                if (--depth < 0) {
                    return true;
                }
            } else if (!segment.isEmpty() && !segment.equals(".")) {
                depth++;
            }
        }
        return false;
    }

    /**
     * The current entry's inflated bytes, counted across the whole archive; reading past the limit
     * fails. Closing it does not close the archive: the entry readers close what they are given.
     */
    static final class ExpansionLimit extends FilterInputStream {
        private final long limit;
        private long total;
        boolean exceeded;

        /** Thrown by a read past the limit; unchecked, so that no parser mistakes it for bad input. */
        static final class Exceeded extends RuntimeException {
            Exceeded() {
                super("the archive expands beyond its limit", null, false, false);
            }
        }

        /**
         * The archive itself could not be read on (cut short, damaged); unchecked, so that the entry's
         * parser does not report it as a problem of the entry's text.
         */
        static final class Unreadable extends RuntimeException {
            Unreadable(IOException cause) {
                super(cause.getMessage(), cause, false, false);
            }

            @Override
            public synchronized IOException getCause() {
                return (IOException) super.getCause();
            }
        }

        ExpansionLimit(InputStream zip, long limit) {
            super(zip);
            this.limit = limit;
        }

        @Override
        public int read() {
            int b;
            try {
                b = super.read();
            } catch (IOException e) {
                throw new Unreadable(e);
            }
            if (b >= 0) {
                count(1);
            }
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) {
            int n;
            try {
                n = super.read(buffer, offset, length);
            } catch (IOException e) {
                throw new Unreadable(e);
            }
            if (n > 0) {
                count(n);
            }
            return n;
        }

        @Override
        public long skip(long n) {
            long skipped;
            try {
                skipped = super.skip(n);
            } catch (IOException e) {
                throw new Unreadable(e);
            }
            count(skipped);
            return skipped;
        }

        @Override
        public void close() {
            // the archive stays open for its next entry
        }

        private void count(long n) {
            total += n;
            if (total > limit) {
                exceeded = true;
                throw new Exceeded();
            }
        }
    }
}
