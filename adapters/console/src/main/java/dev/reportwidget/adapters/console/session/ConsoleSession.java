package dev.reportwidget.adapters.console.session;

import dev.reportwidget.adapters.console.ConsoleLinks;
import dev.reportwidget.application.account.AccessToken;
import dev.reportwidget.application.account.IdentifyCallerUseCase;
import dev.reportwidget.application.account.VerifiedClaims;
import dev.reportwidget.domain.account.User;
import dev.reportwidget.domain.error.AuthenticationException;
import dev.reportwidget.domain.integration.SecretGenerator;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.property.PropertySelection;
import io.smallrye.jwt.auth.principal.JWTParser;
import io.smallrye.jwt.auth.principal.ParseException;
import io.vertx.core.http.Cookie;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.eclipse.microprofile.jwt.JsonWebToken;

/**
 * The console session of this request. The token in the session cookie is verified (signature,
 * issuer, lifetime) and its user read fresh on every request, exactly as the API does with a bearer
 * token; an expired or unknown token is no session. Cookies to set are collected here and written
 * by {@link ConsoleHeaders}.
 */
@RequestScoped
public class ConsoleSession {

    public static final String SESSION_COOKIE = "rw_console_session";
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
    JWTParser parser;

    @Inject
    IdentifyCallerUseCase identify;

    @Inject
    ConsoleLinks links;

    @Inject
    SecretGenerator secrets;

    private final List<String> cookiesToSet = new ArrayList<>();
    private Optional<User> user;
    private String csrf;

    /** The signed-in person, or empty when there is no valid session. */
    public Optional<User> user() {
        if (user == null) {
            user = cookie(SESSION_COOKIE).flatMap(this::verify);
        }
        return user;
    }

    /** @throws SignInRequired without a valid session, naming this page to come back to */
    public User requireUser() {
        return user().orElseThrow(() -> new SignInRequired(comeBackTo()));
    }

    /** The property chosen in the header's switcher, else the personal one; never replaced by another. */
    public PropertySelection selection() {
        return PropertySelection.of(cookie(PROPERTY_COOKIE).orElse(null), null);
    }

    public void choose(PropertyId id) {
        cookiesToSet.add(cookie(PROPERTY_COOKIE, id.toString(), -1));
    }

    /** Starts a session with {@code token}; a fresh CSRF token, so one seen before sign-in is useless after. */
    public void signIn(AccessToken token) {
        cookiesToSet.add(cookie(SESSION_COOKIE, token.token(), token.expiresInSeconds()));
        cookiesToSet.add(cookie(PROPERTY_COOKIE, "", 0));
        csrf = newToken();
        cookiesToSet.add(cookie(CSRF_COOKIE, csrf, -1));
        user = null;
    }

    public void signOut() {
        cookiesToSet.add(cookie(SESSION_COOKIE, "", 0));
        cookiesToSet.add(cookie(PROPERTY_COOKIE, "", 0));
        user = Optional.empty();
    }

    /** The CSRF token forms of this page carry; issued with its cookie on first use. */
    public String csrfToken() {
        if (csrf == null) {
            csrf = cookie(CSRF_COOKIE).filter(value -> value.length() >= 32).orElse(null);
            if (csrf == null) {
                csrf = newToken();
                cookiesToSet.add(cookie(CSRF_COOKIE, csrf, -1));
            }
        }
        return csrf;
    }

    /**
     * Checks the CSRF token of a state change: the form field, else the {@code X-CSRF-Token} header
     * htmx sends, must equal the token of the CSRF cookie.
     *
     * @throws CsrfRejected otherwise
     */
    public void checkCsrf(String formField) {
        String sent = formField != null && !formField.isEmpty() ? formField : request.getHeader(CSRF_HEADER);
        Optional<String> expected = cookie(CSRF_COOKIE);
        if (sent == null
                || expected.isEmpty()
                || !MessageDigest.isEqual(
                        sent.getBytes(StandardCharsets.UTF_8), expected.get().getBytes(StandardCharsets.UTF_8))) {
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

    private String comeBackTo() {
        if (request.method() != HttpMethod.GET) {
            return HOME;
        }
        String uri = request.uri();
        return safeNext(uri);
    }

    private Optional<String> cookie(String name) {
        Cookie cookie = request.getCookie(name);
        return cookie == null || cookie.getValue().isEmpty() ? Optional.empty() : Optional.of(cookie.getValue());
    }

    private Optional<User> verify(String token) {
        try {
            JsonWebToken jwt = parser.parse(token);
            if (jwt.getIssuer() == null || jwt.getSubject() == null) {
                return Optional.empty();
            }
            Object name = jwt.getClaim("name");
            return Optional.of(identify.identify(new VerifiedClaims(
                    jwt.getIssuer(), jwt.getSubject(), jwt.getClaim("email"), name == null ? null : name.toString())));
        } catch (ParseException | AuthenticationException e) {
            return Optional.empty();
        }
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

    private String newToken() {
        return secrets.nextToken();
    }
}
