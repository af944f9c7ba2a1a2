package dev.reportwidget.domain.error;

import java.util.List;

/** A well-formed input that breaks one or more rules; lists every broken field. */
public final class ValidationException extends DomainException {
    private final List<FieldError> errors;

    public ValidationException(List<FieldError> errors) {
        super(summary(errors));
        if (errors.isEmpty()) {
            throw new IllegalArgumentException("a validation failure names at least one field");
        }
        this.errors = List.copyOf(errors);
    }

    public static ValidationException of(String field, String message) {
        return new ValidationException(List.of(new FieldError(field, message)));
    }

    public List<FieldError> errors() {
        return errors;
    }

    private static String summary(List<FieldError> errors) {
        return errors.size() == 1
                ? errors.get(0).field() + ": " + errors.get(0).message()
                : errors.size() + " fields are invalid";
    }
}
