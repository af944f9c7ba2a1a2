package dev.reportwidget.domain.property;

import java.time.ZoneId;
import java.util.Objects;

/** A tenant: every record, report and integration belongs to exactly one property. */
public record Property(PropertyId id, String name, boolean personal, ZoneId timezone) {
    public Property {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(timezone, "timezone");
    }
}
