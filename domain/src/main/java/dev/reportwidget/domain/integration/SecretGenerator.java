package dev.reportwidget.domain.integration;

import java.security.SecureRandom;
import java.util.Base64;
import java.util.Objects;

/** Draws new secrets: a kind's prefix and 256 bits from a cryptographic generator, base64url without padding. */
public final class SecretGenerator {

    public static final int RANDOM_BYTES = 32;

    private static final Base64.Encoder BASE64URL = Base64.getUrlEncoder().withoutPadding();

    private final SecureRandom random;

    public SecretGenerator(SecureRandom random) {
        this.random = Objects.requireNonNull(random, "random");
    }

    public Secret next(SecretKind kind) {
        byte[] bytes = new byte[RANDOM_BYTES];
        random.nextBytes(bytes);
        return new Secret(kind, kind.prefix() + BASE64URL.encodeToString(bytes));
    }
}
