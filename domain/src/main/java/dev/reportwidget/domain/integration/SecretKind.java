package dev.reportwidget.domain.integration;

import dev.reportwidget.domain.error.PermissionDeniedException;

/**
 * The service's secrets: the two ingestion secrets, and the ID of a console session. Each value
 * starts with its kind's prefix, so a leaked secret is recognisable (by secret scanners, in a
 * support ticket) and one kind is never mistaken for another.
 */
public enum SecretKind {
    SERVICE_TOKEN("rwst_", "service token"),
    TRACKING_ID("rwtr_", "tracking ID"),
    CONSOLE_SESSION("rwcs_", "console session");

    /** Longest input read as a secret; anything longer is refused without a lookup. */
    public static final int MAX_LENGTH = 200;

    private final String prefix;
    private final String label;

    SecretKind(String prefix, String label) {
        this.prefix = prefix;
        this.label = label;
    }

    public String prefix() {
        return prefix;
    }

    /** What the secret is called in messages: "service token", "tracking ID". */
    public String label() {
        return label;
    }

    /** The one answer to a missing, malformed, unknown, revoked or rotated-out secret of this kind. */
    public PermissionDeniedException refused() {
        return new PermissionDeniedException("a valid " + label + " is required");
    }

    /**
     * Whether {@code raw} has this kind's shape: the prefix, then base64url characters, at most
     * {@link #MAX_LENGTH} in all.
     */
    public boolean accepts(String raw) {
        if (raw == null || raw.length() <= prefix.length() || raw.length() > MAX_LENGTH || !raw.startsWith(prefix)) {
            return false;
        }
        for (int i = prefix.length(); i < raw.length(); i++) {
            if (!isBase64Url(raw.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private static boolean isBase64Url(char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
    }
}
