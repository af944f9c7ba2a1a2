package dev.reportwidget.adapters.rest.auth;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** Identity: the built-in token issuer and the password hashes it keeps ({@code rw.auth.*}). */
@ConfigMapping(prefix = "rw.auth")
public interface AuthConfig {

    /** bcrypt cost factor of stored password hashes. */
    @WithDefault("12")
    int bcryptCost();

    BuiltIn builtin();

    /** {@code rw.auth.builtin.*}: the issuer behind {@code POST /auth/signup} and {@code POST /auth/token}. */
    interface BuiltIn {

        /** Off (404) when users come from an external OIDC provider. */
        @WithDefault("true")
        boolean enabled();

        /** Sign-up on or off (403 when off). */
        @WithDefault("true")
        boolean signupEnabled();

        /**
         * {@code iss} of the tokens this service signs. Its default is in application.properties,
         * not here: {@code mp.jwt.verify.issuer} refers to it, and Quarkus resolves that reference
         * when it builds the application, where mapping defaults are not known.
         */
        String issuer();

        /** How long an access token of the built-in issuer is valid (its {@code expires_in}). */
        @WithDefault("PT1H")
        Duration tokenLifespan();
    }
}
