package dev.reportwidget.domain.report;

import java.math.BigDecimal;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * One series of a report: what it counts, how it looks, the value axis it is drawn against, and
 * how its number is judged. A plain data set aggregates the records its filter matches; a
 * calculated one ({@link #formula}) counts no record itself and has the neutral aggregation and
 * filter: it is worked out from the plain data sets its formula names by key
 * (docs/reports-and-widgets.md#calculated-data-sets).
 *
 * @param higherIsBetter whether a rise is good news (the default) or bad news (costs, churn): a
 *     number widget colours its change by it
 * @param goal the value the data set aims at over the period, if it has one
 * @param key the name a formula gives it, unique within its report
 * @param formula what a calculated data set calculates; empty for a plain one
 * @param format how its values are written, when not as the report's
 * @param breakdown how a plain data set is split into a series per value of a label; empty: one series
 */
public record DataSet(
        String label,
        String color,
        Aggregation aggregation,
        DataSetFilter filter,
        ValueAxis axis,
        boolean higherIsBetter,
        Optional<BigDecimal> goal,
        Optional<String> key,
        Optional<Formula> formula,
        Optional<ValueFormat> format,
        Optional<Breakdown> breakdown) {

    /** A key: a lowercase letter, then up to 31 lowercase letters, digits or underscores. */
    public static final Pattern KEY = Pattern.compile("[a-z][a-z0-9_]{0,31}");

    public DataSet {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(color, "color");
        Objects.requireNonNull(aggregation, "aggregation");
        Objects.requireNonNull(filter, "filter");
        Objects.requireNonNull(axis, "axis");
        Objects.requireNonNull(goal, "goal");
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(formula, "formula");
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(breakdown, "breakdown");
        if (key.isPresent() && !KEY.matcher(key.get()).matches()) {
            throw new IllegalArgumentException("not a data set key: " + key.get());
        }
        if (formula.isPresent() && (aggregation != Aggregation.SUM || !filter.equals(DataSetFilter.ALL))) {
            throw new IllegalArgumentException("a calculated data set has the neutral aggregation and filter");
        }
        if (formula.isPresent() && breakdown.isPresent()) {
            throw new IllegalArgumentException("a calculated data set is not broken down");
        }
    }

    /** A plain data set without a key or a format of its own. */
    public DataSet(
            String label,
            String color,
            Aggregation aggregation,
            DataSetFilter filter,
            ValueAxis axis,
            boolean higherIsBetter,
            Optional<BigDecimal> goal) {
        this(
                label,
                color,
                aggregation,
                filter,
                axis,
                higherIsBetter,
                goal,
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty());
    }

    /** A data set where higher is better, without a goal. */
    public DataSet(String label, String color, Aggregation aggregation, DataSetFilter filter, ValueAxis axis) {
        this(label, color, aggregation, filter, axis, true, Optional.empty());
    }

    /** A data set on the left value axis, as every data set is unless it asks otherwise. */
    public DataSet(String label, String color, Aggregation aggregation, DataSetFilter filter) {
        this(label, color, aggregation, filter, ValueAxis.LEFT);
    }

    /** A calculated data set. */
    public static DataSet calculated(
            String label,
            String color,
            Formula formula,
            ValueAxis axis,
            boolean higherIsBetter,
            Optional<BigDecimal> goal,
            Optional<String> key,
            Optional<ValueFormat> format) {
        return new DataSet(
                label,
                color,
                Aggregation.SUM,
                DataSetFilter.ALL,
                axis,
                higherIsBetter,
                goal,
                key,
                Optional.of(formula),
                format,
                Optional.empty());
    }

    /** Whether it is worked out from other data sets rather than counted from records. */
    public boolean isCalculated() {
        return formula.isPresent();
    }

    /** The same data set with a key and a format of its own. */
    public DataSet withKeyAndFormat(Optional<String> newKey, Optional<ValueFormat> newFormat) {
        return new DataSet(
                label, color, aggregation, filter, axis, higherIsBetter, goal, newKey, formula, newFormat, breakdown);
    }

    /** The same data set split by a breakdown (or not split, for empty). */
    public DataSet withBreakdown(Optional<Breakdown> newBreakdown) {
        return new DataSet(
                label, color, aggregation, filter, axis, higherIsBetter, goal, key, formula, format, newBreakdown);
    }

    /** Whether it is split into a series per value. */
    public boolean isBrokenDown() {
        return breakdown.isPresent();
    }

    /** The same data set counting the records of another filter. */
    public DataSet withFilter(DataSetFilter other) {
        return new DataSet(
                label, color, aggregation, other, axis, higherIsBetter, goal, key, formula, format, breakdown);
    }
}
