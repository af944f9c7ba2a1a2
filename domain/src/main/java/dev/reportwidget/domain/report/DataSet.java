package dev.reportwidget.domain.report;

import java.util.Objects;

/** One series of a report: what it counts, how it looks, and the value axis it is drawn against. */
public record DataSet(String label, String color, Aggregation aggregation, DataSetFilter filter, ValueAxis axis) {
    public DataSet {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(color, "color");
        Objects.requireNonNull(aggregation, "aggregation");
        Objects.requireNonNull(filter, "filter");
        Objects.requireNonNull(axis, "axis");
    }

    /** A data set on the left value axis, as every data set is unless it asks otherwise. */
    public DataSet(String label, String color, Aggregation aggregation, DataSetFilter filter) {
        this(label, color, aggregation, filter, ValueAxis.LEFT);
    }
}
