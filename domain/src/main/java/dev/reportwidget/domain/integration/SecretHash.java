package dev.reportwidget.domain.integration;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * SHA-256 of a whole secret, in lower-case hex: what is stored in place of a service token. A fast
 * hash is right here: the secret has 256 random bits, so there is nothing to guess, and a slow
 * password hash would only throttle ingestion.
 */
public record SecretHash(String hex) {

    private static final Pattern SHA256_HEX = Pattern.compile("^[0-9a-f]{64}$");

    public SecretHash {
        Objects.requireNonNull(hex, "hex");
        if (!SHA256_HEX.matcher(hex).matches()) {
            throw new IllegalArgumentException("a secret hash is 64 lower-case hex digits");
        }
    }

    public static SecretHash of(Secret secret) {
        try {
            byte[] digest =
                    MessageDigest.getInstance("SHA-256").digest(secret.value().getBytes(StandardCharsets.UTF_8));
            return new SecretHash(HexFormat.of().formatHex(digest));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform provides SHA-256", e);
        }
    }
}
