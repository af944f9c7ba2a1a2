package dev.reportwidget.adapters.rest.problem;

import dev.reportwidget.application.widget.port.in.DownloadNotAllowedException;
import dev.reportwidget.domain.error.AuthenticationException;
import dev.reportwidget.domain.error.ConflictException;
import dev.reportwidget.domain.error.DomainException;
import dev.reportwidget.domain.error.GoneException;
import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.error.NotFoundException;
import dev.reportwidget.domain.error.PermissionDeniedException;
import dev.reportwidget.domain.error.RateLimitedException;
import dev.reportwidget.domain.error.UnavailableException;
import dev.reportwidget.domain.error.ValidationException;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** Rule outcomes of the domain and application, each to its one status. */
public class DomainExceptionMappers {

    @ServerExceptionMapper
    public Response map(DomainException e) {
        return toResponse(e);
    }

    /** A backend asked for the data as CSV of a widget whose settings do not allow downloads. */
    @ServerExceptionMapper
    public Response map(DownloadNotAllowedException e) {
        return ProblemResponses.of(406, e.getMessage(), null, null);
    }

    /** The status and problem document of a rule outcome; also used for the items of a batch. */
    public static Response toResponse(DomainException e) {
        if (e instanceof ValidationException invalid) {
            return ProblemResponses.of(
                    422,
                    "the payload breaks " + invalid.errors().size() + " rule(s); see errors",
                    null,
                    invalid.errors());
        }
        if (e instanceof UnavailableException unavailable) {
            return Response.fromResponse(ProblemResponses.of(503, e.getMessage(), null, null))
                    .header("Retry-After", Integer.toString(unavailable.retryAfterSeconds()))
                    .build();
        }
        if (e instanceof RateLimitedException limited) {
            return Response.fromResponse(ProblemResponses.of(429, e.getMessage(), null, null))
                    .header("Retry-After", Long.toString(limited.retryAfterSeconds()))
                    .build();
        }
        return ProblemResponses.of(statusOf(e), e.getMessage(), null, null);
    }

    static int statusOf(DomainException e) {
        if (e instanceof InvalidRequestException) {
            return 400;
        }
        if (e instanceof AuthenticationException) {
            return 401;
        }
        if (e instanceof PermissionDeniedException) {
            return 403;
        }
        if (e instanceof NotFoundException) {
            return 404;
        }
        if (e instanceof ConflictException) {
            return 409;
        }
        if (e instanceof GoneException) {
            return 410;
        }
        return 422;
    }
}
