package dev.reportwidget.domain.error;

/** The addressed object does not exist, or not in the caller's property (the two are indistinguishable). */
public final class NotFoundException extends DomainException {
    public NotFoundException(String message) {
        super(message);
    }
}
