package dev.reportwidget.adapters.rest.auth;

import dev.reportwidget.application.account.port.in.AccessToken;
import dev.reportwidget.application.account.port.out.AccessTokenIssuer;
import dev.reportwidget.domain.account.User;
import io.smallrye.jwt.build.Jwt;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;

/** Signs RS256 access tokens of the built-in issuer with the configured private key. */
@ApplicationScoped
public class JwtAccessTokenIssuer implements AccessTokenIssuer {

    private final String issuer;
    private final Duration lifespan;

    JwtAccessTokenIssuer(AuthConfig config) {
        this.issuer = config.builtin().issuer();
        this.lifespan = config.builtin().tokenLifespan();
    }

    @Override
    public String issuer() {
        return issuer;
    }

    @Override
    public AccessToken issueFor(User user) {
        String token = Jwt.issuer(issuer)
                .subject(user.id().toString())
                .upn(user.email())
                .claim("email", user.email())
                .claim("name", user.name())
                .expiresIn(lifespan)
                .jws()
                .algorithm(io.smallrye.jwt.algorithm.SignatureAlgorithm.RS256)
                .sign();
        return new AccessToken(token, lifespan.toSeconds());
    }
}
