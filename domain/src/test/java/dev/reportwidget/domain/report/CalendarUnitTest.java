package dev.reportwidget.domain.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

class CalendarUnitTest {

    private static final LocalDate MONDAY = LocalDate.of(2026, 3, 9);
    private static final LocalDate WEDNESDAY = LocalDate.of(2026, 3, 11);
    private static final LocalDate SUNDAY = LocalDate.of(2026, 3, 15);

    @Test
    void testDatesAreTheWeekdaysTheirNamesSay() {
        assertEquals(DayOfWeek.MONDAY, MONDAY.getDayOfWeek());
        assertEquals(DayOfWeek.WEDNESDAY, WEDNESDAY.getDayOfWeek());
        assertEquals(DayOfWeek.SUNDAY, SUNDAY.getDayOfWeek());
    }

    @Test
    void dayIsItsOwnBucket() {
        assertEquals(WEDNESDAY, CalendarUnit.DAY.startOf(WEDNESDAY));
        assertEquals(WEDNESDAY, CalendarUnit.DAY.endOf(WEDNESDAY));
        assertEquals("2026-03-11", CalendarUnit.DAY.label(WEDNESDAY));
    }

    @Test
    void weekStartsOnMonday() {
        assertEquals(MONDAY, CalendarUnit.WEEK.startOf(MONDAY));
        assertEquals(MONDAY, CalendarUnit.WEEK.startOf(WEDNESDAY));
        assertEquals(MONDAY, CalendarUnit.WEEK.startOf(SUNDAY), "Sunday ends the ISO week, it does not start one");
        assertEquals(MONDAY.plusWeeks(1), CalendarUnit.WEEK.startOf(SUNDAY.plusDays(1)));
    }

    @Test
    void weekEndsOnSunday() {
        assertEquals(SUNDAY, CalendarUnit.WEEK.endOf(MONDAY));
        assertEquals(SUNDAY, CalendarUnit.WEEK.endOf(WEDNESDAY));
        assertEquals(SUNDAY, CalendarUnit.WEEK.endOf(SUNDAY));
    }

    @Test
    void weekAcrossAYearBoundaryStartsOnItsMonday() {
        // 2026-01-01 is a Thursday: its ISO week began on Monday 2025-12-29
        assertEquals(LocalDate.of(2025, 12, 29), CalendarUnit.WEEK.startOf(LocalDate.of(2026, 1, 1)));
        assertEquals(LocalDate.of(2026, 1, 4), CalendarUnit.WEEK.endOf(LocalDate.of(2026, 1, 1)));
    }

    @Test
    void weekLabelIsItsMondayDate() {
        assertEquals("2026-03-09", CalendarUnit.WEEK.label(CalendarUnit.WEEK.startOf(WEDNESDAY)));
        assertEquals("2025-12-29", CalendarUnit.WEEK.label(CalendarUnit.WEEK.startOf(LocalDate.of(2026, 1, 1))));
    }

    @Test
    void monthStartsOnTheFirstAndEndsOnItsLastDay() {
        assertEquals(LocalDate.of(2026, 3, 1), CalendarUnit.MONTH.startOf(WEDNESDAY));
        assertEquals(LocalDate.of(2026, 3, 31), CalendarUnit.MONTH.endOf(WEDNESDAY));
        assertEquals(LocalDate.of(2024, 2, 29), CalendarUnit.MONTH.endOf(LocalDate.of(2024, 2, 10)));
        assertEquals(LocalDate.of(2026, 2, 28), CalendarUnit.MONTH.endOf(LocalDate.of(2026, 2, 28)));
    }

    @Test
    void monthLabelIsYearAndMonth() {
        assertEquals("2026-03", CalendarUnit.MONTH.label(LocalDate.of(2026, 3, 1)));
        assertEquals("2026-11", CalendarUnit.MONTH.label(LocalDate.of(2026, 11, 1)));
        assertEquals("0999-01", CalendarUnit.MONTH.label(LocalDate.of(999, 1, 1)));
    }

    @Test
    void plusStepsWholeUnits() {
        assertEquals(LocalDate.of(2026, 3, 12), CalendarUnit.DAY.plus(WEDNESDAY, 1));
        assertEquals(LocalDate.of(2026, 3, 2), CalendarUnit.WEEK.plus(MONDAY, -1));
        assertEquals(LocalDate.of(2026, 1, 1), CalendarUnit.MONTH.plus(LocalDate.of(2026, 3, 1), -2));
    }

    @Test
    void bucketsOfARangeAcrossAMonthBoundary() {
        // Wednesday 2026-01-28 .. Tuesday 2026-02-03
        DateRange range = new DateRange(LocalDate.of(2026, 1, 28), LocalDate.of(2026, 2, 3));

        assertEquals(7, CalendarUnit.DAY.bucketsIn(range));
        assertEquals(2, CalendarUnit.WEEK.bucketsIn(range));
        assertEquals(2, CalendarUnit.MONTH.bucketsIn(range));
    }

    @Test
    void bucketsCountPartialUnitsAtBothEnds() {
        // Sunday 2026-03-15 .. Monday 2026-03-16 touches two weeks; 2026-01-31 .. 2026-03-01 touches three months
        assertEquals(2, CalendarUnit.WEEK.bucketsIn(new DateRange(SUNDAY, SUNDAY.plusDays(1))));
        assertEquals(
                3, CalendarUnit.MONTH.bucketsIn(new DateRange(LocalDate.of(2026, 1, 31), LocalDate.of(2026, 3, 1))));
    }

    @ParameterizedTest
    @EnumSource(CalendarUnit.class)
    void oneDayIsOneBucket(CalendarUnit unit) {
        assertEquals(1, unit.bucketsIn(new DateRange(WEDNESDAY, WEDNESDAY)));
    }

    @Test
    void bucketsOfAWholeYear() {
        DateRange year = new DateRange(LocalDate.of(2026, 1, 1), LocalDate.of(2026, 12, 31));

        assertEquals(365, CalendarUnit.DAY.bucketsIn(year));
        assertEquals(53, CalendarUnit.WEEK.bucketsIn(year));
        assertEquals(12, CalendarUnit.MONTH.bucketsIn(year));
    }

    @ParameterizedTest
    @EnumSource(CalendarUnit.class)
    void wireNameRoundTrips(CalendarUnit unit) {
        assertEquals(Optional.of(unit), CalendarUnit.fromWireName(unit.wireName()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"Day", "WEEK", "year", ""})
    void unknownWireNamesAreNoUnit(String wireName) {
        assertEquals(Optional.empty(), CalendarUnit.fromWireName(wireName));
    }
}
