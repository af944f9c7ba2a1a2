package dev.reportwidget.domain.property;

/** Identifier of a property (a tenant): always a positive integer. */
public record PropertyId(long value) {
    public PropertyId {
        if (value <= 0) {
            throw new IllegalArgumentException("a property ID is a positive integer");
        }
    }

    @Override
    public String toString() {
        return Long.toString(value);
    }
}
