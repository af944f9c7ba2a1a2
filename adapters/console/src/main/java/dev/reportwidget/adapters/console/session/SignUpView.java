package dev.reportwidget.adapters.console.session;

import dev.reportwidget.domain.error.FieldError;
import java.util.List;

/**
 * The sign-up form, with the use case's messages beside their fields.
 *
 * @param error a message about the whole form, or null
 */
public record SignUpView(String email, String name, List<FieldError> errors, String error) {

    public static SignUpView empty() {
        return new SignUpView("", "", List.of(), null);
    }

    /** The message about {@code field}, or null. */
    public String errorOf(String field) {
        return errors.stream()
                .filter(e -> e.field().equals(field))
                .map(FieldError::message)
                .findFirst()
                .orElse(null);
    }
}
