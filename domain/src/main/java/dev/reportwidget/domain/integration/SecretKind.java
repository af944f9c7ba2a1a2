package dev.reportwidget.domain.integration;

/**
 * The two ingestion secrets. Each value starts with its kind's prefix, so a leaked secret is
 * recognisable (by secret scanners, in a support ticket) and one kind is never mistaken for the other.
 */
public enum SecretKind {
    SERVICE_TOKEN("rwst_"),
    TRACKING_ID("rwtr_");

    /** Longest input read as a secret; anything longer is refused without a lookup. */
    public static final int MAX_LENGTH = 200;

    private final String prefix;

    SecretKind(String prefix) {
        this.prefix = prefix;
    }

    public String prefix() {
        return prefix;
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
