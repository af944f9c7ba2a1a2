package dev.reportwidget.domain.error;

import java.util.ArrayList;
import java.util.List;

/** Collects every broken rule of an input so that one answer can name them all. */
public final class Violations {
    private final List<FieldError> errors = new ArrayList<>();

    public Violations add(String field, String message) {
        errors.add(new FieldError(field, message));
        return this;
    }

    /** Records {@code message} for {@code field} when {@code broken} holds; answers whether it held. */
    public boolean check(boolean broken, String field, String message) {
        if (broken) {
            add(field, message);
        }
        return broken;
    }

    public boolean isEmpty() {
        return errors.isEmpty();
    }

    public void throwIfAny() {
        if (!errors.isEmpty()) {
            throw new ValidationException(errors);
        }
    }
}
