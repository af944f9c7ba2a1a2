package dev.reportwidget.domain.widget;

import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.SeriesData;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One number of a number widget: a data set's value over the whole period (its true aggregate, not
 * one of its buckets'), what it was over the earlier period, the change, the share of its goal, and
 * its buckets for a sparkline.
 *
 * @param index the data set's position in the report
 * @param value the period's value; empty when the period has none (avg, min, max without records)
 * @param previousValue the earlier period's value; empty without a comparison or without a value
 * @param change {@code value - previousValue}; empty unless both are there
 * @param changeRatio {@code change / |previousValue|}; empty when the previous value is 0 or none
 *     (the widget then says "new"): never infinite, never NaN
 * @param goalRatio {@code value / goal}; empty without a goal, a value, or for a goal of 0
 * @param spark the period's bucket values, in order (null for an empty bucket without a value)
 */
public record KeyNumber(
        int index,
        String label,
        String color,
        Optional<BigDecimal> value,
        Optional<BigDecimal> previousValue,
        Optional<BigDecimal> change,
        Optional<BigDecimal> changeRatio,
        Optional<BigDecimal> goal,
        Optional<BigDecimal> goalRatio,
        boolean higherIsBetter,
        List<BigDecimal> spark) {

    /** Ratios carry this many significant digits. */
    private static final MathContext RATIO = MathContext.DECIMAL64;

    public KeyNumber {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(color, "color");
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(previousValue, "previousValue");
        Objects.requireNonNull(change, "change");
        Objects.requireNonNull(changeRatio, "changeRatio");
        Objects.requireNonNull(goal, "goal");
        Objects.requireNonNull(goalRatio, "goalRatio");
        spark = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(spark));
    }

    /**
     * The number of one data set.
     *
     * @param earlier the data set over the earlier period; empty without a comparison
     */
    public static KeyNumber of(int index, DataSet set, SeriesData shown, Optional<SeriesData> earlier) {
        Optional<BigDecimal> value = shown.periodValue();
        Optional<BigDecimal> previous = earlier.flatMap(SeriesData::periodValue);
        Optional<BigDecimal> change = value.flatMap(now -> previous.map(now::subtract));
        Optional<BigDecimal> changeRatio = change.flatMap(difference -> previous.filter(p -> p.signum() != 0)
                .map(p -> difference.divide(p.abs(), RATIO).stripTrailingZeros()));
        Optional<BigDecimal> goalRatio = value.flatMap(
                now -> set.goal().filter(goal -> goal.signum() != 0).map(goal -> now.divide(goal, RATIO)
                        .stripTrailingZeros()));
        return new KeyNumber(
                index,
                shown.label(),
                shown.color(),
                value,
                previous,
                change,
                changeRatio,
                set.goal(),
                goalRatio,
                set.higherIsBetter(),
                shown.data());
    }

    /** Whether the change is good news: a rise where higher is better, a fall where it is not; empty for no change. */
    public Optional<Boolean> good() {
        return change.filter(c -> c.signum() != 0).map(c -> (c.signum() > 0) == higherIsBetter);
    }

    /**
     * Whether the number is "new" in a widget that compares: it has a value but no relative change
     * (the earlier period's value is 0 or none).
     */
    public boolean isNew() {
        return value.isPresent() && changeRatio.isEmpty();
    }
}
