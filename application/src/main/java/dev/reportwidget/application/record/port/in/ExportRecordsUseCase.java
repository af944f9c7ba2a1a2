package dev.reportwidget.application.record.port.in;

import dev.reportwidget.application.property.port.in.PropertyContext;
import java.io.IOException;
import java.io.OutputStream;

/** A property's records as one file, read from one snapshot (docs/records.md#export). */
public interface ExportRecordsUseCase {

    /** An export checked and named, written when asked. */
    interface RecordExport {
        /** {@code records-<property>-<date>.<format>}, the property's date. */
        String fileName();

        ExportFormat format();

        /** Writes every matching record, in ID order, from one snapshot; does not close {@code out}. */
        void writeTo(OutputStream out) throws IOException;
    }

    /**
     * Needs {@code records.read}: the export of the records {@code query} matches (its cursor and
     * order ignored), checked now and read when written.
     */
    RecordExport export(PropertyContext context, RecordQuery query, ExportFormat format);
}
