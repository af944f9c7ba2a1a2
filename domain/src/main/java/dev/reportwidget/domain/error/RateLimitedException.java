package dev.reportwidget.domain.error;

/** The caller made too many requests of a kind; retry after the given number of seconds. */
public final class RateLimitedException extends DomainException {
    private final long retryAfterSeconds;

    public RateLimitedException(String message, long retryAfterSeconds) {
        super(message);
        this.retryAfterSeconds = Math.max(1, retryAfterSeconds);
    }

    public long retryAfterSeconds() {
        return retryAfterSeconds;
    }
}
