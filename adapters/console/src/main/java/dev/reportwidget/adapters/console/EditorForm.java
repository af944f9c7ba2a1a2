package dev.reportwidget.adapters.console;

import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.error.ValidationException;
import jakarta.ws.rs.core.Response;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * An editor's form (a report's, a board's) as posted: the draft its use case validates, and the
 * same entries shown again with the errors beside their fields.
 *
 * @param <F> the form
 * @param <D> the draft it makes
 */
public interface EditorForm<F extends EditorForm<F, D>, D> {

    /**
     * The draft the use case validates; what the form cannot say as the API would is named in
     * {@code unreadable}.
     */
    D draft(List<FieldError> unreadable);

    F withErrors(List<FieldError> errors);

    /**
     * Saves the form: {@code store} creates or updates with the draft and answers the saved page's
     * path, where the answer then leads (303). Unreadable fields, or a draft the use case refuses,
     * answer {@code refused} with the form and its errors instead; unreadable fields are refused
     * before anything is stored.
     */
    default Response save(Function<D, String> store, Function<F, Response> refused) {
        List<FieldError> unreadable = new ArrayList<>();
        D draft = draft(unreadable);
        try {
            if (!unreadable.isEmpty()) {
                throw new ValidationException(unreadable);
            }
            return Pages.seeOther(store.apply(draft));
        } catch (ValidationException invalid) {
            return refused.apply(withErrors(invalid.errors()));
        }
    }
}
