package dev.reportwidget.domain.calendar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.ResolverStyle;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CalendarDayTest {

    @Test
    void everyDayOfAFewYearsIsReadAsTheStrictFormatterReadsIt() {
        var strict = DateTimeFormatter.ofPattern("uuuu-MM-dd").withResolverStyle(ResolverStyle.STRICT);
        for (LocalDate day = LocalDate.of(1999, 1, 1); day.getYear() < 2030; day = day.plusDays(1)) {
            assertEquals(Optional.of(day), CalendarDay.parse(strict.format(day)));
        }
    }

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
                "2026-00-10",
                "2026-01-00",
                "2026-04-31",
                "2026/01/01",
                "2026-01-1a",
                "20260-1-01",
                ""
            })
    void anythingElseIsNoDay(String text) {
        assertTrue(CalendarDay.parse(text).isEmpty(), text);
    }
}
