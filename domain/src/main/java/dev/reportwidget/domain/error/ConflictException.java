package dev.reportwidget.domain.error;

/** The request is valid but the current state does not allow it. */
public final class ConflictException extends DomainException {
    public ConflictException(String message) {
        super(message);
    }
}
