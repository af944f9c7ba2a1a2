package dev.reportwidget.domain.integration;

import dev.reportwidget.domain.property.PropertyId;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/** A live service token as its owner sees it: bound to one property, without its value. */
public record ServiceToken(
        ServiceTokenId id, PropertyId propertyId, String name, Instant createdAt, Optional<Instant> lastUsedAt) {
    public ServiceToken {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(propertyId, "propertyId");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(lastUsedAt, "lastUsedAt");
    }
}
