package dev.reportwidget.application.record;

import java.io.IOException;
import java.io.InputStream;
import java.util.Objects;

/**
 * An uploaded file of records. The body can be opened more than once (the import reads it once to
 * validate and once to store), and each opening reads it from the start.
 */
public record RecordUpload(String fileName, UploadFormat format, Body body) {

    /** Opens the uploaded bytes from the start; the caller closes the stream. */
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
