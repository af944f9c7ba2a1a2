package dev.reportwidget.adapters.embed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.jose4j.jwk.EcJwkGenerator;
import org.jose4j.jwk.PublicJsonWebKey;
import org.jose4j.keys.EllipticCurves;
import org.junit.jupiter.api.Test;

/** JWKS documents are fetched on need, and again for an unknown kid only as often as allowed. */
class JwksCacheTest {

    private static final URI URL = URI.create("https://keys.example.test/jwks.json");

    private final Map<String, PublicJsonWebKey> document = new HashMap<>();
    private final AtomicInteger fetches = new AtomicInteger();

    private JwksCache cache(Duration refreshEvery) {
        return new JwksCache(
                url -> {
                    fetches.incrementAndGet();
                    return Map.copyOf(document);
                },
                Runnable::run,
                refreshEvery,
                Duration.ofHours(1));
    }

    private static PublicJsonWebKey key(String kid) throws Exception {
        PublicJsonWebKey key = EcJwkGenerator.generateJwk(EllipticCurves.P256);
        key.setKeyId(kid);
        return key;
    }

    private static Optional<PublicJsonWebKey> find(JwksCache cache, String kid) {
        return cache.find(URL, kid).toCompletableFuture().join();
    }

    @Test
    void anUnknownKidFetchesAgainAtMostOncePerPeriod() throws Exception {
        document.put("k1", key("k1"));
        JwksCache cache = cache(Duration.ofHours(1));
        assertTrue(find(cache, "k1").isPresent());
        assertTrue(find(cache, "k1").isPresent());
        assertEquals(1, fetches.get(), "a known kid is answered from the kept document");

        document.put("k2", key("k2"));
        for (int i = 0; i < 5; i++) {
            assertTrue(find(cache, "made-up-" + i).isEmpty());
        }
        assertTrue(find(cache, "k2").isEmpty(), "within the period, no fetch: k2 is not seen yet");
        assertEquals(1, fetches.get(), "a flood of unknown kids costs no fetch within the period");
    }

    @Test
    void aRotationIsSeenOnTheFirstUnknownKidOnceThePeriodAllows() throws Exception {
        document.put("k1", key("k1"));
        JwksCache cache = cache(Duration.ZERO);
        assertTrue(find(cache, "k1").isPresent());
        document.clear();
        document.put("k2", key("k2"));
        assertTrue(find(cache, "k2").isPresent());
        assertEquals(2, fetches.get());
        // the key that left the document is gone with it
        assertTrue(find(cache, "k1").isEmpty());
    }

    @Test
    void aFailedFetchKeepsTheKeysFetchedBefore() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        PublicJsonWebKey k1 = key("k1");
        JwksCache cache = new JwksCache(
                url -> {
                    if (calls.incrementAndGet() > 1) {
                        throw new java.io.IOException("down");
                    }
                    return Map.of("k1", k1);
                },
                Runnable::run,
                Duration.ZERO,
                Duration.ZERO);
        assertTrue(find(cache, "k1").isPresent());
        // the document is due again (cache-for 0), the fetch fails: the old keys still answer
        assertTrue(find(cache, "k1").isPresent());
        assertEquals(2, calls.get());
    }
}
