package dev.reportwidget.domain.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.domain.property.PropertyId;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

class SecretTest {

    private static final String TOKEN = "rwst_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
    /** {@code printf %s TOKEN | sha256sum}, computed outside this code base. */
    private static final String TOKEN_SHA256 = "258f874f78bb025b0bac4ab86229bc8bc1ff60e5803d351ec337fbf458c45063";

    private final SecretGenerator generator = new SecretGenerator(new SecureRandom());

    @Test
    void theHashIsTheSha256HexOfTheWholeToken() {
        Secret token = Secret.parse(SecretKind.SERVICE_TOKEN, TOKEN).orElseThrow();

        assertEquals(new SecretHash(TOKEN_SHA256), token.hash());
    }

    @Test
    void hashesMadeAtOnceOnSeveralThreadsAreEachTheWholeTokensHash() throws Exception {
        Secret token = Secret.parse(SecretKind.SERVICE_TOKEN, TOKEN).orElseThrow();
        Secret other = generator.next(SecretKind.SERVICE_TOKEN);
        SecretHash otherHash = other.hash();
        ExecutorService threads = Executors.newFixedThreadPool(4);
        try {
            List<Future<Boolean>> runs = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                runs.add(threads.submit(() -> {
                    for (int i = 0; i < 5_000; i++) {
                        if (!token.hash().hex().equals(TOKEN_SHA256)
                                || !other.hash().equals(otherHash)) {
                            return false;
                        }
                    }
                    return true;
                }));
            }
            for (Future<Boolean> run : runs) {
                assertTrue(run.get());
            }
        } finally {
            threads.shutdownNow();
        }
    }

    @Test
    void differentSecretsHashDifferentlyAndTheHashIsStable() {
        Secret a = generator.next(SecretKind.SERVICE_TOKEN);
        Secret b = generator.next(SecretKind.SERVICE_TOKEN);

        assertEquals(a.hash(), new Secret(SecretKind.SERVICE_TOKEN, a.value()).hash());
        assertNotEquals(a.hash(), b.hash());
        assertFalse(a.hash().hex().contains(a.value().substring(5)));
    }

    @Test
    void toStringNeverShowsTheValue() {
        Secret token = generator.next(SecretKind.SERVICE_TOKEN);
        Secret trackingId = generator.next(SecretKind.TRACKING_ID);
        var issued = new IssuedServiceToken(
                new ServiceToken(
                        new ServiceTokenId(1), new PropertyId(2), "Shop backend", Instant.EPOCH, Optional.empty()),
                token);

        for (Object holder : new Object[] {token, trackingId, issued}) {
            String shown = holder.toString();
            assertFalse(shown.contains(token.value().substring(5)), shown);
            assertFalse(shown.contains(trackingId.value().substring(5)), shown);
        }
        assertTrue(token.toString().contains("rwst_"), "the kind stays recognisable");
    }

    @Test
    void parseAcceptsWhatTheGeneratorDraws() {
        Secret drawn = generator.next(SecretKind.TRACKING_ID);

        assertEquals(Optional.of(drawn), Secret.parse(SecretKind.TRACKING_ID, drawn.value()));
    }

    @ParameterizedTest
    @NullAndEmptySource
    @ValueSource(
            strings = {
                "rwst_",
                "rwtr_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
                "RWST_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
                "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
                " rwst_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
                "rwst_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA ",
                "rwst_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
                "rwst_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA+AAAAAAA",
                "rwst_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/AAAAAAA",
                "rwst_AAAA'; drop table service_tokens; --",
                "rwst_ÄAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
            })
    void parseRefusesAnythingThatIsNoServiceToken(String raw) {
        assertEquals(Optional.empty(), Secret.parse(SecretKind.SERVICE_TOKEN, raw));
    }

    @Test
    void parseRefusesInputOver200Characters() {
        String longest = "rwst_" + "A".repeat(SecretKind.MAX_LENGTH - 5);

        assertTrue(Secret.parse(SecretKind.SERVICE_TOKEN, longest).isPresent());
        assertEquals(Optional.empty(), Secret.parse(SecretKind.SERVICE_TOKEN, longest + "A"));
    }

    @Test
    void theConstructorRefusesMalformedValuesWithoutEchoingThem() {
        var e = assertThrows(IllegalArgumentException.class, () -> new Secret(SecretKind.TRACKING_ID, TOKEN));

        assertFalse(e.getMessage().contains(TOKEN));
    }

    @Test
    void anIssuedServiceTokenCarriesAServiceTokenSecret() {
        var token = new ServiceToken(new ServiceTokenId(1), new PropertyId(2), "x", Instant.EPOCH, Optional.empty());

        assertThrows(
                IllegalArgumentException.class,
                () -> new IssuedServiceToken(token, generator.next(SecretKind.TRACKING_ID)));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                "258F874F78BB025B0BAC4AB86229BC8BC1FF60E5803D351EC337FBF458C45063",
                "abc",
                "258f874f78bb025b0bac4ab86229bc8bc1ff60e5803d351ec337fbf458c4506",
                "258f874f78bb025b0bac4ab86229bc8bc1ff60e5803d351ec337fbf458c450633",
                "258f874f78bb025b0bac4ab86229bc8bc1ff60e5803d351ec337fbf458c4506g",
                "258f874f78bb025b0bac4ab86229bc8bc1ff60e5803d351ec337fbf458c4506/",
                "258f874f78bb025b0bac4ab86229bc8bc1ff60e5803d351ec337fbf458c4506:"
            })
    void aHashIs64LowerCaseHexDigits(String hex) {
        assertThrows(IllegalArgumentException.class, () -> new SecretHash(hex));
    }
}
