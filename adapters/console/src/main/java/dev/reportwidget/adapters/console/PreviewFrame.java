package dev.reportwidget.adapters.console;

import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.error.ValidationException;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The editors' preview frame (a report's and a board's): the embeds' own document of what is saved
 * or of the unsaved form, under the embeds' policy and framed by the console only; a form that
 * would not save lists its problems in the frame instead.
 */
public final class PreviewFrame {

    /** The preview is a widget document: the embeds' policy, framed by the console only. */
    public static final String POLICY = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
            + "img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

    private PreviewFrame() {}

    /** A drawn document in the frame. */
    public static Response of(String document) {
        return answer(200, document);
    }

    /**
     * The ID of what the form edits, as the form carries it in {@code field}; empty for a new one
     * (or anything that is no ID).
     */
    public static Optional<Long> editedId(MultivaluedMap<String, String> posted, String field) {
        String edited = posted.getFirst(field);
        return edited != null && edited.matches("[0-9]{1,18}") ? Optional.of(Long.parseLong(edited)) : Optional.empty();
    }

    /**
     * An unsaved form drawn as a save would validate it, storing nothing: {@code draw}'s document, or
     * (422) the problems of the fields the form could not read ({@code unreadable}) or {@code draw}
     * refused, each written by {@code describe}.
     */
    public static Response draft(
            List<FieldError> unreadable,
            Supplier<String> draw,
            Function<FieldError, String> describe,
            ConsoleAssets assets) {
        try {
            if (!unreadable.isEmpty()) {
                throw new ValidationException(unreadable);
            }
            return of(draw.get());
        } catch (ValidationException invalid) {
            return answer(
                    422,
                    ConsoleTemplates.previewProblems(
                                    assets,
                                    invalid.errors().stream().map(describe).toList())
                            .render());
        }
    }

    private static Response answer(int status, String document) {
        return Response.status(status)
                .type(Pages.HTML)
                .entity(document)
                .header("Content-Security-Policy", POLICY)
                .build();
    }
}
