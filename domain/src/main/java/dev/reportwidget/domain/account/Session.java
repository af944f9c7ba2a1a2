package dev.reportwidget.domain.account;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * A console session: whose it is, the CSRF token its forms carry, and when it ends. It ends when it
 * has not been seen for the idle timeout, and at {@code expiresAt} however busy it is.
 *
 * @param csrfToken random, drawn with the session: a form of another session, or an invented token,
 *     never matches it
 */
public record Session(User user, String csrfToken, Instant createdAt, Instant lastSeenAt, Instant expiresAt) {

    /** How stale a last-seen time may get before it is written again: most console requests only read. */
    public static final Duration SEEN_PRECISION = Duration.ofMinutes(1);

    public Session {
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(csrfToken, "csrfToken");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(lastSeenAt, "lastSeenAt");
        Objects.requireNonNull(expiresAt, "expiresAt");
    }

    /** A session opened at {@code now}, ending {@code lifetime} later at the latest. */
    public static Session start(User user, String csrfToken, Instant now, Duration lifetime) {
        return new Session(user, csrfToken, now, now, now.plus(lifetime));
    }

    /** Whether it is still open at {@code now}: before its end, and seen within {@code idleTimeout}. */
    public boolean openAt(Instant now, Duration idleTimeout) {
        return now.isBefore(expiresAt) && now.isBefore(lastSeenAt.plus(idleTimeout));
    }

    /** Whether its last-seen time is {@link #SEEN_PRECISION} or more behind {@code now}, so worth writing. */
    public boolean seenLongAgo(Instant now) {
        return !lastSeenAt.plus(SEEN_PRECISION).isAfter(now);
    }

    public Session seenAt(Instant now) {
        return new Session(user, csrfToken, createdAt, now, expiresAt);
    }

    /** The CSRF token stays out of logs. */
    @Override
    public String toString() {
        return "Session[user=" + user.id() + ", createdAt=" + createdAt + ", lastSeenAt=" + lastSeenAt + ", expiresAt="
                + expiresAt + "]";
    }
}
