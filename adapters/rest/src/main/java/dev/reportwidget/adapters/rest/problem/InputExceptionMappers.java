package dev.reportwidget.adapters.rest.problem;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import dev.reportwidget.domain.error.FieldError;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * Bodies that cannot become a request: malformed JSON answers 400; well-formed JSON of the wrong
 * shape (an unknown field, a wrong type) answers 422 naming the field.
 */
public class InputExceptionMappers {

    @ServerExceptionMapper
    public Response wrongShape(MismatchedInputException e) {
        return toResponse(e);
    }

    @ServerExceptionMapper
    public Response malformed(JsonProcessingException e) {
        return toResponse(e);
    }

    @ServerExceptionMapper
    public Response unwrapped(UnreadableJsonException e) {
        return toResponse(e.json());
    }

    public static Response toResponse(JsonProcessingException e) {
        if (e instanceof UnrecognizedPropertyException unknown) {
            String field = path(unknown);
            return ProblemResponses.of(
                    422, "unknown field " + field, null, List.of(new FieldError(field, "is not a known field")));
        }
        if (e instanceof MismatchedInputException mismatch
                && !mismatch.getPath().isEmpty()) {
            String field = path(mismatch);
            return ProblemResponses.of(
                    422,
                    "field " + field + " has the wrong type",
                    null,
                    List.of(new FieldError(field, "has the wrong type")));
        }
        return ProblemResponses.of(400, "the body is not valid JSON of the expected shape", null, null);
    }

    /** The JSON path of the failing field, as {@code dataSets[0].color}. */
    static String path(JsonMappingException e) {
        var out = new StringBuilder();
        for (JsonMappingException.Reference ref : e.getPath()) {
            if (ref.getFieldName() != null) {
                if (!out.isEmpty()) {
                    out.append('.');
                }
                out.append(ref.getFieldName());
            } else if (ref.getIndex() >= 0) {
                out.append('[').append(ref.getIndex()).append(']');
            }
        }
        return out.isEmpty() ? "body" : out.toString();
    }
}
