package dev.reportwidget.application.account.port.out;

import dev.reportwidget.domain.account.Session;
import dev.reportwidget.domain.account.UserId;
import dev.reportwidget.domain.integration.SecretHash;
import java.time.Instant;
import java.util.Optional;

/** Outbound port: console sessions, each found by the SHA-256 of its ID; the ID itself is never stored. */
public interface ConsoleSessionStore {

    void create(SecretHash id, Session session);

    /** The session with its user, read fresh (no cache: a deleted session is gone for every instance). */
    Optional<Session> find(SecretHash id);

    void seen(SecretHash id, Instant at);

    void delete(SecretHash id);

    /** Ends every session of the user. */
    void deleteAllOf(UserId user);

    /** Deletes the sessions that have ended: past their end at {@code now}, or last seen at {@code unseenSince} or before. */
    void deleteEnded(Instant now, Instant unseenSince);
}
