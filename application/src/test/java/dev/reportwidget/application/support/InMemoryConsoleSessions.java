package dev.reportwidget.application.support;

import dev.reportwidget.application.account.port.out.ConsoleSessionStore;
import dev.reportwidget.domain.account.Session;
import dev.reportwidget.domain.account.UserId;
import dev.reportwidget.domain.integration.SecretHash;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Console sessions in memory, keyed as the database keys them: by the hash of their ID. */
public final class InMemoryConsoleSessions implements ConsoleSessionStore {

    private final Map<SecretHash, Session> sessions = new LinkedHashMap<>();
    /** The writes made, in order: {@code create}, {@code seen}, {@code delete}, ... */
    public final List<String> writes = new ArrayList<>();

    @Override
    public void create(SecretHash id, Session session) {
        writes.add("create");
        sessions.put(id, session);
    }

    @Override
    public Optional<Session> find(SecretHash id) {
        return Optional.ofNullable(sessions.get(id));
    }

    @Override
    public void seen(SecretHash id, Instant at) {
        writes.add("seen");
        sessions.computeIfPresent(id, (key, session) -> session.seenAt(at));
    }

    @Override
    public void delete(SecretHash id) {
        writes.add("delete");
        sessions.remove(id);
    }

    @Override
    public void deleteAllOf(UserId user) {
        writes.add("deleteAllOf " + user);
        sessions.values().removeIf(session -> session.user().id().equals(user));
    }

    @Override
    public void deleteEnded(Instant now, Instant unseenSince) {
        writes.add("deleteEnded");
        sessions.values()
                .removeIf(session -> !session.expiresAt().isAfter(now)
                        || !session.lastSeenAt().isAfter(unseenSince));
    }

    /** The hashes stored: what a reader of the table would see. */
    public List<SecretHash> keys() {
        return List.copyOf(sessions.keySet());
    }

    /** How many sessions of the user are stored. */
    public long countOf(UserId user) {
        return sessions.values().stream()
                .filter(session -> session.user().id().equals(user))
                .count();
    }
}
