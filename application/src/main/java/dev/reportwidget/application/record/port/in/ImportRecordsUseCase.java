package dev.reportwidget.application.record.port.in;

import dev.reportwidget.application.property.port.in.PropertyContext;
import java.util.List;
import java.util.Map;

/** Imports a file of records, all or nothing; needs {@code records.write}. */
public interface ImportRecordsUseCase {

    /** How many records of each file and of each type an import held. */
    record ImportSummary(long imported, Map<String, Long> byType, List<FileCount> files, boolean dryRun) {
        public ImportSummary {
            byType = Map.copyOf(byType);
            files = List.copyOf(files);
        }
    }

    record FileCount(String name, long records) {}

    /** A running import's hold on one of the instance's import slots; closing it again does nothing. */
    interface Slot extends AutoCloseable {
        @Override
        void close();
    }

    /**
     * Reserves one of the instance's import slots for the caller's property, before the upload is
     * read; close it when the import is done.
     *
     * @throws dev.reportwidget.domain.error.RateLimitedException when the instance or the property
     *     runs as many imports as allowed
     */
    Slot reserve(PropertyContext context);

    /**
     * Validates every row of the upload and, unless {@code dryRun}, stores them all, holding
     * {@code slot} (which the caller closes).
     *
     * @throws dev.reportwidget.domain.error.ValidationException naming each problem as
     *     {@code <file>:<line>:<field>}, up to the configured number; nothing is stored then
     */
    ImportSummary importRecords(PropertyContext context, Slot slot, RecordUpload upload, boolean dryRun);
}
