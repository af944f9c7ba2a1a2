package dev.reportwidget.adapters.persistence.account;

import dev.reportwidget.domain.account.User;
import dev.reportwidget.domain.account.UserId;
import dev.reportwidget.domain.property.PropertyId;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

@Entity
@Table(name = "users")
public class UserEntity {
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    public String email;

    @Column(nullable = false)
    public String name;

    @Column(name = "password_hash")
    public String passwordHash;

    public String issuer;

    public String subject;

    @Column(name = "personal_property_id", nullable = false)
    public Long personalPropertyId;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    public User toDomain() {
        return new User(new UserId(id), email, name, new PropertyId(personalPropertyId));
    }
}
