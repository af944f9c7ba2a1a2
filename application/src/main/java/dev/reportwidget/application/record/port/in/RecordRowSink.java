package dev.reportwidget.application.record.port.in;

import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordDraft;

/** Receives the rows of an uploaded file in order, and whatever in the file could not become a row. */
public interface RecordRowSink {

    /** One record of {@code file}, starting at {@code line} (1-based; 0 when the format has none). */
    void row(String file, long line, RecordDraft draft);

    /**
     * One record of an export file (docs/records.md#export), which names the origin the record had:
     * it keeps that origin and its raw data as they are.
     */
    void row(String file, long line, RecordDraft draft, Origin origin);

    /** A problem the reader met: a cell that cannot be read, an unknown column, a refused entry. */
    void problem(String file, long line, String field, String message);
}
