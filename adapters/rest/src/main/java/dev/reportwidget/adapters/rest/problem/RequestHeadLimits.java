package dev.reportwidget.adapters.rest.problem;

import dev.reportwidget.adapters.rest.HttpConfig;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.Map;

/**
 * Over-long request lines (414) and header sections (431) as problem documents.
 *
 * <p>The HTTP server answers these itself, with an empty body, before any route runs, and offers
 * no hook for that answer. So its own limits ({@code quarkus.http.limits.max-initial-line-length}
 * and {@code max-header-size}) are set well above the service's, and this route, run right after
 * the request ID is assigned, holds requests to {@code rw.http.max-request-line} and
 * {@code rw.http.max-header-size} with a problem document. Only a request beyond the server's own
 * limits still gets its bare 414 or 431.
 */
@ApplicationScoped
public class RequestHeadLimits {

    /** Right after {@link RequestIds} assigns the request ID. */
    private static final int ORDER = Integer.MIN_VALUE + 1;
    /** The two spaces and {@code HTTP/1.1} of a request line. */
    private static final int REQUEST_LINE_OVERHEAD = 10;
    /** The {@code ": "} and line end of a header line. */
    private static final int HEADER_LINE_OVERHEAD = 4;

    private final long maxRequestLine;
    private final long maxHeaderSize;

    RequestHeadLimits(HttpConfig http) {
        this.maxRequestLine = http.maxRequestLine().asLongValue();
        this.maxHeaderSize = http.maxHeaderSize().asLongValue();
    }

    void install(@Observes Router router) {
        router.route().order(ORDER).handler(this::check);
    }

    private void check(RoutingContext ctx) {
        HttpServerRequest request = ctx.request();
        if (requestLineLength(request) > maxRequestLine) {
            RequestIds.answerProblem(
                    ctx,
                    414,
                    "the request line is longer than " + maxRequestLine + " bytes; send long input in a body");
            return;
        }
        if (headerSize(request) > maxHeaderSize) {
            RequestIds.answerProblem(ctx, 431, "the request headers are larger than " + maxHeaderSize + " bytes");
            return;
        }
        ctx.next();
    }

    static long requestLineLength(HttpServerRequest request) {
        return (long) request.method().name().length() + request.uri().length() + REQUEST_LINE_OVERHEAD;
    }

    static long headerSize(HttpServerRequest request) {
        long size = 0;
        for (Map.Entry<String, String> header : request.headers()) {
            size += header.getKey().length() + header.getValue().length() + HEADER_LINE_OVERHEAD;
        }
        return size;
    }
}
