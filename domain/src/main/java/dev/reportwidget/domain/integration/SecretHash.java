package dev.reportwidget.domain.integration;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Objects;

/**
 * SHA-256 of a whole secret, in lower-case hex: what is stored in place of a service token. A fast
 * hash is right here: the secret has 256 random bits, so there is nothing to guess, and a slow
 * password hash would only throttle ingestion.
 */
public record SecretHash(String hex) {

    private static final int HEX_DIGITS = 64;

    public SecretHash {
        Objects.requireNonNull(hex, "hex");
        if (!isSha256Hex(hex)) {
            throw new IllegalArgumentException("a secret hash is 64 lower-case hex digits");
        }
    }

    /** 64 lower-case hex digits, checked by a loop: every service-token request makes a hash. */
    private static boolean isSha256Hex(String text) {
        if (text.length() != HEX_DIGITS) {
            return false;
        }
        for (int i = 0; i < HEX_DIGITS; i++) {
            char c = text.charAt(i);
            if ((c < '0' || c > '9') && (c < 'a' || c > 'f')) {
                return false;
            }
        }
        return true;
    }

    /**
     * Never updated, only copied: a copy of a fresh digest costs less than looking one up by name
     * (a service-token request hashes its token).
     */
    private static final MessageDigest SHA_256 = sha256();

    public static SecretHash of(Secret secret) {
        byte[] digest = fresh().digest(secret.value().getBytes(StandardCharsets.UTF_8));
        return new SecretHash(HexFormat.of().formatHex(digest));
    }

    private static MessageDigest fresh() {
        try {
            return (MessageDigest) SHA_256.clone();
        } catch (CloneNotSupportedException e) {
            return sha256();
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform provides SHA-256", e);
        }
    }
}
