package dev.reportwidget.adapters.rest.problem;

import dev.reportwidget.domain.error.AuthenticationException;
import dev.reportwidget.domain.error.ConflictException;
import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.error.NotFoundException;
import dev.reportwidget.domain.error.PermissionDeniedException;
import dev.reportwidget.domain.error.ValidationException;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** Rule outcomes of the domain and application, each to its one status. */
public class DomainExceptionMappers {

    @ServerExceptionMapper
    public Response validation(ValidationException e) {
        return ProblemResponses.of(
                422, "the payload breaks " + e.errors().size() + " rule(s); see errors", null, e.errors());
    }

    @ServerExceptionMapper
    public Response invalidRequest(InvalidRequestException e) {
        return ProblemResponses.of(400, e.getMessage(), null, null);
    }

    @ServerExceptionMapper
    public Response notFound(NotFoundException e) {
        return ProblemResponses.of(404, e.getMessage(), null, null);
    }

    @ServerExceptionMapper
    public Response permissionDenied(PermissionDeniedException e) {
        return ProblemResponses.of(403, e.getMessage(), null, null);
    }

    @ServerExceptionMapper
    public Response conflict(ConflictException e) {
        return ProblemResponses.of(409, e.getMessage(), null, null);
    }

    @ServerExceptionMapper
    public Response authentication(AuthenticationException e) {
        return ProblemResponses.of(401, e.getMessage(), null, null);
    }
}
