package dev.reportwidget.domain.record;

import dev.reportwidget.domain.property.PropertyId;
import java.time.Instant;
import java.util.Objects;

/** A stored record of one property. */
public record BusinessRecord(
        RecordId id, PropertyId propertyId, RecordContent content, Origin origin, Instant createdAt) {
    public BusinessRecord {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(propertyId, "propertyId");
        Objects.requireNonNull(content, "content");
        Objects.requireNonNull(origin, "origin");
        Objects.requireNonNull(createdAt, "createdAt");
    }
}
