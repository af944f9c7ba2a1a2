package dev.reportwidget.domain.error;

/** The answer cannot be produced right now (database down, calculation timed out); retry later. */
public final class UnavailableException extends DomainException {
    private final int retryAfterSeconds;

    public UnavailableException(String message, int retryAfterSeconds) {
        super(message);
        this.retryAfterSeconds = retryAfterSeconds;
    }

    public int retryAfterSeconds() {
        return retryAfterSeconds;
    }
}
