package dev.reportwidget.domain.report;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a saved report shows: validated, so every instance is drawable.
 *
 * @param format how the widget writes the values; empty: plain numbers in the viewer's locale
 * @param stacked whether bar and line series on the same value axis are drawn stacked
 */
public record ReportDefinition(
        String name,
        String desc,
        ChartType chartType,
        Period period,
        CalendarUnit granularity,
        List<DataSet> dataSets,
        Appearance appearance,
        Optional<ValueFormat> format,
        boolean stacked) {

    public static final int MAX_BUCKETS = 1_000;
    public static final int MAX_DATA_SETS = 50;

    public ReportDefinition {
        Objects.requireNonNull(name, "name");
        desc = desc == null ? "" : desc;
        Objects.requireNonNull(chartType, "chartType");
        Objects.requireNonNull(period, "period");
        Objects.requireNonNull(granularity, "granularity");
        dataSets = List.copyOf(dataSets);
        if (dataSets.isEmpty() || dataSets.size() > MAX_DATA_SETS) {
            throw new IllegalArgumentException("a report has 1.." + MAX_DATA_SETS + " data sets");
        }
        Objects.requireNonNull(appearance, "appearance");
        Objects.requireNonNull(format, "format");
    }

    /** A definition whose series are not stacked. */
    public ReportDefinition(
            String name,
            String desc,
            ChartType chartType,
            Period period,
            CalendarUnit granularity,
            List<DataSet> dataSets,
            Appearance appearance,
            Optional<ValueFormat> format) {
        this(name, desc, chartType, period, granularity, dataSets, appearance, format, false);
    }

    /** A definition without a value format. */
    public ReportDefinition(
            String name,
            String desc,
            ChartType chartType,
            Period period,
            CalendarUnit granularity,
            List<DataSet> dataSets,
            Appearance appearance) {
        this(name, desc, chartType, period, granularity, dataSets, appearance, Optional.empty());
    }
}
