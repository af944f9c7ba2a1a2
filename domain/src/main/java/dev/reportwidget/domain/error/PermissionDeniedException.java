package dev.reportwidget.domain.error;

import java.util.Optional;

/** The caller is known but may not do this: no membership, a missing capability, a bad service token. */
public final class PermissionDeniedException extends DomainException {
    private final String reason;

    public PermissionDeniedException(String message) {
        this(message, null);
    }

    /** @param reason a short machine-readable word for why (e.g. {@code token_expired}), shown to the client */
    public PermissionDeniedException(String message, String reason) {
        super(message);
        this.reason = reason;
    }

    public Optional<String> reason() {
        return Optional.ofNullable(reason);
    }
}
