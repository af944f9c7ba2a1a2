package dev.reportwidget.domain.widget;

import dev.reportwidget.domain.error.PermissionDeniedException;
import dev.reportwidget.domain.property.PropertyId;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The claims of a signed embed token whose signature a key of {@code property} has verified, not
 * yet checked against the rules: {@link #admit} checks them and makes the viewer.
 *
 * @param keyId the {@code kid} of the key that verified the signature
 * @param property the property of that key
 * @param subject {@code sub}: a report's ID ({@code 42}), or {@code board:} and a board's ID
 * @param notBefore {@code nbf} (RFC 7519 4.1.5): the token is refused before it, like before its
 *     {@code iat}, with the same clock skew
 */
public record EmbedTokenClaims(
        String keyId,
        PropertyId property,
        List<String> audience,
        Optional<WidgetSubject> subject,
        Optional<Instant> issuedAt,
        Optional<Instant> notBefore,
        Optional<Instant> expiresAt,
        Optional<String> tokenId,
        LockedParams params) {

    /** The one audience a signed embed token must name. */
    public static final String AUDIENCE = "report-widget-embed";

    /** The longest a token may live: {@code exp} at most this long after {@code iat}. */
    public static final Duration MAX_LIFETIME = Duration.ofHours(24);

    /**
     * How far {@code iat} and {@code nbf} may lie ahead of this service's clock (the signer's clock
     * may run ahead).
     */
    public static final Duration CLOCK_SKEW = Duration.ofSeconds(60);

    public EmbedTokenClaims {
        Objects.requireNonNull(keyId, "keyId");
        Objects.requireNonNull(property, "property");
        audience = List.copyOf(audience);
        Objects.requireNonNull(subject, "subject");
        Objects.requireNonNull(issuedAt, "issuedAt");
        Objects.requireNonNull(notBefore, "notBefore");
        Objects.requireNonNull(expiresAt, "expiresAt");
        Objects.requireNonNull(tokenId, "tokenId");
        Objects.requireNonNull(params, "params");
    }

    /**
     * The viewer these claims make at {@code now}.
     *
     * @throws PermissionDeniedException with a reason: {@code wrong_audience}, {@code malformed_token}
     *     (no {@code sub}, {@code iat} or {@code exp}; a board's token whose {@code params} lock what
     *     the board's items fix, as one naming an unknown member is), {@code token_lifetime} ({@code exp} more than
     *     24 h after {@code iat}, or not after it), {@code token_not_yet_valid} ({@code iat} or
     *     {@code nbf} ahead of now by more than the skew), {@code token_expired}
     */
    public WidgetViewer.SignedEmbed admit(Instant now) {
        if (subject.filter(WidgetSubject.OfBoard.class::isInstance).isPresent()
                && !params.fixedByBoardItems().isEmpty()) {
            throw refused(
                    "a board's token takes no params." + String.join(", params.", params.fixedByBoardItems())
                            + ": its items fix them; it locks theme, locale, hide, filter and period",
                    "malformed_token");
        }
        if (!audience.contains(AUDIENCE)) {
            throw refused("the token's aud must be " + AUDIENCE, "wrong_audience");
        }
        WidgetSubject shown = subject.orElseThrow(
                () -> refused("the token's sub must be a report ID or board: and a board ID", "malformed_token"));
        Instant issued = issuedAt.orElseThrow(() -> refused("the token has no iat", "malformed_token"));
        Instant expires = expiresAt.orElseThrow(() -> refused("the token has no exp", "malformed_token"));
        if (!expires.isAfter(issued) || expires.isAfter(issued.plus(MAX_LIFETIME))) {
            throw refused("the token's exp must be after its iat, by at most 24 hours", "token_lifetime");
        }
        if (issued.isAfter(now.plus(CLOCK_SKEW))) {
            throw refused("the token's iat lies in the future", "token_not_yet_valid");
        }
        if (notBefore.filter(start -> start.isAfter(now.plus(CLOCK_SKEW))).isPresent()) {
            throw refused("the token's nbf lies in the future", "token_not_yet_valid");
        }
        var viewer = new WidgetViewer.SignedEmbed(shown, property, keyId, issued, expires, tokenId, params);
        if (!viewer.validAt(now)) {
            throw expired();
        }
        return viewer;
    }

    /** What a token past its {@code exp} answers. */
    public static PermissionDeniedException expired() {
        return refused("the token has expired", "token_expired");
    }

    public static PermissionDeniedException refused(String why, String reason) {
        return new PermissionDeniedException(why, reason);
    }
}
