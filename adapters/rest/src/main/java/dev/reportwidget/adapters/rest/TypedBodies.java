package dev.reportwidget.adapters.rest;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;
import dev.reportwidget.adapters.rest.problem.UnreadableJsonException;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * Request bodies read as the types the API document gives their fields. Jackson on its own turns
 * {@code 123} or {@code true} into the string {@code "123"}, {@code "22"} into the number 22 and
 * {@code 22.0} into the integer 22 (its scalar coercions), so a body of the wrong type would be
 * stored as if it were right. Here each of those is refused: a field of the wrong type answers 422
 * naming it by its path, as an unknown field does ({@link
 * dev.reportwidget.adapters.rest.problem.InputExceptionMappers}). Everything else (unknown fields,
 * exact decimals, malformed JSON) is read as by the service's own mapper, whose copy this is.
 *
 * <p>A resource takes the body as bytes (the REST layer reads them, within the body limits) and
 * reads them into its request record here, so that decimals stay exactly as written.
 */
@ApplicationScoped
public class TypedBodies {

    private final ObjectMapper strict;

    TypedBodies(ObjectMapper json) {
        ObjectMapper strict = json.copy();
        strict.coercionConfigFor(LogicalType.Textual)
                .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
        for (LogicalType scalar : List.of(LogicalType.Integer, LogicalType.Float, LogicalType.Boolean)) {
            strict.coercionConfigFor(scalar)
                    .setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail);
        }
        strict.coercionConfigFor(LogicalType.Integer).setCoercion(CoercionInputShape.Float, CoercionAction.Fail);
        strict.coercionConfigFor(LogicalType.Boolean).setCoercion(CoercionInputShape.Integer, CoercionAction.Fail);
        this.strict = strict;
    }

    /**
     * The body as a {@code type}, where the REST layer would have bound it: {@code null} for no body
     * or a JSON {@code null}, which the resource refuses with {@link RequestBodies#required} where it
     * always did.
     *
     * @throws UnreadableJsonException 400 for malformed JSON or a body that is no object of the type
     *     at all; 422 naming the field for a field of the wrong type or an unknown one
     */
    public <T> T read(byte[] body, Class<T> type) {
        if (body == null || body.length == 0) {
            return null;
        }
        try {
            return strict.readValue(body, type);
        } catch (JsonProcessingException e) {
            throw new UnreadableJsonException(e);
        } catch (IOException e) {
            throw new UncheckedIOException("bytes in memory cannot fail to be read", e);
        }
    }
}
