package dev.reportwidget.domain.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.SecureRandom;
import java.util.Base64;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class SecretGeneratorTest {

    private final SecretGenerator generator = new SecretGenerator(new SecureRandom());

    @ParameterizedTest
    @EnumSource(SecretKind.class)
    void aSecretIsItsPrefixAnd256RandomBitsInBase64Url(SecretKind kind) {
        String value = generator.next(kind).value();

        assertTrue(value.startsWith(kind.prefix()), value.substring(0, 5));
        String random = value.substring(kind.prefix().length());
        // 32 bytes are 43 base64url characters without padding
        assertEquals(43, random.length());
        assertTrue(random.matches("[A-Za-z0-9_-]+"), "base64url alphabet only");
        assertEquals(SecretGenerator.RANDOM_BYTES, Base64.getUrlDecoder().decode(random).length);
        assertTrue(SecretGenerator.RANDOM_BYTES * 8 >= 128, "at least 128 random bits");
    }

    @Test
    void aTokenIs256RandomBitsInBase64UrlWithoutAPrefix() {
        String token = generator.nextToken();

        assertEquals(43, token.length());
        assertEquals(SecretGenerator.RANDOM_BYTES, Base64.getUrlDecoder().decode(token).length);
        assertTrue(!token.equals(generator.nextToken()), "every draw is different");
    }

    @Test
    void prefixesTellTheKindsApart() {
        assertEquals("rwst_", generator.next(SecretKind.SERVICE_TOKEN).value().substring(0, 5));
        assertEquals("rwtr_", generator.next(SecretKind.TRACKING_ID).value().substring(0, 5));
    }

    @Test
    void everyDrawIsDifferent() {
        Set<String> drawn = new HashSet<>();
        for (int i = 0; i < 10_000; i++) {
            drawn.add(generator.next(SecretKind.SERVICE_TOKEN).value());
        }
        assertEquals(10_000, drawn.size());
    }

    @Test
    void drawsEveryByteFromTheGivenGenerator() {
        SecureRandom allOnes = new SecureRandom() {
            @Override
            public void nextBytes(byte[] bytes) {
                java.util.Arrays.fill(bytes, (byte) 0xff);
            }
        };

        Secret secret = new SecretGenerator(allOnes).next(SecretKind.TRACKING_ID);

        // base64.urlsafe_b64encode(b"\xff" * 32), computed outside this code base
        assertEquals("rwtr_" + "_".repeat(42) + "8", secret.value());
    }
}
