package dev.reportwidget.domain.property;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class PropertyTest {

    /** 23:30 in UTC is already the next day in Berlin and still the same day in New York. */
    private static final Clock LATE_EVENING_UTC = Clock.fixed(Instant.parse("2026-11-22T23:30:00Z"), ZoneOffset.UTC);

    @Test
    void todayIsTheDateInThePropertysTimeZoneNotTheClocks() {
        assertEquals(LocalDate.of(2026, 11, 23), in("Europe/Berlin").today(LATE_EVENING_UTC));
        assertEquals(LocalDate.of(2026, 11, 22), in("America/New_York").today(LATE_EVENING_UTC));
    }

    @Test
    void nowIsTheClocksInstantInThePropertysTimeZone() {
        var now = in("Europe/Berlin").now(LATE_EVENING_UTC);
        assertEquals(ZoneId.of("Europe/Berlin"), now.getZone());
        assertEquals(Instant.parse("2026-11-22T23:30:00Z"), now.toInstant());
        assertEquals(0, now.getHour());
    }

    private static Property in(String zone) {
        return new Property(new PropertyId(1), "Shop", false, ZoneId.of(zone));
    }
}
