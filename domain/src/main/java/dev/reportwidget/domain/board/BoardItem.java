package dev.reportwidget.domain.board;

import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.Comparison;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.WidgetType;
import java.util.Objects;
import java.util.Optional;

/**
 * One widget of a board: a report of the board's property, drawn with the options a widget URL of
 * that report names. The report may be deleted later: the item stays, and the board shows a
 * placeholder for it.
 *
 * @param chartType a chart item's chart type; empty for the report's own (and always for a number)
 * @param dataSets the data sets shown, in order; {@link DataSetSelection#ALL} when none are named
 *     (every one for a chart, the first for a number)
 * @param compare the comparison; empty for the widget type's default
 */
public record BoardItem(
        ReportId reportId,
        WidgetType widget,
        Optional<ChartType> chartType,
        DataSetSelection dataSets,
        Optional<Comparison> compare,
        ItemWidth width) {

    public BoardItem {
        Objects.requireNonNull(reportId, "reportId");
        Objects.requireNonNull(widget, "widget");
        Objects.requireNonNull(chartType, "chartType");
        Objects.requireNonNull(dataSets, "dataSets");
        Objects.requireNonNull(compare, "compare");
        Objects.requireNonNull(width, "width");
        if (widget != WidgetType.CHART && chartType.isPresent()) {
            throw new IllegalArgumentException("only a chart item has a chart type");
        }
        if (widget == WidgetType.NUMBER
                && dataSets instanceof DataSetSelection.Chosen chosen
                && chosen.indexes().size() > WidgetType.MAX_NUMBERS) {
            throw new IllegalArgumentException("a number item shows at most " + WidgetType.MAX_NUMBERS + " data sets");
        }
    }

    /** A chart of a report; {@code chartType} empty for the report's own. */
    public static BoardItem chart(
            ReportId reportId,
            Optional<ChartType> chartType,
            DataSetSelection dataSets,
            Optional<Comparison> compare,
            ItemWidth width) {
        return new BoardItem(reportId, WidgetType.CHART, chartType, dataSets, compare, width);
    }

    /** The numbers of a report's data sets (at most {@link WidgetType#MAX_NUMBERS}). */
    public static BoardItem number(
            ReportId reportId, DataSetSelection dataSets, Optional<Comparison> compare, ItemWidth width) {
        return new BoardItem(reportId, WidgetType.NUMBER, Optional.empty(), dataSets, compare, width);
    }

    /**
     * The comparison the item shows: its own, else its widget type's default (a number compares
     * with the previous period, a chart with nothing), as the widget's own endpoint defaults it.
     */
    public Comparison comparison() {
        return compare.orElse(widget == WidgetType.NUMBER ? Comparison.PREVIOUS_PERIOD : Comparison.NONE);
    }
}
