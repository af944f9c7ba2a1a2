package dev.reportwidget.adapters.embed;

import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.integration.EmbedKeySource;
import java.security.interfaces.RSAPublicKey;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jose4j.jwk.EllipticCurveJsonWebKey;
import org.jose4j.jwk.JsonWebKey;
import org.jose4j.jwk.OctetKeyPairJsonWebKey;
import org.jose4j.jwk.PublicJsonWebKey;
import org.jose4j.jwk.RsaJsonWebKey;
import org.jose4j.jws.AlgorithmIdentifiers;
import org.jose4j.keys.EllipticCurves;
import org.jose4j.lang.JoseException;

/**
 * Which public keys verify signed embeds: {@code ES256} (EC P-256), {@code EdDSA} (Ed25519) and
 * {@code RS256} (RSA of at least 2048 bits) signature keys, each with the one algorithm of its type;
 * a key an owner registers, and the keys of a JWKS document, are read through here.
 */
final class AcceptedKeys {

    /** Members only a private or symmetric key has. */
    private static final List<String> PRIVATE_MEMBERS = List.of("d", "p", "q", "dp", "dq", "qi", "k");

    private static final int MIN_RSA_BITS = 2048;

    private AcceptedKeys() {}

    /** An owner's public JWK, named by its kid or else by its thumbprint; refused with why when it is not accepted. */
    static EmbedKeySource.Jwk read(String json) {
        Map<String, Object> members;
        try {
            members = org.jose4j.json.JsonUtil.parseJson(json);
        } catch (JoseException | RuntimeException e) {
            throw invalidJwk("is not a JSON Web Key");
        }
        String privateMember = PRIVATE_MEMBERS.stream()
                .filter(members::containsKey)
                .findFirst()
                .orElse(null);
        if (privateMember != null) {
            throw invalidJwk("must be a public key: it has the private member " + privateMember);
        }
        PublicJsonWebKey key;
        try {
            key = accepted(members);
        } catch (IllegalArgumentException e) {
            throw invalidJwk(e.getMessage());
        }
        String kid = key.getKeyId();
        if (kid == null || kid.isBlank()) {
            kid = key.calculateBase64urlEncodedThumbprint("SHA-256");
            key.setKeyId(kid);
        }
        return new EmbedKeySource.Jwk(kid, key.toJson(JsonWebKey.OutputControlLevel.PUBLIC_ONLY));
    }

    private static ValidationException invalidJwk(String message) {
        return ValidationException.of("jwk", message);
    }

    /**
     * A public key of an accepted type.
     *
     * @throws IllegalArgumentException saying why not
     */
    static PublicJsonWebKey accepted(Map<String, Object> members) {
        JsonWebKey key;
        try {
            key = JsonWebKey.Factory.newJwk(members);
        } catch (JoseException | RuntimeException e) {
            throw new IllegalArgumentException("is not a JSON Web Key of a supported type (EC P-256, Ed25519, RSA)");
        }
        Object use = members.get("use");
        if (use != null && !"sig".equals(use)) {
            throw new IllegalArgumentException("must be a signature key (use: sig)");
        }
        String algorithm = algorithmOf(key)
                .orElseThrow(() -> new IllegalArgumentException(
                        "must be an EC P-256, Ed25519 (OKP) or RSA key of at least " + MIN_RSA_BITS + " bits"));
        if (key.getAlgorithm() != null && !key.getAlgorithm().equals(algorithm)) {
            throw new IllegalArgumentException("its alg must be " + algorithm + " for this key type");
        }
        return (PublicJsonWebKey) key;
    }

    /** The one algorithm a key verifies; empty for a key of another type, curve or size. */
    static Optional<String> algorithmOf(JsonWebKey key) {
        if (key instanceof EllipticCurveJsonWebKey ec) {
            return EllipticCurves.P_256.equals(ec.getCurveName())
                    ? Optional.of(AlgorithmIdentifiers.ECDSA_USING_P256_CURVE_AND_SHA256)
                    : Optional.empty();
        }
        if (key instanceof OctetKeyPairJsonWebKey okp) {
            return "Ed25519".equals(okp.getSubtype()) ? Optional.of(AlgorithmIdentifiers.EDDSA) : Optional.empty();
        }
        if (key instanceof RsaJsonWebKey rsa) {
            return ((RSAPublicKey) rsa.getPublicKey()).getModulus().bitLength() >= MIN_RSA_BITS
                    ? Optional.of(AlgorithmIdentifiers.RSA_USING_SHA256)
                    : Optional.empty();
        }
        return Optional.empty();
    }

    /** The accepted keys of a JWKS document, by kid; other keys are left out. */
    static Map<String, PublicJsonWebKey> keysOf(String document) {
        Map<String, PublicJsonWebKey> keys = new LinkedHashMap<>();
        try {
            Map<String, Object> set = org.jose4j.json.JsonUtil.parseJson(document);
            if (!(set.get("keys") instanceof List<?> list)) {
                throw new IllegalArgumentException("a JWKS document has a keys array");
            }
            for (Object item : list) {
                if (!(item instanceof Map<?, ?> raw)) {
                    continue;
                }
                @SuppressWarnings("unchecked")
                Map<String, Object> members = (Map<String, Object>) raw;
                if (PRIVATE_MEMBERS.stream().anyMatch(members::containsKey)
                        || !(members.get("kid") instanceof String)) {
                    continue;
                }
                try {
                    PublicJsonWebKey key = accepted(members);
                    keys.putIfAbsent(key.getKeyId(), key);
                } catch (IllegalArgumentException unsupported) {
                    // a JWKS may hold keys for other uses: only the accepted ones verify embeds
                }
            }
        } catch (JoseException e) {
            throw new IllegalArgumentException("not a JWKS document", e);
        }
        return keys;
    }
}
