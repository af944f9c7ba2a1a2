package dev.reportwidget.domain.widget;

import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.Comparison;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.SeriesData;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * How one widget request draws a report: the widget type, the chart type, which data sets in which
 * order, and the earlier period it compares with. Rendering options travel with every request, so
 * one report can have many differently configured widgets.
 *
 * @param selection the selection as the request named it
 * @param positions the data set positions it draws in the report, in drawing order
 * @param comparison the earlier period shown beside the data; {@link Comparison#NONE} for none
 */
public record WidgetOptions(
        WidgetType type,
        ChartType chartType,
        DataSetSelection selection,
        List<Integer> positions,
        Comparison comparison) {

    public WidgetOptions {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(chartType, "chartType");
        Objects.requireNonNull(selection, "selection");
        positions = List.copyOf(positions);
        Objects.requireNonNull(comparison, "comparison");
    }

    /** A chart without a comparison. */
    public WidgetOptions(ChartType chartType, DataSetSelection selection, List<Integer> positions) {
        this(WidgetType.CHART, chartType, selection, positions, Comparison.NONE);
    }

    /**
     * Applies a request's chart type (the report's own when absent) and data set selection to a
     * report, for a chart without a comparison.
     *
     * @throws dev.reportwidget.domain.error.InvalidRequestException when the selection names a
     *     position the report does not have
     */
    public static WidgetOptions of(Optional<ChartType> chartType, DataSetSelection selection, ReportDefinition report) {
        return new WidgetOptions(chartType.orElse(report.chartType()), selection, selection.positionsIn(report));
    }

    /**
     * Applies a request to a report: a chart draws every data set unless the request names some, and
     * compares with nothing unless asked; a number widget shows the first data set unless the request
     * names 1 to {@link WidgetType#MAX_NUMBERS}, and compares with the previous period unless asked
     * otherwise ({@code compare=none} turns it off).
     *
     * @throws InvalidRequestException when the selection names a position the report does not have,
     *     or more data sets than a number widget shows
     */
    public static WidgetOptions of(
            WidgetType type,
            Optional<ChartType> chartType,
            DataSetSelection selection,
            Optional<Comparison> comparison,
            ReportDefinition report) {
        ChartType chart = chartType.orElse(report.chartType());
        if (type == WidgetType.CHART) {
            return new WidgetOptions(
                    type, chart, selection, selection.positionsIn(report), comparison.orElse(Comparison.NONE));
        }
        List<Integer> positions =
                selection instanceof DataSetSelection.Chosen ? selection.positionsIn(report) : List.of(0);
        if (positions.size() > WidgetType.MAX_NUMBERS) {
            throw new InvalidRequestException("a number widget shows 1 to " + WidgetType.MAX_NUMBERS
                    + " data sets; datasetIndexes names " + positions.size());
        }
        return new WidgetOptions(type, chart, selection, positions, comparison.orElse(Comparison.PREVIOUS_PERIOD));
    }

    /**
     * The series this widget draws, in drawing order: each drawn data set's, a broken-down one's
     * parts in their order (its own series when it has none: no record in the period).
     */
    public List<DrawnSeries> drawn(ReportDefinition report, ReportData data) {
        return drawn(report, data.dataSets());
    }

    /** The earlier period's series lined up with {@link #drawn}; empty without a comparison. */
    public List<DrawnSeries> drawnEarlier(ReportDefinition report, ReportData data) {
        return data.earlier().map(earlier -> drawn(report, earlier.dataSets())).orElse(List.of());
    }

    private List<DrawnSeries> drawn(ReportDefinition report, List<SeriesData> series) {
        boolean alone = positions.size() == 1;
        List<DrawnSeries> drawn = new java.util.ArrayList<>();
        for (int position : positions) {
            SeriesData set = series.get(position);
            DataSet definition = report.dataSets().get(position);
            if (set.parts().isEmpty()) {
                drawn.add(new DrawnSeries(position, definition, set, alone));
            } else {
                set.parts().forEach(part -> drawn.add(new DrawnSeries(position, definition, part, alone)));
            }
        }
        return drawn;
    }

    /** This widget's numbers over the data, one per drawn data set, in drawing order. */
    public List<KeyNumber> numbers(ReportDefinition report, ReportData data) {
        return positions.stream()
                .map(position -> KeyNumber.of(
                        position,
                        report.dataSets().get(position),
                        data.dataSets().get(position),
                        data.earlier().map(earlier -> earlier.dataSets().get(position))))
                .toList();
    }
}
