package dev.reportwidget.adapters.rest.auth;

import at.favre.lib.crypto.bcrypt.BCrypt;
import dev.reportwidget.application.account.PasswordHasher;
import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** bcrypt (salted, cost from configuration); passwords are never stored or logged in clear. */
@ApplicationScoped
public class BcryptPasswordHasher implements PasswordHasher {

    private final int cost;

    BcryptPasswordHasher(@ConfigProperty(name = "rw.auth.bcrypt-cost", defaultValue = "12") int cost) {
        this.cost = cost;
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
