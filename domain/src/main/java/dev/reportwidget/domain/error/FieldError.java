package dev.reportwidget.domain.error;

import java.util.Objects;

/** One broken rule of an input, named by the path of the field that broke it (e.g. {@code dataSets[0].color}). */
public record FieldError(String field, String message) {
    public FieldError {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(message, "message");
    }
}
