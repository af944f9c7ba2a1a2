package dev.reportwidget.domain.integration;

import dev.reportwidget.domain.property.PropertyId;
import java.time.Instant;
import java.util.Objects;

/** A public key a property registered to verify its signed embed tokens. */
public record EmbedKey(EmbedKeyId id, PropertyId property, String name, EmbedKeySource source, Instant createdAt) {
    public EmbedKey {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(property, "property");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(createdAt, "createdAt");
    }
}
