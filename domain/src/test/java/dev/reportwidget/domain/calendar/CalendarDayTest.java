package dev.reportwidget.domain.calendar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CalendarDayTest {

    @Test
    void daysOfYears1To9999AreRead() {
        assertEquals(Optional.of(LocalDate.of(1, 1, 1)), CalendarDay.parse("0001-01-01"));
        assertEquals(Optional.of(LocalDate.of(9999, 12, 31)), CalendarDay.parse("9999-12-31"));
        assertEquals(Optional.of(LocalDate.of(2024, 2, 29)), CalendarDay.parse("2024-02-29"));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "0000-01-01",
                "-0001-01-01",
                "+10000-01-01",
                "+2026-01-01",
                "10000-01-01",
                "2026-02-29",
                "2026-13-01",
                "2026-1-01",
                "2026-01-01T00:00",
                " 2026-01-01",
                "٢٠٢٦-٠١-٠١",
                ""
            })
    void anythingElseIsNoDay(String text) {
        assertTrue(CalendarDay.parse(text).isEmpty(), text);
    }
}
