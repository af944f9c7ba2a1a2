package dev.reportwidget.domain.property;

import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.Locale;
import java.util.Objects;

/**
 * A tenant: every record, report and integration belongs to exactly one property.
 *
 * @param timezone the zone its days are counted in
 * @param locale how the console writes its numbers and dates (a BCP 47 language tag, {@code en} by default)
 * @param retention how long its records are kept
 */
public record Property(
        PropertyId id, String name, boolean personal, ZoneId timezone, Locale locale, Retention retention) {

    /** The language of a property that names none. */
    public static final Locale DEFAULT_LOCALE = Locale.ENGLISH;

    public Property {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(timezone, "timezone");
        Objects.requireNonNull(locale, "locale");
        Objects.requireNonNull(retention, "retention");
    }

    /** A property that keeps its records for good. */
    public Property(PropertyId id, String name, boolean personal, ZoneId timezone, Locale locale) {
        this(id, name, personal, timezone, locale, Retention.KEEP);
    }

    /** A property written in English. */
    public Property(PropertyId id, String name, boolean personal, ZoneId timezone) {
        this(id, name, personal, timezone, DEFAULT_LOCALE);
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
