package dev.reportwidget.adapters.rest.problem;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import dev.reportwidget.domain.error.FieldError;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
        Response tooLarge = ChunkedBodyLimit.tooLarge(e);
        if (tooLarge != null) {
            // databind wraps what the body's stream threw: the body was over its limit, not malformed
            return tooLarge;
        }
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
        return ProblemResponses.of(400, malformedDetail(e), null, null);
    }

    private static final Pattern NON_FINITE = Pattern.compile("'[+-]?(NaN|Infinity|INF)'", Pattern.CASE_INSENSITIVE);
    private static final Pattern NESTING_LIMIT =
            Pattern.compile("nesting depth \\(\\d+\\) exceeds the maximum allowed \\((\\d+)");

    /** What the parser refused, in words a client can act on (databind may wrap the parser's exception). */
    static String malformedDetail(JsonProcessingException e) {
        for (Throwable t = e; t != null && t.getCause() != t; t = t.getCause()) {
            String message = t instanceof JsonProcessingException json ? json.getOriginalMessage() : t.getMessage();
            message = message == null ? "" : message;
            if (NON_FINITE.matcher(message).find()) {
                return "non-finite numbers (NaN, Infinity) are not JSON";
            }
            if (t instanceof StreamConstraintsException) {
                Matcher nesting = NESTING_LIMIT.matcher(message);
                return nesting.find()
                        ? "JSON nested deeper than " + nesting.group(1) + " levels"
                        : "the JSON body exceeds a parser limit (number, string or document length)";
            }
        }
        return "the body is not valid JSON of the expected shape";
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
