package dev.reportwidget.domain.integration;

import java.net.URI;
import java.util.Objects;

/**
 * Where an embed key's public key material comes from: one public JWK stored with the key, or a
 * JWKS document the service fetches from its owner's URL. Never a private key: the service only
 * verifies signatures.
 */
public sealed interface EmbedKeySource permits EmbedKeySource.Jwk, EmbedKeySource.JwksUrl {

    /**
     * One public JWK.
     *
     * @param keyId its {@code kid}: the JWK's own, else its RFC 7638 thumbprint
     * @param json the public JWK as JSON, without private members
     */
    record Jwk(String keyId, String json) implements EmbedKeySource {
        public Jwk {
            Objects.requireNonNull(keyId, "keyId");
            Objects.requireNonNull(json, "json");
        }
    }

    /** A JWKS document at an https URL, its keys found by {@code kid}. */
    record JwksUrl(URI url) implements EmbedKeySource {
        public JwksUrl {
            Objects.requireNonNull(url, "url");
        }
    }
}
