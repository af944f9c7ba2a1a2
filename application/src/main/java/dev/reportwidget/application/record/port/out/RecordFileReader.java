package dev.reportwidget.application.record.port.out;

import dev.reportwidget.application.record.port.in.RecordRowSink;
import dev.reportwidget.application.record.port.in.UploadFormat;
import java.io.IOException;
import java.io.InputStream;

/**
 * Outbound port: reads one format of record files as a stream of rows, never holding the whole
 * file. A reader reports what it cannot read to the sink and goes on where it can; after a problem
 * that leaves nothing sensible to read (a refused document type, an unsafe archive entry) it stops.
 */
public interface RecordFileReader {

    UploadFormat format();

    /** Streams every record of {@code in} to {@code sink}; does not close {@code in}. */
    void read(String fileName, InputStream in, RecordRowSink sink) throws IOException;
}
