package dev.reportwidget.domain.widget;

import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.SeriesData;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * How one widget request draws a report: the chart type and which data sets, in which order.
 * Rendering options travel with every request, so one report can have many differently
 * configured widgets.
 *
 * @param selection the selection as the request named it
 * @param positions the data set positions it draws in the report, in drawing order
 */
public record WidgetOptions(ChartType chartType, DataSetSelection selection, List<Integer> positions) {

    public WidgetOptions {
        Objects.requireNonNull(chartType, "chartType");
        Objects.requireNonNull(selection, "selection");
        positions = List.copyOf(positions);
    }

    /**
     * Applies a request's chart type (the report's own when absent) and data set selection to a
     * report.
     *
     * @throws dev.reportwidget.domain.error.InvalidRequestException when the selection names a
     *     position the report does not have
     */
    public static WidgetOptions of(Optional<ChartType> chartType, DataSetSelection selection, ReportDefinition report) {
        return new WidgetOptions(chartType.orElse(report.chartType()), selection, selection.positionsIn(report));
    }

    /** The calculated data sets this widget draws, in drawing order. */
    public List<SeriesData> select(ReportData data) {
        return positions.stream().map(data.dataSets()::get).toList();
    }
}
