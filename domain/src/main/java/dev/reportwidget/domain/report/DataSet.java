package dev.reportwidget.domain.report;

import java.math.BigDecimal;
import java.util.Objects;
import java.util.Optional;

/**
 * One series of a report: what it counts, how it looks, the value axis it is drawn against, and
 * how its number is judged.
 *
 * @param higherIsBetter whether a rise is good news (the default) or bad news (costs, churn): a
 *     number widget colours its change by it
 * @param goal the value the data set aims at over the period, if it has one
 */
public record DataSet(
        String label,
        String color,
        Aggregation aggregation,
        DataSetFilter filter,
        ValueAxis axis,
        boolean higherIsBetter,
        Optional<BigDecimal> goal) {
    public DataSet {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(color, "color");
        Objects.requireNonNull(aggregation, "aggregation");
        Objects.requireNonNull(filter, "filter");
        Objects.requireNonNull(axis, "axis");
        Objects.requireNonNull(goal, "goal");
    }

    /** A data set where higher is better, without a goal. */
    public DataSet(String label, String color, Aggregation aggregation, DataSetFilter filter, ValueAxis axis) {
        this(label, color, aggregation, filter, axis, true, Optional.empty());
    }

    /** A data set on the left value axis, as every data set is unless it asks otherwise. */
    public DataSet(String label, String color, Aggregation aggregation, DataSetFilter filter) {
        this(label, color, aggregation, filter, ValueAxis.LEFT);
    }

    /** The same data set counting the records of another filter. */
    public DataSet withFilter(DataSetFilter other) {
        return new DataSet(label, color, aggregation, other, axis, higherIsBetter, goal);
    }
}
