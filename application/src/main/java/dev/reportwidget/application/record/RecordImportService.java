package dev.reportwidget.application.record;

import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.application.record.port.in.ImportRecordsUseCase;
import dev.reportwidget.application.record.port.in.RecordRowSink;
import dev.reportwidget.application.record.port.in.RecordUpload;
import dev.reportwidget.application.record.port.in.UploadFormat;
import dev.reportwidget.application.record.port.out.BulkRecordStore;
import dev.reportwidget.application.record.port.out.RecordFileReader;
import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.property.Capability;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordContent;
import dev.reportwidget.domain.record.RecordDraft;
import dev.reportwidget.domain.record.RecordDraft.ValueRule;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.Clock;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * File imports, all or nothing, in one streamed pass over the upload: every row is read once,
 * checked with the record rules and counted, and while no row has had a problem it is handed to
 * the store, which stores them in one go. A row with a problem stops the handing (the rest of the
 * file is still checked, for the report), and the store then abandons everything it was handed, so
 * nothing of a file with a problem is kept. A dry run only checks. No more than one row is held.
 */
public final class RecordImportService implements ImportRecordsUseCase {

    /** The {@code raw_data} key that names the file a record was imported from. */
    public static final String IMPORT_FILE = "importFile";

    private final Map<UploadFormat, RecordFileReader> readers = new EnumMap<>(UploadFormat.class);
    private final BulkRecordStore store;
    private final Clock clock;
    private final int maxReportedProblems;
    private final ImportSlots slots;

    public RecordImportService(
            List<RecordFileReader> readers,
            BulkRecordStore store,
            Clock clock,
            int maxReportedProblems,
            ImportSlots slots) {
        for (RecordFileReader reader : readers) {
            this.readers.put(reader.format(), reader);
        }
        if (maxReportedProblems < 1) {
            throw new IllegalArgumentException("at least one problem must be reported");
        }
        this.store = store;
        this.clock = clock;
        this.maxReportedProblems = maxReportedProblems;
        this.slots = slots;
    }

    @Override
    public ImportRecordsUseCase.Slot reserve(PropertyContext context) {
        context.require(Capability.RECORDS_WRITE);
        return slots.reserve(context.propertyId());
    }

    @Override
    public ImportSummary importRecords(
            PropertyContext context, ImportRecordsUseCase.Slot slot, RecordUpload upload, boolean dryRun) {
        Objects.requireNonNull(slot, "an import runs in a reserved slot");
        context.require(Capability.RECORDS_WRITE);
        RecordFileReader reader = readers.get(upload.format());
        if (reader == null) {
            throw new IllegalStateException("no reader for " + upload.format());
        }
        ZonedDateTime now = context.property().now(clock);

        var check = new Validation(now);
        if (dryRun) {
            readAll(reader, upload, check);
            check.requireClean(upload);
        } else {
            long stored = insert(context, reader, upload, check);
            if (stored != check.total) {
                throw new IllegalStateException("checked " + check.total + " records but stored " + stored);
            }
        }
        List<FileCount> files = new ArrayList<>();
        check.perFile.forEach((name, count) -> files.add(new FileCount(name, count)));
        return new ImportSummary(check.total, check.perType, files, dryRun);
    }

    /**
     * Checks and stores in one pass; a problem anywhere (or an empty file) is thrown from inside the
     * store's run, which makes the store abandon every row it was handed.
     */
    private long insert(PropertyContext context, RecordFileReader reader, RecordUpload upload, Validation check) {
        try {
            return store.insertAll(context.propertyId(), Origin.IMPORT, sink -> {
                check.handTo(sink);
                readAll(reader, upload, check);
                check.requireClean(upload);
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void readAll(RecordFileReader reader, RecordUpload upload, RecordRowSink sink) {
        try (InputStream in = upload.body().open()) {
            reader.read(upload.fileName(), in, sink);
        } catch (EnoughProblems stop) {
            // the report is full: the rest of the file is not read
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The row as the record rules see it: origin import, and the file it came from in raw_data. */
    static RecordContent validate(String file, long line, RecordDraft draft, ZonedDateTime now) {
        Map<String, Object> raw;
        if (draft.rawData() == null || draft.rawData().isEmpty()) {
            raw = Map.of(IMPORT_FILE, file);
        } else {
            raw = new LinkedHashMap<>(draft.rawData());
            raw.put(IMPORT_FILE, file);
        }
        var withFile = new RecordDraft(
                draft.date(),
                draft.time(),
                draft.type(),
                draft.activity(),
                draft.desc(),
                draft.source(),
                draft.tags(),
                draft.value(),
                draft.customData(),
                raw);
        return withFile.validate(now, ValueRule.REQUIRED, location(file, line));
    }

    private static String location(String file, long line) {
        return file + ":" + line + ":";
    }

    /** Thrown through the reader to stop it once the report holds as many problems as it may. */
    private static final class EnoughProblems extends RuntimeException {
        EnoughProblems() {
            super(null, null, false, false);
        }
    }

    /**
     * Checks and counts every row, keeping at most the configured number of problems, and hands
     * each valid row to the store (if any) as long as no row has had a problem.
     */
    private final class Validation implements RecordRowSink {
        private final ZonedDateTime now;
        private BulkRecordStore.Sink store = (content, origin) -> null;
        final List<FieldError> problems = new ArrayList<>();
        final Map<String, Long> perType = new TreeMap<>();
        final Map<String, Long> perFile = new LinkedHashMap<>();
        long total;
        boolean truncated;

        Validation(ZonedDateTime now) {
            this.now = now;
        }

        @Override
        public void row(String file, long line, RecordDraft draft) {
            accept(file, line, draft, null);
        }

        @Override
        public void row(String file, long line, RecordDraft draft, Origin origin) {
            accept(file, line, draft, origin);
        }

        /** A row: of an export when it names its origin (kept with its raw data), else the import's. */
        private void accept(String file, long line, RecordDraft draft, Origin origin) {
            perFile.merge(file, 1L, Long::sum);
            try {
                RecordContent content = origin == null
                        ? validate(file, line, draft, now)
                        : draft.validate(now, ValueRule.REQUIRED, location(file, line));
                total++;
                perType.merge(content.type(), 1L, Long::sum);
                if (problems.isEmpty()) {
                    store.add(content, origin);
                }
            } catch (ValidationException e) {
                for (FieldError error : e.errors()) {
                    add(error);
                }
            }
        }

        @Override
        public void problem(String file, long line, String field, String message) {
            add(new FieldError(location(file, line) + field, message));
        }

        private void add(FieldError error) {
            if (problems.size() == maxReportedProblems) {
                truncated = true;
                throw new EnoughProblems();
            }
            problems.add(error);
        }

        void handTo(BulkRecordStore.Sink sink) {
            this.store = sink;
        }

        /** Throws the problems found, or that the file holds no record. */
        void requireClean(RecordUpload upload) {
            if (!problems.isEmpty()) {
                throw new ValidationException(reported());
            }
            if (total == 0) {
                throw ValidationException.of(upload.fileName() + ":0:file", "holds no records");
            }
        }

        List<FieldError> reported() {
            if (!truncated) {
                return problems;
            }
            List<FieldError> all = new ArrayList<>(problems);
            all.add(new FieldError(
                    "import",
                    "more problems were not listed; only the first " + maxReportedProblems + " are reported"));
            return all;
        }
    }
}
