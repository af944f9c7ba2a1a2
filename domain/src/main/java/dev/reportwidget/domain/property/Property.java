package dev.reportwidget.domain.property;

import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.Objects;

/** A tenant: every record, report and integration belongs to exactly one property. */
public record Property(PropertyId id, String name, boolean personal, ZoneId timezone) {
    public Property {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(timezone, "timezone");
    }

    /** The current moment in the property's time zone: records and periods are dated by it. */
    public ZonedDateTime now(Clock clock) {
        return ZonedDateTime.now(clock.withZone(timezone));
    }

    /** Today's date in the property's time zone. */
    public LocalDate today(Clock clock) {
        return now(clock).toLocalDate();
    }
}
