package dev.reportwidget.adapters.rest.problem;

import dev.reportwidget.adapters.rest.HttpConfig;
import dev.reportwidget.adapters.rest.record.importing.ImportConfig;
import io.quarkus.vertx.http.runtime.CurrentVertxRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.http.HttpVersion;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Pattern;

/**
 * Gives every response an {@code X-Request-Id}: the client's, when it sent a sane one, else a new
 * one. Installed first on the HTTP router, so answers that never reach a resource carry it too;
 * bodyless error answers of the HTTP layer (such as 413) become problem documents here as well.
 *
 * <p>It also applies the request body limits, per path: Quarkus has one global
 * {@code quarkus.http.limits.max-body-size}, which is set to the largest body any path accepts
 * (the file import's {@code rw.import.max-upload-size}); every other path is held here to
 * {@code rw.http.max-body-size} (the batch paths to {@code rw.http.max-batch-body-size}), both for a
 * declared {@code Content-Length} and for chunked bodies.
 */
@ApplicationScoped
public class RequestIds {

    public static final String HEADER = "X-Request-Id";
    private static final String KEY = "requestId";
    /** The API's file import and the console's upload of the same files. */
    private static final java.util.Set<String> IMPORT_PATHS = java.util.Set.of("/record/import", "/console/import");
    /** Paths that take many records in one body, and a larger body limit (docs/records.md#limits). */
    private static final java.util.Set<String> BATCH_PATHS =
            java.util.Set.of("/record/bulk", "/record/batch", "/service_token/records");

    private static final Pattern SANE = Pattern.compile("^[\\x21-\\x7e]{1,200}$");

    /** Where the HTTP layer keeps the limit of a chunked body, which the request input stream enforces. */
    private static final String CHUNKED_LIMIT_KEY = "io.quarkus.max-request-size";
    /** Where the path's limit of a chunked body is kept for {@link ChunkedBodyLimit}. */
    static final String CHUNKED_BODY_LIMIT = "rw.chunked-body-limit";
    /**
     * How far above the path's limit the HTTP layer's own check of a chunked body stays: it answers
     * 413 with an empty body, so {@link ChunkedBodyLimit} must see the body cross the limit first,
     * even when the HTTP layer has read ahead of what the resource has read.
     */
    private static final long CHUNKED_BACKSTOP_MARGIN = 1024 * 1024;
    /** After the request head limits and the credentials check (orders MIN_VALUE + 1 and + 2). */
    private static final int ORDER_DECLARED_SIZE = Integer.MIN_VALUE + 3;
    /** Runs after the HTTP layer's own limit handler (order -2) and before any resource. */
    private static final int ORDER_AFTER_HTTP_LIMIT = -1;

    private final long maxBodyBytes;
    private final long maxUploadBytes;
    private final long maxBatchBytes;

    RequestIds(HttpConfig http, ImportConfig imports) {
        this.maxBodyBytes = http.maxBodySize().asLongValue();
        this.maxBatchBytes = http.maxBatchBodySize().asLongValue();
        this.maxUploadBytes = imports.maxUploadSize().asLongValue();
    }

    void install(@Observes Router router) {
        router.route().order(Integer.MIN_VALUE).handler(this::assign).failureHandler(this::refusedHead);
        router.route().order(ORDER_DECLARED_SIZE).handler(this::refuseDeclaredOversize);
        router.route().order(ORDER_AFTER_HTTP_LIMIT).handler(this::limitChunkedBody);
        for (int status : new int[] {400, 404, 405, 413, 415, 500}) {
            router.errorHandler(status, ctx -> answerProblem(ctx, status));
        }
    }

    private void assign(RoutingContext ctx) {
        assignId(ctx);
        ctx.next();
    }

    private static void assignId(RoutingContext ctx) {
        String sent = ctx.request().getHeader(HEADER);
        String id = sent != null && SANE.matcher(sent).matches() ? sent : newRequestId();
        ctx.put(KEY, id);
        ctx.response().putHeader(HEADER, id);
    }

    /**
     * A request the router refused before any route ran: an HTTP/1.1 request without a valid
     * {@code Host} header, or a path that does not start with {@code /}. It is the client's error,
     * answered as a problem document with a request ID (the router's own answer would be the
     * framework's error page, logged as a server error). Failures of requests that reached the
     * routes go on to their usual handlers.
     */
    private void refusedHead(RoutingContext ctx) {
        if (ctx.get(KEY) != null) {
            ctx.next();
            return;
        }
        assignId(ctx);
        int status = ctx.statusCode() >= 400 && ctx.statusCode() < 500 ? ctx.statusCode() : 400;
        boolean hostRefused =
                ctx.request().version() != HttpVersion.HTTP_1_0 && ctx.request().authority() == null;
        answerProblem(
                ctx,
                status,
                hostRefused
                        ? "the request needs a valid Host header (a host name or address, and a port of 1 to 65535)"
                        : null);
    }

    /** Runs after the request head checks and the credentials check (a caller without them hears 401/403 first). */
    private void refuseDeclaredOversize(RoutingContext ctx) {
        if (exceedsBodyLimit(ctx)) {
            // refused before reading a byte of it, with a problem body rather than the bare 413 of the HTTP layer
            answerProblem(ctx, 413);
            return;
        }
        ctx.next();
    }

    /** Whether the request declares a body longer than its path accepts. */
    private boolean exceedsBodyLimit(RoutingContext ctx) {
        return declaredLength(ctx) > limitOf(ctx);
    }

    /**
     * A version 4 UUID from a thread-local generator: request IDs correlate log lines and need not be
     * unguessable, and {@code UUID.randomUUID()} would serialise every request on one SecureRandom.
     */
    static String newRequestId() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        long high = (random.nextLong() & ~0xF000L) | 0x4000L;
        long low = (random.nextLong() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;
        return new UUID(high, low).toString();
    }

    private void limitChunkedBody(RoutingContext ctx) {
        if (ctx.get(CHUNKED_LIMIT_KEY) != null) {
            long limit = limitOf(ctx);
            ctx.put(CHUNKED_BODY_LIMIT, limit);
            ctx.put(CHUNKED_LIMIT_KEY, limit + CHUNKED_BACKSTOP_MARGIN);
        }
        ctx.next();
    }

    /** File imports may be large (they are streamed), batches of records larger than the rest. */
    private long limitOf(RoutingContext ctx) {
        String path = ctx.normalizedPath();
        if (IMPORT_PATHS.contains(path)) {
            return maxUploadBytes;
        }
        return BATCH_PATHS.contains(path) ? maxBatchBytes : maxBodyBytes;
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
        answerProblem(ctx, status, null);
    }

    /** Ends the exchange with a problem document; {@code detail} null for the status's usual one. */
    public static void answerProblem(RoutingContext ctx, int status, String givenDetail) {
        HttpServerResponse response = ctx.response();
        if (response.ended() || response.headWritten()) {
            return;
        }
        String detail = givenDetail != null
                ? givenDetail
                : switch (status) {
                    case 404 -> "no resource at this path";
                    case 405 -> "this method is not allowed on this path";
                    case 413 -> "the request body is larger than allowed";
                    case 415 -> "this content type is not supported here";
                    case 400 -> "the request could not be read";
                    default -> "the request failed; quote the request ID when reporting it";
                };
        Problem problem = ProblemResponses.problem(status, detail, ctx.get(KEY), null);
        response.setStatusCode(status).putHeader("Content-Type", Problem.MEDIA_TYPE);
        if (status == 401) {
            response.putHeader("WWW-Authenticate", "Bearer");
        }
        if (status == 413 || status == 414 || status == 431 || !ctx.request().isEnded()) {
            // a body that is not read is not waited for
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
