package dev.reportwidget.application.record.port.in;

import java.io.IOException;
import java.io.InputStream;
import java.util.Objects;

/**
 * An uploaded file of records. The import opens its body once and reads it from start to end (a
 * request's body can only be read as it arrives).
 */
public record RecordUpload(String fileName, UploadFormat format, Body body) {

    /** Opens the uploaded bytes; the caller reads them once and closes the stream. */
    @FunctionalInterface
    public interface Body {
        InputStream open() throws IOException;
    }

    public RecordUpload {
        Objects.requireNonNull(fileName, "fileName");
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(body, "body");
    }
}
