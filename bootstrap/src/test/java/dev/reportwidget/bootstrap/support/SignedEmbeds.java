package dev.reportwidget.bootstrap.support;

import io.restassured.http.ContentType;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import org.jose4j.jwk.EcJwkGenerator;
import org.jose4j.jwk.JsonWebKey;
import org.jose4j.jwk.OkpJwkGenerator;
import org.jose4j.jwk.PublicJsonWebKey;
import org.jose4j.jwk.RsaJwkGenerator;
import org.jose4j.jws.AlgorithmIdentifiers;
import org.jose4j.jws.JsonWebSignature;
import org.jose4j.keys.EllipticCurves;
import org.jose4j.lang.JoseException;

/**
 * Test data for signed embeds: key pairs whose public half a property registers, and tokens signed
 * with the private half, as a customer's backend signs them (docs/embedding.md's Java example is this
 * code).
 */
public final class SignedEmbeds {

    private SignedEmbeds() {}

    public static PublicJsonWebKey ecKey() {
        try {
            return EcJwkGenerator.generateJwk(EllipticCurves.P256);
        } catch (JoseException e) {
            throw new IllegalStateException(e);
        }
    }

    public static PublicJsonWebKey edKey() {
        try {
            return OkpJwkGenerator.generateJwk("Ed25519");
        } catch (JoseException e) {
            throw new IllegalStateException(e);
        }
    }

    public static PublicJsonWebKey rsaKey() {
        try {
            return RsaJwkGenerator.generateJwk(2048);
        } catch (JoseException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The public half as a JSON map, as an owner sends it. */
    public static Map<String, Object> publicJwk(PublicJsonWebKey key) {
        return key.toParams(JsonWebKey.OutputControlLevel.PUBLIC_ONLY);
    }

    /** Registers the public half of {@code key} in {@code property}; answers its kid, and sets it on the key. */
    public static String register(Accounts.TestUser owner, long property, PublicJsonWebKey key) {
        String kid = owner.in(property)
                .contentType(ContentType.JSON)
                .body(Map.of("name", "backend", "jwk", publicJwk(key)))
                .post("/integrations/embed-keys")
                .then()
                .statusCode(201)
                .extract()
                .path("kid");
        key.setKeyId(kid);
        return kid;
    }

    /** Claims valid for ten minutes from now, for {@code report}. */
    public static Map<String, Object> claims(long report) {
        long now = Instant.now().getEpochSecond();
        Map<String, Object> claims = new HashMap<>();
        claims.put("aud", "report-widget-embed");
        claims.put("sub", Long.toString(report));
        claims.put("iat", now);
        claims.put("exp", now + 600);
        return claims;
    }

    /** The algorithm a key signs with. */
    public static String algorithmOf(PublicJsonWebKey key) {
        return switch (key.getKeyType()) {
            case "EC" -> AlgorithmIdentifiers.ECDSA_USING_P256_CURVE_AND_SHA256;
            case "OKP" -> AlgorithmIdentifiers.EDDSA;
            default -> AlgorithmIdentifiers.RSA_USING_SHA256;
        };
    }

    /** A token signed with the private half of {@code key}, naming its kid. */
    public static String sign(PublicJsonWebKey key, Map<String, Object> claims) {
        JsonWebSignature jws = new JsonWebSignature();
        jws.setAlgorithmHeaderValue(algorithmOf(key));
        jws.setKeyIdHeaderValue(key.getKeyId());
        jws.setPayload(org.jose4j.json.JsonUtil.toJson(claims));
        jws.setKey(key.getPrivateKey());
        try {
            return jws.getCompactSerialization();
        } catch (JoseException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The path that loads a token. */
    public static String path(String token) {
        return "/embed/v1/signed/" + token;
    }
}
