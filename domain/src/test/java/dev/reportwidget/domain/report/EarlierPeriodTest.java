package dev.reportwidget.domain.report;

import static dev.reportwidget.domain.report.CalendarUnit.DAY;
import static dev.reportwidget.domain.report.CalendarUnit.MONTH;
import static dev.reportwidget.domain.report.CalendarUnit.WEEK;
import static dev.reportwidget.domain.report.Comparison.PREVIOUS_PERIOD;
import static dev.reportwidget.domain.report.Comparison.PREVIOUS_YEAR;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.reportwidget.domain.widget.PeriodPreset;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Named cases of the earlier period and its buckets: leap days, year ends, months of other lengths. */
class EarlierPeriodTest {

    private static final LocalDate ANY_DAY = LocalDate.of(2026, 3, 11);

    private static LocalDate day(String iso) {
        return LocalDate.parse(iso);
    }

    private static DateRange days(String from, String to) {
        return new DateRange(day(from), day(to));
    }

    private static Period between(String from, String to) {
        return new Period.Absolute(days(from, to));
    }

    private static EarlierPeriod earlier(Comparison comparison, Period period, LocalDate today, CalendarUnit unit) {
        DateAxis axis = DateAxis.of(period.range(today), unit);
        return comparison.earlierThan(period, axis).orElseThrow();
    }

    /** The comparison bucket lined up with the shown bucket labelled {@code label}. */
    private static Optional<DateRange> bucket(
            EarlierPeriod earlier, Period period, LocalDate today, CalendarUnit unit, String label) {
        List<String> labels = DateAxis.of(period.range(today), unit).labels();
        int position = labels.indexOf(label);
        if (position < 0) {
            throw new IllegalArgumentException(label + " is not on the axis " + labels);
        }
        return earlier.buckets().get(position);
    }

    @Test
    void previousYearOf29FebruaryIs28February() {
        Period leapDay = between("2024-02-29", "2024-02-29");

        EarlierPeriod earlier = earlier(PREVIOUS_YEAR, leapDay, ANY_DAY, DAY);

        assertEquals(days("2023-02-28", "2023-02-28"), earlier.range());
        assertEquals(List.of(Optional.of(days("2023-02-28", "2023-02-28"))), earlier.buckets());
    }

    @Test
    void aLeapFebruaryComparedWithTheYearBeforeHasNoCounterpartFor29February() {
        Period february = between("2024-02-01", "2024-02-29");

        EarlierPeriod earlier = earlier(PREVIOUS_YEAR, february, ANY_DAY, DAY);

        assertEquals(days("2023-02-01", "2023-02-28"), earlier.range());
        assertEquals(29, earlier.buckets().size());
        assertEquals(
                Optional.of(days("2023-02-28", "2023-02-28")), bucket(earlier, february, ANY_DAY, DAY, "2024-02-28"));
        assertEquals(Optional.empty(), bucket(earlier, february, ANY_DAY, DAY, "2024-02-29"));
    }

    @Test
    void theFebruaryAfterALeapYearCountsBothLastDaysOfTheLeapFebruaryOnItsLastDay() {
        Period february = between("2025-02-01", "2025-02-28");

        EarlierPeriod earlier = earlier(PREVIOUS_YEAR, february, ANY_DAY, DAY);

        assertEquals(days("2024-02-01", "2024-02-29"), earlier.range());
        assertEquals(
                Optional.of(days("2024-02-28", "2024-02-29")), bucket(earlier, february, ANY_DAY, DAY, "2025-02-28"));
        assertEquals(
                Optional.of(days("2024-02-27", "2024-02-27")), bucket(earlier, february, ANY_DAY, DAY, "2025-02-27"));
    }

    @Test
    void daysThatAreNotWholeMonthsMoveByTheCalendarYearAndLeave29FebruaryOut() {
        Period lateFebruary = between("2025-02-10", "2025-02-28");

        EarlierPeriod earlier = earlier(PREVIOUS_YEAR, lateFebruary, ANY_DAY, DAY);

        assertEquals(days("2024-02-10", "2024-02-28"), earlier.range());
        assertEquals(
                Optional.of(days("2024-02-28", "2024-02-28")),
                bucket(earlier, lateFebruary, ANY_DAY, DAY, "2025-02-28"));
    }

    @Test
    void aPeriodStartingOn29FebruaryCountsTheEarlier28FebruaryOnItsFirstDay() {
        Period fromLeapDay = between("2024-02-29", "2024-03-05");

        EarlierPeriod earlier = earlier(PREVIOUS_YEAR, fromLeapDay, ANY_DAY, DAY);

        assertEquals(days("2023-02-28", "2023-03-05"), earlier.range());
        assertEquals(
                Optional.of(days("2023-02-28", "2023-02-28")),
                bucket(earlier, fromLeapDay, ANY_DAY, DAY, "2024-02-29"));
        assertEquals(
                Optional.of(days("2023-03-01", "2023-03-01")),
                bucket(earlier, fromLeapDay, ANY_DAY, DAY, "2024-03-01"));
    }

    @Test
    void theLastSevenDaysAYearAfterALeapDayHoldEightEarlierDays() {
        Period lastWeek = PeriodPreset.LAST_7_DAYS.period(day("2025-03-01"));

        EarlierPeriod earlier = earlier(PREVIOUS_YEAR, lastWeek, day("2025-03-01"), DAY);

        assertEquals(days("2024-02-23", "2024-03-01"), earlier.range());
        assertEquals(7, earlier.buckets().size());
        assertEquals(
                Optional.of(days("2024-02-28", "2024-02-29")),
                bucket(earlier, lastWeek, day("2025-03-01"), DAY, "2025-02-28"));
    }

    @Test
    void twelveMonthsAcrossALeapYearCompareWithTheSameWholeMonthsAYearEarlier() {
        LocalDate today = day("2024-06-15");
        Period lastYear = PeriodPreset.LAST_12_MONTHS.period(today);

        EarlierPeriod earlier = earlier(PREVIOUS_YEAR, lastYear, today, MONTH);

        assertEquals(days("2022-07-01", "2023-06-30"), earlier.range());
        assertEquals(12, earlier.buckets().size());
        assertEquals(Optional.of(days("2023-02-01", "2023-02-28")), bucket(earlier, lastYear, today, MONTH, "2024-02"));
        assertEquals(Optional.of(days("2022-12-01", "2022-12-31")), bucket(earlier, lastYear, today, MONTH, "2023-12"));
    }

    @Test
    void previousPeriodOfTheLastThreeMonthsIsTheThreeMonthsBefore() {
        LocalDate today = day("2025-01-15");
        Period lastThreeMonths = new Period.Relative(3, MONTH);

        EarlierPeriod earlier = earlier(PREVIOUS_PERIOD, lastThreeMonths, today, MONTH);

        assertEquals(days("2024-08-01", "2024-10-31"), earlier.range());
        assertEquals(
                List.of(
                        Optional.of(days("2024-08-01", "2024-08-31")),
                        Optional.of(days("2024-09-01", "2024-09-30")),
                        Optional.of(days("2024-10-01", "2024-10-31"))),
                earlier.buckets());
    }

    @Test
    void monthsOfOtherLengthsLineUpDayOfMonthByDayOfMonth() {
        LocalDate today = day("2024-05-10");
        Period lastThreeMonths = new Period.Relative(3, MONTH);

        EarlierPeriod earlier = earlier(PREVIOUS_PERIOD, lastThreeMonths, today, DAY);

        assertEquals(days("2023-12-01", "2024-02-29"), earlier.range());
        assertEquals(92, earlier.buckets().size());
        assertEquals(
                Optional.of(days("2023-12-31", "2023-12-31")),
                bucket(earlier, lastThreeMonths, today, DAY, "2024-03-31"));
        // 30 and 31 January have no day in April but its last
        assertEquals(
                Optional.of(days("2024-01-30", "2024-01-31")),
                bucket(earlier, lastThreeMonths, today, DAY, "2024-04-30"));
        assertEquals(
                Optional.of(days("2024-02-29", "2024-02-29")),
                bucket(earlier, lastThreeMonths, today, DAY, "2024-05-29"));
        assertEquals(Optional.empty(), bucket(earlier, lastThreeMonths, today, DAY, "2024-05-30"));
        assertEquals(Optional.empty(), bucket(earlier, lastThreeMonths, today, DAY, "2024-05-31"));
    }

    @Test
    void previousPeriodAcrossTheYearEndIsTheSameNumberOfDaysBefore() {
        Period turnOfTheYear = between("2024-12-25", "2025-01-07");

        EarlierPeriod earlier = earlier(PREVIOUS_PERIOD, turnOfTheYear, ANY_DAY, DAY);

        assertEquals(days("2024-12-11", "2024-12-24"), earlier.range());
        assertEquals(
                Optional.of(days("2024-12-18", "2024-12-18")),
                bucket(earlier, turnOfTheYear, ANY_DAY, DAY, "2025-01-01"));
    }

    @Test
    void weeksAYearEarlierAreTheSameDatesNotTheSameWeekdays() {
        LocalDate newYearsDay = day("2025-01-01");
        Period lastTwoWeeks = new Period.Relative(2, WEEK);

        EarlierPeriod earlier = earlier(PREVIOUS_YEAR, lastTwoWeeks, newYearsDay, WEEK);

        assertEquals(days("2023-12-23", "2024-01-05"), earlier.range());
        assertEquals(
                List.of(Optional.of(days("2023-12-23", "2023-12-29")), Optional.of(days("2023-12-30", "2024-01-05"))),
                earlier.buckets());
    }

    @Test
    void previousPeriodOfWholeWeeksIsWholeWeeks() {
        LocalDate wednesday = day("2026-03-11");
        Period lastFourWeeks = new Period.Relative(4, WEEK);

        EarlierPeriod earlier = earlier(PREVIOUS_PERIOD, lastFourWeeks, wednesday, WEEK);

        assertEquals(days("2026-01-19", "2026-02-15"), earlier.range());
        assertEquals(
                Optional.of(days("2026-01-19", "2026-01-25")), earlier.buckets().get(0));
        assertEquals(
                Optional.of(days("2026-02-09", "2026-02-15")), earlier.buckets().get(3));
    }

    @Test
    void weekBucketsOfAPeriodNotStartingOnMondayLineUpDayByDay() {
        Period fourteenDays = between("2024-01-03", "2024-01-16");

        EarlierPeriod earlier = earlier(PREVIOUS_PERIOD, fourteenDays, ANY_DAY, WEEK);

        assertEquals(days("2023-12-20", "2024-01-02"), earlier.range());
        assertEquals(
                List.of(
                        Optional.of(days("2023-12-20", "2023-12-24")),
                        Optional.of(days("2023-12-25", "2023-12-31")),
                        Optional.of(days("2024-01-01", "2024-01-02"))),
                earlier.buckets());
    }

    @Test
    void yearToDateComparesWithAsManyDaysBeforeOrTheSameDaysAYearEarlier() {
        LocalDate today = day("2024-03-10");
        Period yearToDate = PeriodPreset.YEAR_TO_DATE.period(today);

        assertEquals(
                days("2023-10-23", "2023-12-31"),
                earlier(PREVIOUS_PERIOD, yearToDate, today, DAY).range());
        assertEquals(
                days("2023-01-01", "2023-03-10"),
                earlier(PREVIOUS_YEAR, yearToDate, today, DAY).range());
    }

    @Test
    void yearToDateOnTheLastDayOfAMonthIsWholeMonths() {
        LocalDate leapDay = day("2024-02-29");
        Period yearToDate = PeriodPreset.YEAR_TO_DATE.period(leapDay);

        EarlierPeriod earlier = earlier(PREVIOUS_PERIOD, yearToDate, leapDay, MONTH);

        assertEquals(days("2023-11-01", "2023-12-31"), earlier.range());
        assertEquals(
                List.of(Optional.of(days("2023-11-01", "2023-11-30")), Optional.of(days("2023-12-01", "2023-12-31"))),
                earlier.buckets());
    }

    @Test
    void theFirstCalendarYearComparesWithDaysBeforeIt() {
        Period firstMonth = between("0001-01-01", "0001-01-31");

        assertEquals(
                new DateRange(LocalDate.of(0, 12, 1), LocalDate.of(0, 12, 31)),
                earlier(PREVIOUS_PERIOD, firstMonth, ANY_DAY, DAY).range());
    }

    @Test
    void theBucketsNameTheirFirstDaysAndSkipEmptyOnes() {
        Period february = between("2024-02-01", "2024-02-29");

        EarlierPeriod earlier = earlier(PREVIOUS_YEAR, february, ANY_DAY, DAY);

        assertEquals(28, earlier.starts().size());
        assertEquals(day("2023-02-01"), earlier.starts().get(0));
        assertEquals(day("2023-02-28"), earlier.starts().get(27));
    }

    @Test
    void noneIsNoEarlierPeriod() {
        assertThrows(
                IllegalArgumentException.class,
                () -> new EarlierPeriod(Comparison.NONE, days("2024-01-01", "2024-01-31"), List.of()));
    }
}
