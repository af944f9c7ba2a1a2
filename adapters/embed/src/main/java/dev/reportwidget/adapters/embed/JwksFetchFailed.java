package dev.reportwidget.adapters.embed;

import java.io.IOException;

/** A JWKS document that was not fetched, and why. */
public final class JwksFetchFailed extends IOException {

    public enum Reason {
        /** The URL's scheme or its host's addresses are not fetched from (checked before connecting). */
        REFUSED_URL,
        /** No connection, or the connection broke. */
        UNREACHABLE,
        /** The document was not complete within {@code rw.embed.jwks.timeout}. */
        DEADLINE_PASSED,
        /** An answer other than 200 (redirects are not followed). */
        NOT_OK,
        /** A document larger than {@code rw.embed.jwks.max-size}. */
        TOO_LARGE
    }

    private final Reason reason;

    JwksFetchFailed(Reason reason, String message) {
        super(message);
        this.reason = reason;
    }

    JwksFetchFailed(Reason reason, String message, Throwable cause) {
        super(message, cause);
        this.reason = reason;
    }

    public Reason reason() {
        return reason;
    }

    @Override
    public String toString() {
        return reason + ": " + getMessage();
    }
}
