package dev.reportwidget.domain.report;

import java.util.List;
import java.util.Objects;

/** What a saved report shows: validated, so every instance is drawable. */
public record ReportDefinition(
        String name,
        String desc,
        ChartType chartType,
        Period period,
        CalendarUnit granularity,
        List<DataSet> dataSets,
        Appearance appearance) {

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
    }
}
