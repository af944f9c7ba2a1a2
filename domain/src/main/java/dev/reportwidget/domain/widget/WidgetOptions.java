package dev.reportwidget.domain.widget;

import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.SeriesData;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * How one widget request draws a report: the chart type and which data sets, in which order.
 * Rendering options travel with every request, so one report can have many differently
 * configured widgets.
 *
 * @param selection the data set positions to draw, in drawing order
 */
public record WidgetOptions(
        ChartType chartType,
        List<Integer> selection,
        boolean filterDataSets,
        List<Integer> filteredDataSetIndexes,
        boolean adjustItemsOrder,
        List<Integer> orderedDataSetIndexes) {

    private static final Pattern INDEX = Pattern.compile("^[0-9]{1,9}$");

    public WidgetOptions {
        selection = List.copyOf(selection);
        filteredDataSetIndexes = List.copyOf(filteredDataSetIndexes);
        orderedDataSetIndexes = List.copyOf(orderedDataSetIndexes);
    }

    /**
     * Reads a widget request's {@code chartType} and {@code datasetIndexes} (both may be absent).
     *
     * @throws InvalidRequestException for an unsupported chart type or an invalid selection
     */
    public static WidgetOptions parse(String chartType, String datasetIndexes, ReportDefinition report) {
        ChartType type = chartType == null
                ? report.chartType()
                : ChartType.fromWireName(chartType)
                        .orElseThrow(
                                () -> new InvalidRequestException("chartType must be one of line, bar, pie, doughnut"));
        int count = report.dataSets().size();
        if (datasetIndexes == null) {
            List<Integer> all = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                all.add(i);
            }
            return new WidgetOptions(type, all, false, List.of(), false, List.of());
        }
        List<Integer> requested = indexes(datasetIndexes, count);
        List<Integer> sorted = requested.stream().sorted().toList();
        boolean reordered = !sorted.equals(requested);
        return new WidgetOptions(type, requested, true, sorted, reordered, reordered ? requested : List.of());
    }

    private static List<Integer> indexes(String raw, int count) {
        String[] parts = raw.split(",", -1);
        List<Integer> result = new ArrayList<>(parts.length);
        Set<Integer> seen = new HashSet<>();
        for (String part : parts) {
            if (!INDEX.matcher(part).matches()) {
                throw invalid(raw, "each index is a decimal integer");
            }
            int index = Integer.parseInt(part);
            if (index >= count) {
                throw invalid(raw, "the report has " + count + " data set(s), at positions 0 to " + (count - 1));
            }
            if (!seen.add(index)) {
                throw invalid(raw, "an index may appear once");
            }
            result.add(index);
        }
        return result;
    }

    private static InvalidRequestException invalid(String raw, String why) {
        return new InvalidRequestException("datasetIndexes '" + raw + "' is not a valid selection: " + why);
    }

    /** The calculated data sets this widget draws, in drawing order. */
    public List<SeriesData> select(ReportData data) {
        return selection.stream().map(data.dataSets()::get).toList();
    }
}
