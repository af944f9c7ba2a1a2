package dev.reportwidget.domain.widget;

import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

/** The opaque identifier in a public embed URL: a random (version 4) UUID. */
public record PublicId(UUID value) {
    public PublicId {
        Objects.requireNonNull(value, "value");
        if (value.version() != 4) {
            throw new IllegalArgumentException("public IDs are random UUIDs");
        }
    }

    /** Reads an ID from a URL path segment; anything that is not a canonical UUIDv4 is no ID. */
    public static Optional<PublicId> parse(String raw) {
        if (raw == null || raw.length() != 36) {
            return Optional.empty();
        }
        try {
            UUID uuid = UUID.fromString(raw);
            return uuid.version() == 4 && uuid.toString().equalsIgnoreCase(raw)
                    ? Optional.of(new PublicId(uuid))
                    : Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    @Override
    public String toString() {
        return value.toString();
    }
}
