package dev.reportwidget.adapters.rest.auth;

import dev.reportwidget.adapters.rest.problem.RequestIds;
import io.smallrye.jwt.auth.principal.JWTParser;
import io.smallrye.jwt.auth.principal.ParseException;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

/**
 * Decides authentication before a request body is read (contract section 10): a body sent to a
 * bearer endpoint without a bearer token answers 401, and to a service-token endpoint without a
 * token 403, at once, whatever its declared length; the body is not waited for.
 *
 * <p>When the declared length is over the path's limit (the body will never be read), a bearer
 * token is also verified here, so that only a signed-in caller hears 413. Any other token is
 * checked by its resource as before, after the body (at most the 1 MiB limit) arrived: a service
 * token needs the database. The pixel's tracking ID may travel in its form body, so the pixel is
 * left to its resource.
 */
@ApplicationScoped
public class CredentialsBeforeBody {

    /** After the request head limits, before the declared size is held against the path's limit. */
    private static final int ORDER = Integer.MIN_VALUE + 2;

    private static final String BEARER = "bearer ";

    enum Guard {
        NONE,
        BEARER,
        SERVICE_TOKEN
    }

    private final JWTParser parser;
    private final RequestIds bodyLimits;

    CredentialsBeforeBody(JWTParser parser, RequestIds bodyLimits) {
        this.parser = parser;
        this.bodyLimits = bodyLimits;
    }

    void install(@Observes Router router) {
        router.route().order(ORDER).handler(this::check);
    }

    private void check(RoutingContext ctx) {
        HttpServerRequest request = ctx.request();
        Guard guard = hasBody(request) ? guardOf(ctx.normalizedPath()) : Guard.NONE;
        if (guard == Guard.SERVICE_TOKEN && isBlank(serviceToken(request))) {
            RequestIds.answerProblem(ctx, 403, "a service token is required (service_token or X-Service-Token)");
            return;
        }
        if (guard != Guard.BEARER) {
            ctx.next();
            return;
        }
        String token = bearerToken(request.getHeader("Authorization"));
        if (token == null) {
            RequestIds.answerProblem(ctx, 401, "a bearer token is required (Authorization: Bearer <token>)");
            return;
        }
        if (!bodyLimits.exceedsBodyLimit(ctx)) {
            ctx.next();
            return;
        }
        // the body will not be read either way: verify off the event loop (a key set may be fetched)
        ctx.vertx().executeBlocking(() -> verifies(token), false).onComplete(verified -> {
            if (verified.succeeded() && verified.result()) {
                ctx.next();
            } else {
                RequestIds.answerProblem(ctx, 401, "the bearer token is not valid");
            }
        });
    }

    private boolean verifies(String token) {
        try {
            parser.parse(token);
            return true;
        } catch (ParseException e) {
            return false;
        }
    }

    /** Which credential a path takes; paths open to anyone (sign-in, embeds, the pixel) take none here. */
    static Guard guardOf(String path) {
        if (path == null) {
            return Guard.NONE;
        }
        if (path.startsWith("/service_token/")) {
            return Guard.SERVICE_TOKEN;
        }
        if (path.equals("/record/collect_web_event")) {
            return Guard.NONE;
        }
        if (isUnder(path, "/record")
                || isUnder(path, "/report")
                || isUnder(path, "/properties")
                || isUnder(path, "/integrations")) {
            return Guard.BEARER;
        }
        return Guard.NONE;
    }

    private static boolean isUnder(String path, String prefix) {
        return path.equals(prefix) || path.startsWith(prefix + "/");
    }

    /** A request that sends a body: a declared length above zero, or a chunked one. */
    static boolean hasBody(HttpServerRequest request) {
        if (request.method() == HttpMethod.GET || request.method() == HttpMethod.HEAD) {
            return false;
        }
        String length = request.getHeader("Content-Length");
        if (length != null) {
            return !length.trim().equals("0");
        }
        return request.getHeader("Transfer-Encoding") != null;
    }

    static String bearerToken(String header) {
        if (header == null
                || header.length() <= BEARER.length()
                || !header.regionMatches(true, 0, BEARER, 0, BEARER.length())) {
            return null;
        }
        String token = header.substring(BEARER.length()).trim();
        return token.isEmpty() ? null : token;
    }

    private static String serviceToken(HttpServerRequest request) {
        String query = request.getParam("service_token");
        return query != null ? query : request.getHeader("X-Service-Token");
    }

    private static boolean isBlank(String text) {
        return text == null || text.isBlank();
    }
}
