/**
 * Signed embeds, behind the application's {@code EmbedTokenVerifier} and {@code PublicJwkReader}
 * ports: public JWKs read and checked with jose4j, compact JWS tokens verified with them, and the
 * JWKS documents of URL keys fetched over HTTP and kept. The embed keys themselves are stored by the
 * persistence adapter. Depends on application and domain; never on another adapter.
 */
package dev.reportwidget.adapters.embed;
