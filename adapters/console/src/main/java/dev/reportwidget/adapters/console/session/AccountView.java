package dev.reportwidget.adapters.console.session;

import dev.reportwidget.domain.error.FieldError;
import java.util.List;

/**
 * The account page: who is signed in, and the password form with the use case's messages beside
 * its fields.
 *
 * @param changed whether the password was just changed
 * @param error a message about the whole form, or null
 */
public record AccountView(String email, boolean changed, List<FieldError> errors, String error) {

    public static AccountView of(String email, boolean changed) {
        return new AccountView(email, changed, List.of(), null);
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
