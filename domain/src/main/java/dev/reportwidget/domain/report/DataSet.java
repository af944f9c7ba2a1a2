package dev.reportwidget.domain.report;

import java.util.Objects;

/** One series of a report: its label, color, aggregation and record filter. */
public record DataSet(String label, String color, Aggregation aggregation, DataSetFilter filter) {
    public DataSet {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(color, "color");
        Objects.requireNonNull(aggregation, "aggregation");
        Objects.requireNonNull(filter, "filter");
    }
}
