package dev.reportwidget.adapters.persistence.integration;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import java.time.Instant;

@Entity
@Table(name = "service_tokens")
@IdClass(ServiceTokenKey.class)
public class ServiceTokenEntity {
    @Id
    @Column(name = "property_id", nullable = false, updatable = false)
    public Long propertyId;

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "service_tokens_id")
    @SequenceGenerator(name = "service_tokens_id", sequenceName = "service_tokens_id_seq", allocationSize = 1)
    public Long id;

    @Column(nullable = false)
    public String name;

    /** SHA-256 hex of the token; the token itself is never stored. */
    @Column(name = "token_hash", nullable = false)
    public String tokenHash;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    @Column(name = "last_used_at")
    public Instant lastUsedAt;

    @Column(name = "revoked_at")
    public Instant revokedAt;
}
