package dev.reportwidget.application.record.port.out;

import dev.reportwidget.application.record.port.in.ExportFormat;
import dev.reportwidget.domain.record.BusinessRecord;
import java.io.IOException;
import java.io.Writer;

/** Outbound port: writes one format of export files, a record at a time. */
public interface RecordFileWriter {

    ExportFormat format();

    /** What the file starts with (a CSV header); nothing for most formats. */
    void begin(Writer out) throws IOException;

    void write(BusinessRecord record, Writer out) throws IOException;
}
