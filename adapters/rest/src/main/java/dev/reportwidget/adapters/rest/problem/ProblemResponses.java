package dev.reportwidget.adapters.rest.problem;

import dev.reportwidget.domain.error.FieldError;
import io.quarkus.arc.Arc;
import io.quarkus.vertx.http.runtime.CurrentVertxRequest;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Locale;

/** Builds problem+json responses; the one place where a status gets its type and title. */
public final class ProblemResponses {

    private static final String TYPE_PREFIX = "urn:report-widget:problem:";

    private ProblemResponses() {}

    public static Response of(Response.StatusType status, String detail) {
        return of(status.getStatusCode(), detail, null, null);
    }

    public static Response of(int status, String detail, String requestId, List<FieldError> errors) {
        var problem = problem(status, detail, requestId, errors);
        Response.ResponseBuilder builder =
                Response.status(status).type(Problem.MEDIA_TYPE).entity(problem);
        if (status == 401) {
            builder.header(HttpHeaders.WWW_AUTHENTICATE, "Bearer");
        }
        return builder.build();
    }

    public static Problem problem(int status, String detail, String requestId, List<FieldError> errors) {
        String title = title(status);
        if (status >= 500 && requestId == null) {
            requestId = RequestIds.current(
                    Arc.container().instance(CurrentVertxRequest.class).get());
        }
        return new Problem(
                TYPE_PREFIX + title.toLowerCase(Locale.ROOT).replace(' ', '-'),
                title,
                status,
                detail,
                status >= 500 ? requestId : null,
                errors == null
                        ? null
                        : errors.stream()
                                .map(e -> new Problem.FieldProblem(e.field(), e.message()))
                                .toList());
    }

    static String title(int status) {
        return switch (status) {
            case 400 -> "Bad Request";
            case 401 -> "Unauthorized";
            case 403 -> "Forbidden";
            case 404 -> "Not Found";
            case 405 -> "Method Not Allowed";
            case 406 -> "Not Acceptable";
            case 408 -> "Request Timeout";
            case 409 -> "Conflict";
            case 413 -> "Content Too Large";
            case 415 -> "Unsupported Media Type";
            case 422 -> "Unprocessable Content";
            case 429 -> "Too Many Requests";
            case 503 -> "Service Unavailable";
            default -> {
                Response.Status known = Response.Status.fromStatusCode(status);
                yield known != null ? known.getReasonPhrase() : (status >= 500 ? "Server Error" : "Client Error");
            }
        };
    }
}
