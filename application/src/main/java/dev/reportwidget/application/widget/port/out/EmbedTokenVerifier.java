package dev.reportwidget.application.widget.port.out;

import dev.reportwidget.domain.integration.EmbedKey;
import dev.reportwidget.domain.widget.EmbedTokenClaims;
import dev.reportwidget.domain.widget.WidgetSubject;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletionStage;

/**
 * Outbound port: the signature check of signed embed tokens (compact JWS). The adapter holds no
 * secret; it verifies with the public keys it is given, and fetches JWKS documents off the
 * caller's thread.
 */
public interface EmbedTokenVerifier {

    /**
     * The report or board a token names in {@code sub}, read without any check, only to find the
     * keys that may verify it; empty when the token is not a JWS whose {@code sub} is a report ID or
     * {@code board:} and a board ID ({@link WidgetSubject#fromTokenSubject}).
     */
    Optional<WidgetSubject> subject(String token);

    /**
     * The claims of a token whose header names an allowed algorithm ({@code ES256}, {@code EdDSA},
     * {@code RS256}) that matches the key's type, whose {@code kid} names one of {@code keys} (a JWK,
     * or a key of a JWKS document, refreshed when the {@code kid} is unknown at most once a minute
     * per URL), and whose signature that key verifies. The claims' rules are not checked here.
     *
     * @return fails with {@link dev.reportwidget.domain.error.PermissionDeniedException} (with a
     *     reason) when any of this does not hold or the token cannot be read
     */
    CompletionStage<EmbedTokenClaims> verify(String token, List<EmbedKey> keys);
}
