package dev.reportwidget.adapters.rest.problem;

import io.quarkus.runtime.configuration.MemorySize;
import io.quarkus.vertx.http.runtime.CurrentVertxRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.UUID;
import java.util.regex.Pattern;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Gives every response an {@code X-Request-Id}: the client's, when it sent a sane one, else a new
 * one. Installed first on the HTTP router, so answers that never reach a resource carry it too;
 * bodyless error answers of the HTTP layer (such as 413) become problem documents here as well.
 */
@ApplicationScoped
public class RequestIds {

    public static final String HEADER = "X-Request-Id";
    private static final String KEY = "requestId";
    private static final Pattern SANE = Pattern.compile("^[\\x21-\\x7e]{1,200}$");

    private final long maxBodyBytes;

    RequestIds(@ConfigProperty(name = "quarkus.http.limits.max-body-size") MemorySize maxBodySize) {
        this.maxBodyBytes = maxBodySize.asLongValue();
    }

    void install(@Observes Router router) {
        router.route().order(Integer.MIN_VALUE).handler(this::assign);
        for (int status : new int[] {400, 404, 405, 413, 415, 500}) {
            router.errorHandler(status, ctx -> answerProblem(ctx, status));
        }
    }

    private void assign(RoutingContext ctx) {
        String sent = ctx.request().getHeader(HEADER);
        String id = sent != null && SANE.matcher(sent).matches()
                ? sent
                : UUID.randomUUID().toString();
        ctx.put(KEY, id);
        ctx.response().putHeader(HEADER, id);
        if (declaredLength(ctx) > maxBodyBytes) {
            // refused before reading a byte of it, with a problem body rather than the bare 413 of the HTTP layer
            answerProblem(ctx, 413);
            return;
        }
        ctx.next();
    }

    private static long declaredLength(RoutingContext ctx) {
        String length = ctx.request().getHeader("Content-Length");
        try {
            return length == null ? -1 : Long.parseLong(length.trim());
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static void answerProblem(RoutingContext ctx, int status) {
        HttpServerResponse response = ctx.response();
        if (response.ended() || response.headWritten()) {
            return;
        }
        String detail =
                switch (status) {
                    case 404 -> "no resource at this path";
                    case 405 -> "this method is not allowed on this path";
                    case 413 -> "the request body is larger than allowed";
                    case 415 -> "this content type is not supported here";
                    case 400 -> "the request could not be read";
                    default -> "the request failed; quote the request ID when reporting it";
                };
        Problem problem = ProblemResponses.problem(status, detail, ctx.get(KEY), null);
        response.setStatusCode(status).putHeader("Content-Type", Problem.MEDIA_TYPE);
        if (status == 413) {
            response.putHeader("Connection", "close");
        }
        response.end(io.vertx.core.json.Json.encode(problem));
    }

    /** The ID of the request being served, for problem bodies of 5xx answers. */
    public static String current(CurrentVertxRequest request) {
        RoutingContext ctx = request == null ? null : request.getCurrent();
        return ctx == null ? null : ctx.get(KEY);
    }
}
