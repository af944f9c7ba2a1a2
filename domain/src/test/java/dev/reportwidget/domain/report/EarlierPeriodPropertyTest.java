package dev.reportwidget.domain.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.domain.widget.PeriodPreset;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The earlier period and its buckets for every period shape (relative days, weeks and months,
 * fixed days, the viewer presets), granularity and comparison, on days around leap days and year
 * ends as well as anywhere: each property restates a rule of {@link EarlierPeriod} on its own.
 */
class EarlierPeriodPropertyTest {

    /** A shown period, the day it was sized on, its granularity and the comparison asked for. */
    record Case(Period period, LocalDate today, CalendarUnit unit, Comparison comparison) {
        DateAxis axis() {
            return DateAxis.of(period.range(today), unit);
        }

        DateRange shown() {
            return period.range(today);
        }

        EarlierPeriod earlier() {
            return comparison.earlierThan(period, axis()).orElseThrow();
        }

        /** Whole months: a relative period of months, or fixed days from a 1st to a month's last day. */
        boolean wholeMonths() {
            DateRange days = shown();
            return period instanceof Period.Relative r
                    ? r.unit() == CalendarUnit.MONTH
                    : days.from().getDayOfMonth() == 1 && days.to().equals(CalendarUnit.MONTH.endOf(days.to()));
        }

        long months() {
            return CalendarUnit.MONTH.bucketsIn(shown());
        }

        long length() {
            return ChronoUnit.DAYS.between(shown().from(), shown().to()) + 1;
        }

        /** Where an earlier day counts in the shown period, as the rule states it. */
        LocalDate counterpart(LocalDate earlierDay) {
            LocalDate moved;
            if (comparison == Comparison.PREVIOUS_YEAR) {
                moved = earlierDay.plusYears(1);
            } else if (wholeMonths()) {
                moved = earlierDay.plusMonths(months());
            } else {
                moved = earlierDay.plusDays(length());
            }
            if (moved.isBefore(shown().from())) {
                return shown().from();
            }
            return moved.isAfter(shown().to()) ? shown().to() : moved;
        }

        /** The days of the shown bucket at a position that lie inside the shown period. */
        DateRange shownBucket(int position) {
            LocalDate start = axis().bucketStarts().get(position);
            LocalDate from = start.isBefore(shown().from()) ? shown().from() : start;
            LocalDate end = unit.endOf(start);
            return new DateRange(from, end.isAfter(shown().to()) ? shown().to() : end);
        }
    }

    @Provide
    Arbitrary<Case> cases() {
        Arbitrary<LocalDate> today = Arbitraries.oneOf(anyDay(), nearLeapDaysAndYearEnds());
        Arbitrary<CalendarUnit> unit = Arbitraries.of(CalendarUnit.class);
        Arbitrary<Comparison> comparison = Arbitraries.of(Comparison.PREVIOUS_PERIOD, Comparison.PREVIOUS_YEAR);
        return Combinators.combine(today, unit, comparison, shapes())
                .as((day, granularity, compare, shape) -> new Case(shape.apply(day), day, granularity, compare))
                .filter(c -> c.unit().bucketsIn(c.shown()) <= ReportDefinition.MAX_BUCKETS);
    }

    /** A period shape, sized on the day it is given. */
    private interface Shape {
        Period apply(LocalDate today);
    }

    private static Arbitrary<Shape> shapes() {
        Arbitrary<Shape> relative = Combinators.combine(
                        Arbitraries.integers().between(1, 60), Arbitraries.of(CalendarUnit.class))
                .as((count, unit) -> today -> new Period.Relative(count, unit));
        Arbitrary<Shape> fixedDays = Combinators.combine(
                        Arbitraries.integers().between(-800, 0),
                        Arbitraries.integers().between(0, 800))
                .as((start, length) -> today -> {
                    LocalDate from = today.plusDays(start);
                    return new Period.Absolute(new DateRange(from, from.plusDays(length)));
                });
        Arbitrary<Shape> wholeMonths = Combinators.combine(
                        Arbitraries.integers().between(-40, 0),
                        Arbitraries.integers().between(0, 40))
                .as((start, length) -> today -> {
                    LocalDate from = today.withDayOfMonth(1).plusMonths(start);
                    return new Period.Absolute(new DateRange(from, CalendarUnit.MONTH.endOf(from.plusMonths(length))));
                });
        Arbitrary<Shape> preset = Arbitraries.of(PeriodPreset.class).map(p -> p::period);
        return Arbitraries.oneOf(relative, fixedDays, wholeMonths, preset);
    }

    private static Arbitrary<LocalDate> anyDay() {
        return Arbitraries.longs()
                .between(
                        LocalDate.of(1901, 1, 1).toEpochDay(),
                        LocalDate.of(2199, 12, 31).toEpochDay())
                .map(LocalDate::ofEpochDay);
    }

    /** A few days either side of a 29 February, of a 28 February after one, or of a 1 January. */
    private static Arbitrary<LocalDate> nearLeapDaysAndYearEnds() {
        Arbitrary<LocalDate> anchor = Arbitraries.of(
                LocalDate.of(2024, 2, 29),
                LocalDate.of(2025, 2, 28),
                LocalDate.of(2000, 2, 29),
                LocalDate.of(2100, 2, 28),
                LocalDate.of(2025, 1, 1),
                LocalDate.of(2024, 12, 31));
        return Combinators.combine(anchor, Arbitraries.integers().between(-3, 3))
                .as(LocalDate::plusDays);
    }

    @Property
    void thereAreAsManyComparisonBucketsAsShownBuckets(@ForAll("cases") Case c) {
        assertEquals(c.axis().size(), c.earlier().buckets().size());
    }

    @Property
    void theBucketsHoldEveryEarlierDayOnceInOrder(@ForAll("cases") Case c) {
        EarlierPeriod earlier = c.earlier();
        LocalDate next = earlier.range().from();
        for (Optional<DateRange> bucket : earlier.buckets()) {
            if (bucket.isPresent()) {
                assertEquals(next, bucket.get().from(), "buckets follow each other without gap or overlap");
                next = bucket.get().to().plusDays(1);
            }
        }
        assertEquals(earlier.range().to().plusDays(1), next, "the last bucket ends with the earlier period");
    }

    @Property
    void eachEarlierDayLinesUpWithTheShownBucketAtTheSamePosition(@ForAll("cases") Case c) {
        EarlierPeriod earlier = c.earlier();
        for (int i = 0; i < earlier.buckets().size(); i++) {
            DateRange shown = c.shownBucket(i);
            Optional<DateRange> bucket = earlier.buckets().get(i);
            if (bucket.isEmpty()) {
                continue;
            }
            for (LocalDate day = bucket.get().from(); !day.isAfter(bucket.get().to()); day = day.plusDays(1)) {
                assertTrue(
                        shown.contains(c.counterpart(day)),
                        day + " counts on " + c.counterpart(day) + ", outside shown bucket " + shown);
            }
        }
    }

    @Property
    void thePreviousPeriodEndsTheDayBeforeTheShownOneAndIsAsLong(@ForAll("cases") Case c) {
        if (c.comparison() != Comparison.PREVIOUS_PERIOD) {
            return;
        }
        DateRange earlier = c.earlier().range();
        assertEquals(c.shown().from().minusDays(1), earlier.to());
        if (c.wholeMonths()) {
            assertEquals(c.shown().from().minusMonths(c.months()), earlier.from());
            assertEquals(1, earlier.from().getDayOfMonth());
        } else {
            assertEquals(c.length(), ChronoUnit.DAYS.between(earlier.from(), earlier.to()) + 1);
        }
    }

    @Property
    void thePreviousYearIsTheShownPeriodOneCalendarYearEarlier(@ForAll("cases") Case c) {
        if (c.comparison() != Comparison.PREVIOUS_YEAR) {
            return;
        }
        DateRange earlier = c.earlier().range();
        assertEquals(c.shown().from().minusYears(1), earlier.from());
        LocalDate lastDay = c.shown().to().minusYears(1);
        assertEquals(c.wholeMonths() ? CalendarUnit.MONTH.endOf(lastDay) : lastDay, earlier.to());
    }

    @Property
    void monthBucketsOfWholeMonthsAreTheWholeMonthsEarlier(@ForAll("cases") Case c) {
        if (c.unit() != CalendarUnit.MONTH || !c.wholeMonths()) {
            return;
        }
        long back = c.comparison() == Comparison.PREVIOUS_YEAR ? 12 : c.months();
        List<Optional<DateRange>> expected = new ArrayList<>();
        for (LocalDate start : c.axis().bucketStarts()) {
            LocalDate month = start.minusMonths(back);
            expected.add(Optional.of(new DateRange(month, CalendarUnit.MONTH.endOf(month))));
        }
        assertEquals(expected, c.earlier().buckets());
    }

    @Property
    void dayBucketsOfAPreviousPeriodOfDaysAreSingleDaysAsFarBack(@ForAll("cases") Case c) {
        if (c.unit() != CalendarUnit.DAY || c.comparison() != Comparison.PREVIOUS_PERIOD || c.wholeMonths()) {
            return;
        }
        for (int i = 0; i < c.axis().size(); i++) {
            LocalDate day = c.axis().bucketStarts().get(i).minusDays(c.length());
            assertEquals(
                    Optional.of(new DateRange(day, day)), c.earlier().buckets().get(i));
        }
    }

    @Property
    void onlyDaysPast28LackEarlierDaysWhenMonthsOrYearsLineUp(@ForAll("cases") Case c) {
        EarlierPeriod earlier = c.earlier();
        for (int i = 0; i < earlier.buckets().size(); i++) {
            if (earlier.buckets().get(i).isPresent()) {
                continue;
            }
            DateRange shown = c.shownBucket(i);
            assertFalse(
                    c.comparison() == Comparison.PREVIOUS_PERIOD && !c.wholeMonths(),
                    "a move by days gives every shown day an earlier day: " + shown);
            for (LocalDate day = shown.from(); !day.isAfter(shown.to()); day = day.plusDays(1)) {
                assertTrue(day.getDayOfMonth() >= 29, "only days past 28 lack earlier days, not " + day);
            }
        }
    }
}
