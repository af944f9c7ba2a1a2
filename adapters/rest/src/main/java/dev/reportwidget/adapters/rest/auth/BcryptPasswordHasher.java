package dev.reportwidget.adapters.rest.auth;

import at.favre.lib.crypto.bcrypt.BCrypt;
import dev.reportwidget.application.account.PasswordHasher;
import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;

/** bcrypt (salted, cost from configuration); passwords are never stored or logged in clear. */
@ApplicationScoped
public class BcryptPasswordHasher implements PasswordHasher {

    private final int cost;

    BcryptPasswordHasher(AuthConfig config) {
        this.cost = config.bcryptCost();
    }

    @Override
    public String hash(String password) {
        return BCrypt.withDefaults().hashToString(cost, password.toCharArray());
    }

    @Override
    public boolean matches(String password, String hash) {
        return BCrypt.verifyer()
                .verify(password.getBytes(StandardCharsets.UTF_8), hash.getBytes(StandardCharsets.UTF_8))
                .verified;
    }
}
