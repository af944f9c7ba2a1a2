package dev.reportwidget.adapters.rest.auth;

import at.favre.lib.crypto.bcrypt.BCrypt;
import dev.reportwidget.application.account.port.out.PasswordHasher;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;

/**
 * bcrypt (salted, cost from configuration); passwords are never stored or logged in clear.
 *
 * <p>bcrypt reads at most 72 bytes, so new hashes are made of the base64 SHA-256 of the password's
 * UTF-8 bytes (44 bytes, no NUL) and stored with the {@value #PREHASHED} prefix: every byte of a
 * password up to 1,024 bytes counts. Hashes stored before the prefix existed were made from the raw
 * password and keep verifying that way (such a password is at most 72 bytes).
 */
@ApplicationScoped
public class BcryptPasswordHasher implements PasswordHasher {

    /** Marks a bcrypt hash of the pre-hashed password. */
    static final String PREHASHED = "sha256-b64:";

    private static final int BCRYPT_MAX_BYTES = 72;

    private final int cost;

    @Inject
    BcryptPasswordHasher(AuthConfig config) {
        this(config.bcryptCost());
    }

    BcryptPasswordHasher(int cost) {
        this.cost = cost;
    }

    @Override
    public String hash(String password) {
        return PREHASHED + new String(BCrypt.withDefaults().hash(cost, preHashed(password)), StandardCharsets.UTF_8);
    }

    @Override
    public boolean matches(String password, String hash) {
        if (hash.startsWith(PREHASHED)) {
            return verify(preHashed(password), hash.substring(PREHASHED.length()));
        }
        byte[] raw = password.getBytes(StandardCharsets.UTF_8);
        if (raw.length > BCRYPT_MAX_BYTES) {
            // no raw hash was ever made of a longer password; spend the same time as a real check
            verify(preHashed(password), hash);
            return false;
        }
        return verify(raw, hash);
    }

    private static boolean verify(byte[] password, String hash) {
        try {
            return BCrypt.verifyer().verify(password, hash.getBytes(StandardCharsets.UTF_8)).verified;
        } catch (IllegalArgumentException e) {
            // a stored value that is not a bcrypt hash matches nothing
            return false;
        }
    }

    static byte[] preHashed(String password) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(password.getBytes(StandardCharsets.UTF_8));
            return Base64.getEncoder().encode(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
