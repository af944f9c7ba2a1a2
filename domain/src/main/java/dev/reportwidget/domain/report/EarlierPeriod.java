package dev.reportwidget.domain.report;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The earlier period a report's data is compared with, lined up bucket by bucket with the shown
 * date axis.
 *
 * <p>Each earlier day has a counterpart in the shown period: the day the comparison moves it to,
 * kept inside the shown period. The move is one calendar year for {@link Comparison#PREVIOUS_YEAR};
 * for {@link Comparison#PREVIOUS_PERIOD} it is the shown period's length, counted in whole months
 * when the shown period is whole months ({@code last N month}, a preset of months, or days from a
 * 1st to a month's last day), else in days. The comparison bucket at a position holds the earlier
 * days whose counterpart falls in the shown bucket at that position, so:
 *
 * <ul>
 *   <li>there are exactly as many comparison buckets as shown buckets, and together they hold every
 *       earlier day once, in order (a sum over the comparison series is the earlier period's sum);
 *   <li>months and years line up by the calendar: with month buckets, a comparison bucket is the
 *       whole month a year (or the period's months) earlier, however long either month is; with
 *       day buckets, a day lines up with the same day of the month;
 *   <li>where months differ in length, the days past the end of the shorter month gather on its
 *       last day, and the longer month's extra days have no counterpart: 29 February 2024 counts on
 *       28 February 2025 beside 28 February 2024, while 29 February 2024 shown a year after 2023
 *       has an empty comparison bucket (0 for sum and count, no value for the others); an earlier
 *       28 February shown before a 29 February start counts on that first day.
 * </ul>
 *
 * @param range the earlier period's days
 * @param buckets per shown bucket (same order), the earlier days counted in it; empty when none
 *     line up with it
 */
public record EarlierPeriod(Comparison comparison, DateRange range, List<Optional<DateRange>> buckets)
        implements Buckets {

    public EarlierPeriod {
        Objects.requireNonNull(comparison, "comparison");
        Objects.requireNonNull(range, "range");
        buckets = List.copyOf(buckets);
        if (comparison == Comparison.NONE) {
            throw new IllegalArgumentException("an earlier period needs a comparison");
        }
    }

    /**
     * The earlier period of {@code shown}, with one bucket per bucket of its axis.
     *
     * @param shown the period the axis was made from: its shape decides whether it counts in months
     * @param axis the shown period's date axis
     */
    static EarlierPeriod of(Comparison comparison, Period shown, DateAxis axis) {
        DateRange days = axis.range();
        boolean wholeMonths =
                switch (shown) {
                    case Period.Relative relative -> relative.unit() == CalendarUnit.MONTH;
                    case Period.Absolute absolute ->
                        days.from().getDayOfMonth() == 1 && days.to().equals(CalendarUnit.MONTH.endOf(days.to()));
                };
        Move move =
                switch (comparison) {
                    case PREVIOUS_YEAR -> new Move(12, 0);
                    case PREVIOUS_PERIOD ->
                        wholeMonths
                                ? new Move((int) CalendarUnit.MONTH.bucketsIn(days), 0)
                                : new Move(
                                        0, days.to().toEpochDay() - days.from().toEpochDay() + 1);
                    case NONE -> throw new IllegalArgumentException("no earlier period to compare with");
                };
        LocalDate lastDay = move.back(days.to());
        DateRange earlier =
                new DateRange(move.back(days.from()), wholeMonths ? CalendarUnit.MONTH.endOf(lastDay) : lastDay);

        // the first earlier day lining up with each shown bucket; the counterparts never go backwards
        List<LocalDate> starts = axis.bucketStarts();
        List<LocalDate> firsts = new ArrayList<>(starts.size() + 1);
        for (LocalDate start : starts) {
            LocalDate inside = start.isBefore(days.from()) ? days.from() : start;
            firsts.add(firstLiningUpWith(inside, earlier, days, move));
        }
        firsts.add(earlier.to().plusDays(1));
        List<Optional<DateRange>> buckets = new ArrayList<>(starts.size());
        for (int i = 0; i < starts.size(); i++) {
            LocalDate first = firsts.get(i);
            LocalDate next = firsts.get(i + 1);
            buckets.add(first.isBefore(next) ? Optional.of(new DateRange(first, next.minusDays(1))) : Optional.empty());
        }
        return new EarlierPeriod(comparison, earlier, buckets);
    }

    /** The first day of each bucket that holds any, oldest first: what the records are counted by. */
    @Override
    public List<LocalDate> starts() {
        return buckets.stream().flatMap(Optional::stream).map(DateRange::from).toList();
    }

    /** The counterpart of an earlier day in the shown period. */
    private static LocalDate counterpart(LocalDate earlierDay, DateRange shown, Move move) {
        LocalDate moved = move.forward(earlierDay);
        if (moved.isBefore(shown.from())) {
            return shown.from();
        }
        return moved.isAfter(shown.to()) ? shown.to() : moved;
    }

    /**
     * The first earlier day whose counterpart is {@code shownDay} or later; the day after the
     * earlier period when there is none. A binary search: the counterparts never go backwards.
     */
    private static LocalDate firstLiningUpWith(LocalDate shownDay, DateRange earlier, DateRange shown, Move move) {
        long low = earlier.from().toEpochDay();
        long high = earlier.to().toEpochDay() + 1;
        while (low < high) {
            long middle = low + (high - low) / 2;
            if (counterpart(LocalDate.ofEpochDay(middle), shown, move).isBefore(shownDay)) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return LocalDate.ofEpochDay(low);
    }

    /**
     * How far the comparison moves a day: whole months (a month's end stays inside the shorter
     * month: 31 March plus one month is 30 April), or days.
     */
    private record Move(int months, long days) {
        LocalDate back(LocalDate day) {
            return day.minusMonths(months).minusDays(days);
        }

        LocalDate forward(LocalDate day) {
            return day.plusMonths(months).plusDays(days);
        }
    }
}
