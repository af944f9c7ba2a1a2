package dev.reportwidget.application.integration.port.out;

import dev.reportwidget.domain.integration.EmbedKeySource;

/** Outbound port: reads a JSON Web Key that an owner registers to verify signed embed tokens. */
public interface PublicJwkReader {

    /**
     * The public key of a JWK given as JSON: EC P-256, Ed25519 (OKP) or RSA of at least 2048 bits,
     * with its {@code kid} (its own, else its RFC 7638 thumbprint).
     *
     * @throws dev.reportwidget.domain.error.ValidationException naming {@code jwk}: not a JWK, a
     *     private member ({@code d}, {@code p}, {@code q}, {@code dp}, {@code dq}, {@code qi},
     *     {@code k}), another key type or curve, or a shorter RSA key
     */
    EmbedKeySource.Jwk read(String json);
}
