package dev.reportwidget.adapters.console.session;

import dev.reportwidget.adapters.console.ConsoleLinks;
import dev.reportwidget.application.account.port.in.ConsoleSessionUseCase;
import dev.reportwidget.domain.account.Session;
import dev.reportwidget.domain.account.User;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.integration.SecretGenerator;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.property.PropertySelection;
import io.vertx.core.http.Cookie;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The console session of this request. The session cookie holds an opaque ID, looked up on every
 * request ({@link ConsoleSessionUseCase}); an ended or unknown one is no session. The CSRF token of
 * a signed-in person's forms is their session's; the sign-in and sign-up forms, which come before
 * any session, carry the token of the {@code rw_console_csrf} cookie and must come from this
 * service's own pages. Cookies to set are collected here and written by {@code ConsoleHeaders}.
 */
@RequestScoped
public class ConsoleSession {

    public static final String SESSION_COOKIE = ConsoleSessionUseCase.COOKIE;
    /** The token of the forms shown before sign-in (sign-in, sign-up); signed-in forms carry the session's. */
    public static final String CSRF_COOKIE = "rw_console_csrf";

    public static final String PROPERTY_COOKIE = "rw_console_property";
    public static final String CSRF_FIELD = "_csrf";
    public static final String CSRF_HEADER = "X-CSRF-Token";
    public static final String HOME = "/console/reports";

    private static final String PATH = "/console";
    private static final Pattern SAFE_NEXT = Pattern.compile("/console(/[A-Za-z0-9/_.~%=&?-]*)?");

    @Inject
    HttpServerRequest request;

    @Inject
    ConsoleSessionUseCase sessions;

    @Inject
    ConsoleLinks links;

    @Inject
    SecretGenerator secrets;

    private final List<String> cookiesToSet = new ArrayList<>();
    private Optional<Session> session;
    private String signedOutCsrf;

    /** The signed-in person, or empty when there is no open session. */
    public Optional<User> user() {
        return session().map(Session::user);
    }

    private Optional<Session> session() {
        if (session == null) {
            session = cookie(SESSION_COOKIE).flatMap(sessions::resume);
        }
        return session;
    }

    /** @throws SignInRequired without an open session, naming this page to come back to */
    public User requireUser() {
        return user().orElseThrow(() -> new SignInRequired(comeBackTo()));
    }

    /**
     * The property chosen in the header's switcher, else the personal one; never replaced by another.
     *
     * @throws PropertyChoiceUnreadable when the cookie holds no property ID, as the API answers 422
     *     to such an {@code X-Property-Id}
     */
    public PropertySelection selection() {
        Optional<String> chosen = rawCookie(PROPERTY_COOKIE);
        if (chosen.isEmpty()) {
            return new PropertySelection.Personal();
        }
        try {
            return new PropertySelection.Selected(PropertySelection.parseId(chosen.get()));
        } catch (ValidationException e) {
            // the refusal is shown once: its way back leads to the personal property
            cookiesToSet.add(cookie(PROPERTY_COOKIE, "", 0));
            throw new PropertyChoiceUnreadable(chosen.get());
        }
    }

    public void choose(PropertyId id) {
        cookiesToSet.add(cookie(PROPERTY_COOKIE, id.toString(), -1));
    }

    /** Carries the session just opened; the forms of its pages carry its own CSRF token from now on. */
    public void signIn(ConsoleSessionUseCase.Opened opened) {
        Session started = opened.session();
        long lifetime =
                Duration.between(started.createdAt(), started.expiresAt()).toSeconds();
        cookiesToSet.add(cookie(SESSION_COOKIE, opened.id(), lifetime));
        cookiesToSet.add(cookie(PROPERTY_COOKIE, "", 0));
        cookiesToSet.add(cookie(CSRF_COOKIE, "", 0));
        session = Optional.of(started);
    }

    /** Ends the session on the server, for every instance at once, and clears its cookies. */
    public void signOut() {
        cookie(SESSION_COOKIE).ifPresent(sessions::close);
        cookiesToSet.add(cookie(SESSION_COOKIE, "", 0));
        cookiesToSet.add(cookie(PROPERTY_COOKIE, "", 0));
        session = Optional.empty();
    }

    /** The CSRF token the forms of this page carry: the session's, else the signed-out forms' cookie. */
    public String csrfToken() {
        return session().map(Session::csrfToken).orElseGet(this::signedOutCsrfToken);
    }

    private String signedOutCsrfToken() {
        if (signedOutCsrf == null) {
            signedOutCsrf =
                    cookie(CSRF_COOKIE).filter(value -> value.length() >= 32).orElse(null);
            if (signedOutCsrf == null) {
                signedOutCsrf = secrets.nextToken();
                cookiesToSet.add(cookie(CSRF_COOKIE, signedOutCsrf, -1));
            }
        }
        return signedOutCsrf;
    }

    /**
     * Checks the CSRF token of a signed-in person's state change: the form field, else the
     * {@code X-CSRF-Token} header htmx sends, must be the token of this request's session. A token
     * of another session, or a cookie and field that agree on any other value, do not pass.
     *
     * @throws SignInRequired without an open session
     * @throws CsrfRejected when the token is not the session's
     */
    public void checkCsrf(String formField) {
        Session current = session().orElseThrow(() -> new SignInRequired(HOME));
        if (!same(sent(formField), current.csrfToken())) {
            throw new CsrfRejected();
        }
    }

    /**
     * Checks a sign-in or sign-up, which no session can vouch for: a browser names the page a form
     * was posted from in {@code Origin}, which must be this service's public base URL (so a page of
     * another site, or of a sibling subdomain that planted a matching cookie, is refused); and the
     * token must be the one of the {@code rw_console_csrf} cookie.
     *
     * @throws CsrfRejected otherwise
     */
    public void checkSignedOutCsrf(String formField) {
        String origin = request.getHeader("Origin");
        if (origin != null && !origin.equalsIgnoreCase(links.origin())) {
            throw new CsrfRejected();
        }
        if (!same(sent(formField), cookie(CSRF_COOKIE).orElse(null))) {
            throw new CsrfRejected();
        }
    }

    /** {@code next} when it is a console page of this service, else the reports list. */
    public static String safeNext(String next) {
        return next != null && SAFE_NEXT.matcher(next).matches() && !next.contains("//") ? next : HOME;
    }

    public List<String> cookiesToSet() {
        return cookiesToSet;
    }

    private String sent(String formField) {
        return formField != null && !formField.isEmpty() ? formField : request.getHeader(CSRF_HEADER);
    }

    private static boolean same(String sent, String expected) {
        return sent != null
                && expected != null
                && MessageDigest.isEqual(
                        sent.getBytes(StandardCharsets.UTF_8), expected.getBytes(StandardCharsets.UTF_8));
    }

    private String comeBackTo() {
        if (request.method() != HttpMethod.GET) {
            return HOME;
        }
        return safeNext(request.uri());
    }

    private Optional<String> cookie(String name) {
        Cookie cookie = request.getCookie(name);
        return cookie == null || cookie.getValue().isEmpty() ? Optional.empty() : Optional.of(cookie.getValue());
    }

    /**
     * A cookie's value as sent, read from the header itself: the HTTP layer drops a cookie whose
     * value has characters a cookie may not hold ({@code 1,2}), which would read as no choice at all.
     */
    private Optional<String> rawCookie(String name) {
        String prefix = name + "=";
        for (String header : request.headers().getAll("Cookie")) {
            for (String pair : header.split(";")) {
                String trimmed = pair.trim();
                if (trimmed.startsWith(prefix) && trimmed.length() > prefix.length()) {
                    return Optional.of(trimmed.substring(prefix.length()));
                }
            }
        }
        return Optional.empty();
    }

    private String cookie(String name, String value, long maxAgeSeconds) {
        StringBuilder header = new StringBuilder()
                .append(name)
                .append('=')
                .append(value)
                .append("; Path=")
                .append(PATH)
                .append("; HttpOnly; SameSite=Lax");
        if (links.secureCookies()) {
            header.append("; Secure");
        }
        if (maxAgeSeconds >= 0) {
            header.append("; Max-Age=").append(maxAgeSeconds);
        }
        return header.toString();
    }
}
