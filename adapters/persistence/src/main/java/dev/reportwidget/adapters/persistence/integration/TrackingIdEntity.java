package dev.reportwidget.adapters.persistence.integration;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

@Entity
@Table(name = "tracking_ids")
public class TrackingIdEntity {
    @Id
    @Column(name = "property_id")
    public Long propertyId;

    @Column(name = "tracking_id", nullable = false)
    public String trackingId;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;
}
