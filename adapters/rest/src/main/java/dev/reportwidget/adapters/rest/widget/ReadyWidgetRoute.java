package dev.reportwidget.adapters.rest.widget;

import dev.reportwidget.adapters.rest.widget.ServiceTokenWidgetResource.Format;
import io.netty.buffer.Unpooled;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import jakarta.ws.rs.core.MediaType;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Supplier;
import org.jboss.resteasy.reactive.RestResponse;

/**
 * Answers a widget request on the HTTP layer when its answer is ready at once: the access decision,
 * the data and the rendering all kept in this instance. Such a request is a cached widget's, the
 * common case, and the REST layer's handling around a ready answer (its request context, handler
 * chain and response building) cost it more than the answer itself.
 *
 * <p>The route starts the request exactly as its resource would, through the resource's own method
 * (rate limit, query, access, view counting, rendering): there is one way to answer a widget. When
 * the answer is ready it writes it (status, media type, the rendering's headers and bytes) and the
 * REST layer never sees the request. Otherwise (a calculation under way, a refusal, a failure) the
 * begun answer is left on the request for the resource, which answers it as it does its own: every
 * refusal, error page and problem comes from one place, and nothing is counted twice.
 *
 * <p>It takes only requests whose every detail the resource reads the same way: a GET to the exact
 * path (no trailing slash, no escaped character in it) and, for the service-token endpoint, an
 * {@code Accept} header that names one format plainly. Anything else goes to the resource alone.
 * The route's path names the request in the HTTP metrics, as the resource's template does.
 *
 * <p>The beans a request passes through here are singletons that hold each other directly: a client
 * proxy of an application-scoped bean looks its instance up on every call, a dozen calls per cached
 * widget (ReadyWidgetPathTest holds the path to it).
 */
@Singleton
public class ReadyWidgetRoute {

    /**
     * After the request ID, the head limits, the credentials check and the declared body size (orders
     * {@code MIN_VALUE} to {@code MIN_VALUE + 3}); before the framework's authentication (order -200),
     * the REST layer's naming of the route for an authentication failure's metric (-199, which builds
     * the REST layer's request mapper anew for every request) and its permission check (-100). The
     * widget endpoints take no identity from the framework (a public widget has none, a service token
     * is checked by the application) and no permission is configured for their paths, so an answer
     * written here needs none of them; a request passed on meets every one of them on its way to the
     * resource.
     */
    static final int ORDER = -201;

    /** Where a begun answer waits for its resource. */
    private static final String BEGUN = ReadyWidgetRoute.class.getName() + ".begun";

    private static final CharSequence CONTENT_TYPE = HttpHeaders.createOptimized("Content-Type");
    private static final CharSequence HTML = HttpHeaders.createOptimized(WidgetResponses.HTML.toString());
    private static final CharSequence JSON = HttpHeaders.createOptimized(MediaType.APPLICATION_JSON);

    private final PublicWidgetResource publicWidgets;
    private final ServiceTokenWidgetResource serviceTokenWidgets;
    private final LongAdder answered = new LongAdder();

    ReadyWidgetRoute(PublicWidgetResource publicWidgets, ServiceTokenWidgetResource serviceTokenWidgets) {
        this.publicWidgets = publicWidgets;
        this.serviceTokenWidgets = serviceTokenWidgets;
    }

    void install(@Observes Router router) {
        router.get(routePath(PublicWidgetResource.PATH)).order(ORDER).handler(this::publicWidget);
        router.get(routePath(ServiceTokenWidgetResource.PATH)).order(ORDER).handler(this::serviceTokenWidget);
    }

    /** A resource's path template as the HTTP layer's router writes it: {@code {name}} becomes {@code :name}. */
    static String routePath(String template) {
        return template.replaceAll("\\{(\\w+)}", ":$1");
    }

    /** How many answers this route wrote itself (the rest went to their resources). */
    public long answered() {
        return answered.sum();
    }

    /**
     * The answer this route began for the request, for its resource to answer; empty when the route
     * did not take the request. A refusal the route's start threw is thrown again here, in the
     * resource, as if the resource had started the request itself.
     */
    static Optional<CompletionStage<RestResponse<RenderedBody>>> begun(RoutingContext routing) {
        Begun begun = routing.get(BEGUN);
        if (begun == null) {
            return Optional.empty();
        }
        if (begun.refusal() != null) {
            throw begun.refusal();
        }
        return Optional.of(begun.answer());
    }

    private void publicWidget(RoutingContext ctx) {
        if (!plainPath(ctx)) {
            ctx.next();
            return;
        }
        HttpServerRequest request = ctx.request();
        answer(ctx, () -> publicWidgets.widget(ctx.pathParam("publicId"), request));
    }

    private void serviceTokenWidget(RoutingContext ctx) {
        HttpServerRequest request = ctx.request();
        Format format = plainPath(ctx) ? format(request.getHeader(HttpHeaders.ACCEPT)) : null;
        if (format == null) {
            ctx.next();
            return;
        }
        String token = request.getHeader("X-Service-Token");
        answer(ctx, () -> serviceTokenWidgets.widget(ctx.pathParam("reportId"), token, request.query(), format));
    }

    private void answer(RoutingContext ctx, Supplier<CompletionStage<RestResponse<RenderedBody>>> start) {
        CompletionStage<RestResponse<RenderedBody>> answer;
        try {
            answer = start.get();
        } catch (RuntimeException refusal) {
            ctx.put(BEGUN, new Begun(null, refusal));
            ctx.next();
            return;
        }
        if (answer instanceof CompletableFuture<RestResponse<RenderedBody>> ready
                && ready.isDone()
                && !ready.isCompletedExceptionally()) {
            write(ctx.response(), ready.join());
            answered.increment();
            return;
        }
        ctx.put(BEGUN, new Begun(answer, null));
        ctx.next();
    }

    /** What the REST layer would send for this answer: its status, media type, headers and body. */
    private static void write(HttpServerResponse response, RestResponse<RenderedBody> answer) {
        RenderedBody body = answer.getEntity();
        response.setStatusCode(answer.getStatus());
        for (RenderedBody.Header header : body.headers()) {
            response.putHeader(header.name(), header.value());
        }
        response.putHeader(CONTENT_TYPE, contentType(answer.getMediaType()));
        // the kept bytes themselves, wrapped: Buffer.buffer(byte[]) would copy them into a new buffer
        // for every answer; the network layer copies them once, into the memory it sends from
        response.end(Buffer.buffer(Unpooled.wrappedBuffer(body.bytes())));
    }

    private static CharSequence contentType(MediaType type) {
        if (WidgetResponses.HTML.equals(type)) {
            return HTML;
        }
        return MediaType.APPLICATION_JSON_TYPE.equals(type) ? JSON : type.toString();
    }

    /**
     * The path exactly as the resource's template reads it: no trailing slash, nothing escaped (an
     * escaped character would be decoded by two different readers) and nothing the HTTP layer
     * normalised.
     */
    private static boolean plainPath(RoutingContext ctx) {
        String path = ctx.request().path();
        return path != null && !path.endsWith("/") && path.indexOf('%') < 0 && path.equals(ctx.normalizedPath());
    }

    /**
     * The format of an {@code Accept} header that names one plainly, as the resource's negotiation
     * reads it (none, or anything: the document); null for any other header, which the resource
     * negotiates itself.
     */
    static Format format(String accept) {
        if (accept == null) {
            return Format.HTML;
        }
        return switch (accept) {
            case "*/*", MediaType.TEXT_HTML -> Format.HTML;
            case MediaType.APPLICATION_JSON -> Format.JSON;
            case "text/csv" -> Format.CSV;
            default -> null;
        };
    }

    /** An answer the route began and left to the resource: a stage, or a refusal thrown at its start. */
    private record Begun(CompletionStage<RestResponse<RenderedBody>> answer, RuntimeException refusal) {}
}
