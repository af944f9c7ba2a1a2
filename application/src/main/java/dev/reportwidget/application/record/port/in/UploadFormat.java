package dev.reportwidget.application.record.port.in;

/** The file formats an import accepts. */
public enum UploadFormat {
    CSV,
    XML,
    /** An ARC upload: a zip archive of CSV and XML files. */
    ARCHIVE
}
