package dev.reportwidget.domain.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class PeriodTest {

    private static final LocalDate WEDNESDAY = LocalDate.of(2026, 3, 11);

    @Test
    void lastTwoWeeksIsLastWeekAndThisWeekMondayToSunday() {
        DateRange range = new Period.Relative(2, CalendarUnit.WEEK).range(WEDNESDAY);

        assertEquals(new DateRange(LocalDate.of(2026, 3, 2), LocalDate.of(2026, 3, 15)), range);
    }

    @Test
    void lastWeekOnASundayEndsThatSunday() {
        LocalDate sunday = LocalDate.of(2026, 3, 15);

        assertEquals(
                new DateRange(LocalDate.of(2026, 3, 9), sunday),
                new Period.Relative(1, CalendarUnit.WEEK).range(sunday));
    }

    @Test
    void lastThreeMonthsAreWholeCalendarMonths() {
        DateRange range = new Period.Relative(3, CalendarUnit.MONTH).range(LocalDate.of(2026, 3, 15));

        assertEquals(new DateRange(LocalDate.of(2026, 1, 1), LocalDate.of(2026, 3, 31)), range);
    }

    @Test
    void lastMonthsReachBackAcrossAYear() {
        DateRange range = new Period.Relative(3, CalendarUnit.MONTH).range(LocalDate.of(2026, 2, 28));

        assertEquals(new DateRange(LocalDate.of(2025, 12, 1), LocalDate.of(2026, 2, 28)), range);
    }

    @Test
    void lastDayIsToday() {
        assertEquals(new DateRange(WEDNESDAY, WEDNESDAY), new Period.Relative(1, CalendarUnit.DAY).range(WEDNESDAY));
    }

    @Test
    void lastThirtyDaysIncludeToday() {
        assertEquals(
                new DateRange(LocalDate.of(2026, 2, 10), WEDNESDAY),
                new Period.Relative(30, CalendarUnit.DAY).range(WEDNESDAY));
    }

    @Test
    void absolutePeriodIgnoresToday() {
        DateRange days = new DateRange(LocalDate.of(2025, 6, 1), LocalDate.of(2025, 6, 30));
        Period period = new Period.Absolute(days);

        assertEquals(days, period.range(WEDNESDAY));
        assertEquals(days, period.range(LocalDate.of(2025, 6, 15)));
        assertEquals(days, period.range(LocalDate.of(1999, 1, 1)));
    }

    @Test
    void relativeCountIsOneToTenThousand() {
        assertThrows(IllegalArgumentException.class, () -> new Period.Relative(0, CalendarUnit.DAY));
        assertThrows(IllegalArgumentException.class, () -> new Period.Relative(10_001, CalendarUnit.DAY));
        assertEquals(10_000, new Period.Relative(10_000, CalendarUnit.DAY).count());
    }

    @Test
    void rangeEndsOnOrAfterItsStart() {
        assertThrows(IllegalArgumentException.class, () -> new DateRange(WEDNESDAY, WEDNESDAY.minusDays(1)));
    }

    @Test
    void rangeIncludesBothEnds() {
        DateRange range = new DateRange(LocalDate.of(2026, 3, 1), LocalDate.of(2026, 3, 31));

        assertEquals(true, range.contains(LocalDate.of(2026, 3, 1)));
        assertEquals(true, range.contains(LocalDate.of(2026, 3, 31)));
        assertEquals(false, range.contains(LocalDate.of(2026, 2, 28)));
        assertEquals(false, range.contains(LocalDate.of(2026, 4, 1)));
    }
}
