package dev.reportwidget.adapters.rest.auth;

import dev.reportwidget.application.account.port.in.IdentifyCallerUseCase;
import dev.reportwidget.application.account.port.in.VerifiedClaims;
import dev.reportwidget.application.property.port.in.EnterPropertyUseCase;
import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.domain.account.User;
import dev.reportwidget.domain.error.AuthenticationException;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.property.PropertySelection;
import io.smallrye.jwt.auth.principal.JWTParser;
import io.smallrye.jwt.auth.principal.ParseException;
import io.vertx.core.http.HttpServerRequest;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.jwt.JsonWebToken;

/**
 * The signed-in user of this request and the property they work in. The bearer token is verified
 * (signature, issuer, lifetime) on every request, and membership and role are read fresh from the
 * database every time: nothing here is cached across requests.
 */
@RequestScoped
public class Caller {

    public static final String PROPERTY_HEADER = "X-Property-Id";
    public static final String PROPERTY_QUERY = "property_id";
    private static final String BEARER = "bearer ";

    @Inject
    JWTParser parser;

    @Inject
    HttpServerRequest request;

    @Inject
    IdentifyCallerUseCase identify;

    @Inject
    EnterPropertyUseCase properties;

    private User user;

    /** @throws AuthenticationException for a missing, malformed, expired or foreign-signed token */
    public User user() {
        if (user == null) {
            user = identify.identify(verify(bearerToken()));
        }
        return user;
    }

    /** The property chosen by {@code X-Property-Id} or {@code property_id}, else the personal one. */
    public PropertyContext property() {
        User caller = user();
        return properties.enter(
                caller, PropertySelection.of(request.getHeader(PROPERTY_HEADER), request.getParam(PROPERTY_QUERY)));
    }

    /** The property named by a path, ignoring the selector. */
    public PropertyContext property(PropertyId id) {
        return properties.enter(user(), new PropertySelection.Selected(id));
    }

    private String bearerToken() {
        String header = request.getHeader("Authorization");
        if (header == null
                || header.length() <= BEARER.length()
                || !header.regionMatches(true, 0, BEARER, 0, BEARER.length())) {
            throw new AuthenticationException("a bearer token is required (Authorization: Bearer <token>)");
        }
        return header.substring(BEARER.length()).trim();
    }

    private VerifiedClaims verify(String token) {
        try {
            JsonWebToken jwt = parser.parse(token);
            if (jwt.getIssuer() == null || jwt.getSubject() == null) {
                throw new AuthenticationException("the token lacks an issuer or subject");
            }
            return new VerifiedClaims(jwt.getIssuer(), jwt.getSubject(), jwt.getClaim("email"), name(jwt));
        } catch (ParseException e) {
            throw new AuthenticationException("the bearer token is invalid or expired");
        }
    }

    private static String name(JsonWebToken jwt) {
        Object name = jwt.getClaim("name");
        if (name == null) {
            name = jwt.getClaim("preferred_username");
        }
        return name == null ? null : name.toString();
    }
}
