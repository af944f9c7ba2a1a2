package dev.reportwidget.domain.widget;

import dev.reportwidget.domain.report.BreakdownValue;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.SeriesData;
import java.util.Objects;
import java.util.Optional;

/**
 * One series a chart draws: a data set's, or one part of a broken-down data set's, with the data
 * set it belongs to (whose aggregation, format and axis it takes).
 *
 * @param position the data set's position in the report
 * @param alone whether its data set is the only one the widget draws: a part is then labelled by
 *     its value alone, else by its data set's label and its value
 */
public record DrawnSeries(int position, DataSet dataSet, SeriesData series, boolean alone) {

    /** Joins a data set's label and a value's in a part's label. */
    public static final String JOIN = " \u00b7 ";

    public DrawnSeries {
        Objects.requireNonNull(dataSet, "dataSet");
        Objects.requireNonNull(series, "series");
    }

    /** The value it stands for, when it is a part of a broken-down data set. */
    public Optional<BreakdownValue> value() {
        return series.value();
    }

    /**
     * Its label in a widget's words: a data set's label; for a part, its value ({@code none} or
     * {@code other} in the widget's language), after its data set's label unless that is drawn alone.
     */
    public String label(String none, String other) {
        if (series.value().isEmpty()) {
            return series.label();
        }
        String value =
                switch (series.value().get()) {
                    case BreakdownValue.Of of -> of.text();
                    case BreakdownValue.None ignored -> none;
                    case BreakdownValue.Other ignored -> other;
                };
        return alone ? value : dataSet.label() + JOIN + value;
    }
}
