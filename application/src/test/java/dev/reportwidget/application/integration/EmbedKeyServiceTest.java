package dev.reportwidget.application.integration;

import static dev.reportwidget.application.support.PropertyContexts.aProperty;
import static dev.reportwidget.application.support.PropertyContexts.owner;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.reportwidget.application.integration.port.out.EmbedKeyStore;
import dev.reportwidget.application.integration.port.out.JwksUrlCheck;
import dev.reportwidget.application.integration.port.out.PublicJwkReader;
import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.integration.EmbedKey;
import dev.reportwidget.domain.integration.EmbedKeyDraft;
import dev.reportwidget.domain.integration.EmbedKeyId;
import dev.reportwidget.domain.integration.EmbedKeySource;
import dev.reportwidget.domain.property.PropertyId;
import java.net.URI;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Registering a JWKS URL asks the URL check, after the request's own rules, and stores only what it passes. */
class EmbedKeyServiceTest {

    private final PropertyContext shop = owner(aProperty(7));
    private final List<EmbedKeyDraft> stored = new ArrayList<>();
    private final List<URI> checked = new ArrayList<>();

    private final EmbedKeyStore store = new EmbedKeyStore() {
        @Override
        public EmbedKey insert(PropertyId property, EmbedKeyDraft draft) {
            stored.add(draft);
            return new EmbedKey(new EmbedKeyId(stored.size()), property, draft.name(), draft.source(), Instant.EPOCH);
        }

        @Override
        public List<EmbedKey> list(PropertyId property) {
            return List.of();
        }

        @Override
        public boolean delete(PropertyId property, EmbedKeyId id) {
            return false;
        }
    };

    private final PublicJwkReader jwks = json -> new EmbedKeySource.Jwk("kid-1", json);

    /** Refuses every host but keys.example.test, as the embed adapter refuses internal ones. */
    private final JwksUrlCheck urls = url -> {
        checked.add(url);
        if (!url.getHost().equals("keys.example.test")) {
            throw ValidationException.of(
                    "jwksUrl", "names a loopback address (127.0.0.1), which the service does not" + " fetch from");
        }
    };

    private final EmbedKeyService keys = new EmbedKeyService(store, jwks, urls);

    private EmbedKey createWithUrl(String name, String url) {
        return keys.create(shop, name, Optional.empty(), Optional.of(url));
    }

    @Test
    void aUrlTheCheckPassesIsStored() {
        EmbedKey key = createWithUrl("backend", "https://keys.example.test/jwks.json");
        assertEquals(new EmbedKeySource.JwksUrl(URI.create("https://keys.example.test/jwks.json")), key.source());
        assertEquals(List.of(URI.create("https://keys.example.test/jwks.json")), checked);
        assertEquals(1, stored.size());
    }

    @Test
    void aUrlTheCheckRefusesIsNotStoredAndTheRefusalNamesJwksUrl() {
        ValidationException refused =
                assertThrows(ValidationException.class, () -> createWithUrl("backend", "https://127.0.0.1/jwks.json"));
        assertEquals("jwksUrl", refused.errors().getFirst().field());
        assertEquals(List.of(), stored);
    }

    @Test
    void aRequestRefusedByItsOwnRulesIsNeverChecked() {
        assertEquals(
                "name",
                assertThrows(ValidationException.class, () -> createWithUrl(" ", "https://keys.example.test/jwks.json"))
                        .errors()
                        .getFirst()
                        .field());
        assertEquals(
                "jwksUrl",
                assertThrows(ValidationException.class, () -> createWithUrl("backend", "/jwks.json"))
                        .errors()
                        .getFirst()
                        .field());
        keys.create(shop, "jwk", Optional.of("{}"), Optional.empty());
        assertEquals(List.of(), checked, "no check, so no host name resolved, for a request refused anyway or a JWK");
    }
}
