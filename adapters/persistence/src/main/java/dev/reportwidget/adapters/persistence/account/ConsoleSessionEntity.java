package dev.reportwidget.adapters.persistence.account;

import dev.reportwidget.domain.account.Session;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.time.Instant;

@Entity
@Table(name = "console_session")
public class ConsoleSessionEntity {

    /** SHA-256 hex of the session's ID; the ID itself is never stored. */
    @Id
    @Column(name = "id_hash")
    public String idHash;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "user_id", nullable = false, updatable = false)
    public UserEntity user;

    @Column(name = "csrf_token", nullable = false, updatable = false)
    public String csrfToken;

    @Column(name = "created_at", nullable = false, updatable = false)
    public Instant createdAt;

    @Column(name = "last_seen_at", nullable = false)
    public Instant lastSeenAt;

    @Column(name = "expires_at", nullable = false, updatable = false)
    public Instant expiresAt;

    Session toDomain() {
        return new Session(user.toDomain(), csrfToken, createdAt, lastSeenAt, expiresAt);
    }
}
