package dev.reportwidget.adapters.rest.widget;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.domain.widget.WidgetSubject;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * What a signed embed's document (and its error page) names the widget by in its auto-height and
 * error messages: the token's {@code jti} when it has a plain one, else a short stable hash of the
 * token ({@code signed-} and 16 hex digits). Never the token itself, which is the embed's credential.
 * An unverified token's claims name its error page only: the ID, and whether it speaks of a board.
 */
final class SignedFrameId {

    /** A {@code jti} shown as it is: letters, digits and hyphens (a UUID), like a public ID. */
    private static final Pattern PLAIN = Pattern.compile("^[0-9A-Za-z-]{1,64}$");

    private static final ObjectMapper JSON = new ObjectMapper();

    private SignedFrameId() {}

    /** The ID of a verified token with this {@code jti}. */
    static String of(Optional<String> jti, String token) {
        return jti.filter(id -> PLAIN.matcher(id).matches()).orElseGet(() -> hash(token));
    }

    /**
     * The ID of a token that was not (or could not be) verified, for its error page: the same as
     * {@link #of} would give once verified. Its {@code jti} is read without checking the signature;
     * it is only a name, checked like one, and a token whose claims cannot be read gets the hash.
     */
    static String unverified(String token) {
        return of(claim(token, "jti"), token);
    }

    /**
     * Whether a token that was not (or could not be) verified names a board ({@code sub}
     * {@code board:<id>}): only which words its error page uses, never what it may load.
     */
    static boolean unverifiedBoard(String token) {
        return claim(token, "sub")
                .filter(sub -> sub.startsWith(WidgetSubject.BOARD_PREFIX))
                .isPresent();
    }

    private static Optional<String> claim(String token, String name) {
        String[] parts = token.split("\\.", -1);
        if (parts.length != 3 || parts[1].length() > 16_384) {
            return Optional.empty();
        }
        try {
            JsonNode claims = JSON.readTree(Base64.getUrlDecoder().decode(parts[1]));
            JsonNode claim = claims == null ? null : claims.get(name);
            return claim != null && claim.isTextual() ? Optional.of(claim.asText()) : Optional.empty();
        } catch (IllegalArgumentException | java.io.IOException unreadable) {
            return Optional.empty();
        }
    }

    private static String hash(String token) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
            return "signed-" + HexFormat.of().formatHex(digest, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
