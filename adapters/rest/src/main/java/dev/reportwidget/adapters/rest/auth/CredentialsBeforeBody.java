package dev.reportwidget.adapters.rest.auth;

import dev.reportwidget.adapters.rest.problem.RequestIds;
import dev.reportwidget.adapters.rest.widget.EmbedLinks;
import dev.reportwidget.application.account.port.in.ConsoleSessionUseCase;
import dev.reportwidget.domain.integration.SecretKind;
import io.smallrye.jwt.auth.principal.JWTParser;
import io.smallrye.jwt.auth.principal.ParseException;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

/**
 * Decides authentication before a request body is read (docs/api.md#limits,
 * docs/adr/0010-credentials-before-the-body.md): a write that sends a body to a bearer or
 * service-token endpoint without valid credentials answers 401 or 403 at once, whatever its
 * declared length, and its body is never waited for.
 *
 * <p>The HTTP layer holds every request paused until a handler asks for its body, so the checks
 * may take their time: a bearer token is verified (signature, issuer, expiry) off the event loop;
 * a service token is checked against {@link LiveServiceTokens} (a live token's answer is kept a
 * minute, so a busy sender costs no lookup here) and otherwise looked up off the event loop. Only
 * then is the request passed on to the body limits and its resource, which check the credentials
 * again with the request's own work. When the lookup itself fails (the database is unreachable)
 * the request is passed on, and its resource answers as it would without this check.
 *
 * <p>The pixel and beacon take none here: a beacon's tracking ID travels in its form body, which is
 * held to the 1 MiB limit before it is read.
 */
@ApplicationScoped
public class CredentialsBeforeBody {

    /** After the request head limits, before the declared size is held against the path's limit. */
    private static final int ORDER = Integer.MIN_VALUE + 2;

    private static final String BEARER = "bearer ";
    /** The same words as the refusal of a resource that checked the token itself. */
    private static final String SERVICE_TOKEN_REFUSED =
            SecretKind.SERVICE_TOKEN.refused().getMessage();

    enum Guard {
        NONE,
        BEARER,
        SERVICE_TOKEN,
        CONSOLE_SESSION
    }

    /** The console's sign-in page, coming back to the import. */
    private static final String CONSOLE_LOGIN = "/console/login?next=%2Fconsole%2Fimport";

    private final JWTParser parser;
    private final LiveServiceTokens serviceTokens;
    private final ConsoleSessionUseCase consoleSessions;
    /** Where the console's sign-in page is: on the public base URL, never on the request's Host. */
    private final String consoleLogin;

    CredentialsBeforeBody(
            JWTParser parser,
            LiveServiceTokens serviceTokens,
            ConsoleSessionUseCase consoleSessions,
            EmbedLinks links) {
        this.parser = parser;
        this.serviceTokens = serviceTokens;
        this.consoleSessions = consoleSessions;
        this.consoleLogin = links.publicBaseUrl() + CONSOLE_LOGIN;
    }

    void install(@Observes Router router) {
        router.route().order(ORDER).handler(this::check);
    }

    private void check(RoutingContext ctx) {
        HttpServerRequest request = ctx.request();
        switch (hasBody(request) ? guardOf(ctx.normalizedPath()) : Guard.NONE) {
            case BEARER -> checkBearer(ctx, bearerToken(request.getHeader("Authorization")));
            case SERVICE_TOKEN -> checkServiceToken(ctx, serviceToken(request));
            case CONSOLE_SESSION -> checkConsoleSession(ctx);
            case NONE -> ctx.next();
        }
    }

    private void checkBearer(RoutingContext ctx, String token) {
        if (token == null) {
            RequestIds.answerProblem(ctx, 401, "a bearer token is required (Authorization: Bearer <token>)");
            return;
        }
        // off the event loop: the first verification may read the key
        ctx.vertx().executeBlocking(() -> verifies(token), false).onComplete(verified -> {
            if (verified.succeeded() && verified.result()) {
                ctx.next();
            } else {
                RequestIds.answerProblem(ctx, 401, "the bearer token is not valid");
            }
        });
    }

    private void checkServiceToken(RoutingContext ctx, String token) {
        if (isBlank(token)) {
            RequestIds.answerProblem(ctx, 403, "a service token is required (service_token or X-Service-Token)");
            return;
        }
        if (!LiveServiceTokens.wellFormed(token)) {
            RequestIds.answerProblem(ctx, 403, SERVICE_TOKEN_REFUSED);
            return;
        }
        if (serviceTokens.kept(token).isPresent()) {
            ctx.next();
            return;
        }
        ctx.vertx()
                .executeBlocking(() -> serviceTokens.propertyOf(token).isPresent(), false)
                .onComplete(live -> {
                    if (live.failed() || live.result()) {
                        ctx.next();
                    } else {
                        RequestIds.answerProblem(ctx, 403, SERVICE_TOKEN_REFUSED);
                    }
                });
    }

    /**
     * The console's upload (a file of up to the import's limit) is only received from a signed-in
     * person: without an open console session (looked up off the event loop) the browser is sent to
     * sign in, as any console page does, and the file is never read. The console checks the session
     * (and the form's CSRF token) again.
     */
    private void checkConsoleSession(RoutingContext ctx) {
        io.vertx.core.http.Cookie cookie = ctx.request().getCookie(ConsoleSessionUseCase.COOKIE);
        String id = cookie == null ? null : cookie.getValue();
        if (isBlank(id)) {
            signInFirst(ctx);
            return;
        }
        ctx.vertx()
                .executeBlocking(() -> consoleSessions.resume(id).isPresent(), false)
                .onComplete(open -> {
                    // when the lookup itself fails, the console answers as it would without this check
                    if (open.failed() || open.result()) {
                        ctx.next();
                    } else {
                        signInFirst(ctx);
                    }
                });
    }

    private void signInFirst(RoutingContext ctx) {
        var response = ctx.response();
        if (ctx.request().getHeader("HX-Request") != null) {
            // htmx follows a 303 inside its request: a full navigation needs its own header
            response.putHeader("HX-Redirect", CONSOLE_LOGIN).setStatusCode(200);
        } else {
            response.putHeader("Location", consoleLogin).setStatusCode(303);
        }
        // the body was not read: the connection cannot carry another request
        response.putHeader("Connection", "close").end();
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
        if (path.equals("/console/import")) {
            return Guard.CONSOLE_SESSION;
        }
        if (path.equals(AuthResource.PASSWORD_PATH)) {
            return Guard.BEARER;
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
