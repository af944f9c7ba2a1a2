package dev.reportwidget.domain.integration;

import java.security.SecureRandom;
import java.util.Base64;
import java.util.Objects;

/**
 * Draws new secrets: a kind's prefix and 256 bits from a cryptographic generator, base64url without
 * padding. The generator is given at run time (bootstrap's wiring), never held in a static field: a
 * native image would otherwise carry one seed for every process.
 */
public final class SecretGenerator {

    public static final int RANDOM_BYTES = 32;

    private static final Base64.Encoder BASE64URL = Base64.getUrlEncoder().withoutPadding();

    private final SecureRandom random;

    public SecretGenerator(SecureRandom random) {
        this.random = Objects.requireNonNull(random, "random");
    }

    public Secret next(SecretKind kind) {
        return new Secret(kind, kind.prefix() + nextToken());
    }

    /** 256 random bits in base64url, without a kind's prefix: a value no lookup is made by (a form's CSRF token). */
    public String nextToken() {
        byte[] bytes = new byte[RANDOM_BYTES];
        random.nextBytes(bytes);
        return BASE64URL.encodeToString(bytes);
    }
}
