package dev.reportwidget.adapters.rest.problem;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.UnauthorizedException;
import io.quarkus.vertx.http.runtime.CurrentVertxRequest;
import jakarta.inject.Inject;
import jakarta.ws.rs.NotAllowedException;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.NotSupportedException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** Protocol-level failures and anything unforeseen, as problem documents; never a stack trace. */
public class HttpExceptionMappers {

    private static final Logger LOG = Logger.getLogger(HttpExceptionMappers.class);

    @Inject
    CurrentVertxRequest request;

    @ServerExceptionMapper
    public Response notFound(NotFoundException e) {
        return ProblemResponses.of(404, "no resource at this path", null, null);
    }

    @ServerExceptionMapper
    public Response notAllowed(NotAllowedException e) {
        Response problem = ProblemResponses.of(405, "this method is not allowed on this path", null, null);
        String allow = e.getResponse().getHeaderString("Allow");
        return allow == null
                ? problem
                : Response.fromResponse(problem).header("Allow", allow).build();
    }

    @ServerExceptionMapper
    public Response unsupported(NotSupportedException e) {
        return ProblemResponses.of(415, "this content type is not supported here", null, null);
    }

    /** A chunked body over its path's limit (the rest of it is not read: the connection ends with the answer). */
    @ServerExceptionMapper
    public Response tooLarge(ChunkedBodyLimit.BodyTooLargeException e) {
        return ChunkedBodyLimit.tooLarge(e);
    }

    @ServerExceptionMapper({AuthenticationFailedException.class, UnauthorizedException.class})
    public Response unauthenticated(RuntimeException e) {
        return ProblemResponses.of(401, "a valid bearer token is required", null, null);
    }

    @ServerExceptionMapper
    public Response web(WebApplicationException e) {
        if (e.getCause() instanceof JsonProcessingException json) {
            // the JSON body reader wraps what the parser refused in a bare 400
            return InputExceptionMappers.toResponse(json);
        }
        int status = e.getResponse().getStatus();
        if (status >= 500) {
            return unexpected(e);
        }
        return ProblemResponses.of(status, e.getMessage(), null, null);
    }

    @ServerExceptionMapper
    public Response unexpected(Throwable e) {
        String requestId = RequestIds.current(request);
        if (DatabaseFailures.isConnectionFailure(e)) {
            LOG.warnf("request %s: the database is unavailable: %s", requestId, e.getMessage());
            return Response.fromResponse(ProblemResponses.of(
                            503, "the service is temporarily unavailable; retry later", requestId, null))
                    .header("Retry-After", "5")
                    .build();
        }
        LOG.errorf(e, "request %s failed", requestId);
        return ProblemResponses.of(500, "the request failed; quote the request ID when reporting it", requestId, null);
    }
}
