package dev.reportwidget.domain.report;

/** Identifier of a saved report. */
public record ReportId(long value) {
    @Override
    public String toString() {
        return Long.toString(value);
    }
}
