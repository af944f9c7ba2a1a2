package dev.reportwidget.application.record.port.in;

import java.util.Optional;

/** The file formats of an export (docs/records.md#export). */
public enum ExportFormat {
    /** One record per line, as a read of the record answers it. */
    NDJSON("ndjson", "application/x-ndjson"),
    /** The columns the import reads. */
    CSV("csv", "text/csv");

    private final String wireName;
    private final String mediaType;

    ExportFormat(String wireName, String mediaType) {
        this.wireName = wireName;
        this.mediaType = mediaType;
    }

    /** The {@code format} parameter's value, and the file name's extension. */
    public String wireName() {
        return wireName;
    }

    public String mediaType() {
        return mediaType;
    }

    public static Optional<ExportFormat> fromWireName(String name) {
        for (ExportFormat format : values()) {
            if (format.wireName.equals(name)) {
                return Optional.of(format);
            }
        }
        return Optional.empty();
    }
}
