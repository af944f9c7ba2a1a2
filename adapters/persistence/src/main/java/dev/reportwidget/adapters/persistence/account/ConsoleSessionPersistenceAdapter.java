package dev.reportwidget.adapters.persistence.account;

import dev.reportwidget.application.account.port.out.ConsoleSessionStore;
import dev.reportwidget.domain.account.Session;
import dev.reportwidget.domain.account.UserId;
import dev.reportwidget.domain.integration.SecretHash;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.Optional;

/**
 * Console sessions in PostgreSQL, one row each, found by the hash of their ID together with their
 * user in one query. Each call is its own transaction unless the caller has one.
 */
@ApplicationScoped
public class ConsoleSessionPersistenceAdapter implements ConsoleSessionStore {

    private final ConsoleSessionRepository sessions;
    private final UserRepository users;

    ConsoleSessionPersistenceAdapter(ConsoleSessionRepository sessions, UserRepository users) {
        this.sessions = sessions;
        this.users = users;
    }

    @Override
    @Transactional
    public void create(SecretHash id, Session session) {
        var entity = new ConsoleSessionEntity();
        entity.idHash = id.hex();
        entity.user = users.getEntityManager()
                .getReference(UserEntity.class, session.user().id().value());
        entity.csrfToken = session.csrfToken();
        entity.createdAt = session.createdAt();
        entity.lastSeenAt = session.lastSeenAt();
        entity.expiresAt = session.expiresAt();
        sessions.persist(entity);
    }

    @Override
    @Transactional
    public Optional<Session> find(SecretHash id) {
        return sessions.find("from ConsoleSessionEntity s join fetch s.user where s.idHash = ?1", id.hex())
                .firstResultOptional()
                .map(ConsoleSessionEntity::toDomain);
    }

    @Override
    @Transactional
    public void seen(SecretHash id, Instant at) {
        sessions.update("lastSeenAt = ?1 where idHash = ?2", at, id.hex());
    }

    @Override
    @Transactional
    public void delete(SecretHash id) {
        sessions.delete("idHash", id.hex());
    }

    @Override
    @Transactional
    public void deleteAllOf(UserId user) {
        sessions.delete("user.id", user.value());
    }

    @Override
    @Transactional
    public void deleteEnded(Instant now, Instant unseenSince) {
        sessions.delete("expiresAt <= ?1 or lastSeenAt <= ?2", now, unseenSince);
    }
}
