package dev.reportwidget.domain.error;

/** The caller is known but may not do this: no membership, a missing capability, a bad service token. */
public final class PermissionDeniedException extends DomainException {
    public PermissionDeniedException(String message) {
        super(message);
    }
}
