package dev.reportwidget.adapters.persistence.property;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.time.Instant;

@Entity
@Table(name = "memberships")
@IdClass(MembershipKey.class)
public class MembershipEntity {
    @Id
    @ManyToOne(fetch = FetchType.EAGER, optional = false)
    @JoinColumn(name = "property_id")
    public PropertyEntity property;

    @Id
    @Column(name = "user_id", nullable = false)
    public Long userId;

    @Column(nullable = false)
    public String role;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;
}
