package dev.reportwidget.domain.record;

/** Identifier of a stored record. */
public record RecordId(long value) {
    @Override
    public String toString() {
        return Long.toString(value);
    }
}
