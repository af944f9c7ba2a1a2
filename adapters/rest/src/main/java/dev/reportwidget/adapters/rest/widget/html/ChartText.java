package dev.reportwidget.adapters.rest.widget.html;

import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.SeriesData;
import dev.reportwidget.domain.widget.DrawnSeries;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A chart's data as text, for whoever does not see the canvas: the canvas's one-sentence summary
 * and the data table (shown for {@code view=table}, and in every document for screen readers).
 */
final class ChartText {

    private ChartText() {}

    /**
     * The canvas's text alternative with ISO dates and the totals in the report's format (plain
     * without one); the script rewrites it with the locale's formats, from the same words.
     */
    static String summary(
            String name,
            WidgetContent content,
            List<String> labels,
            Map<String, String> words,
            FormattedNumbers numbers) {
        List<DrawnSeries> drawn = content.drawn();
        List<String> each = new ArrayList<>(drawn.size());
        for (DrawnSeries series : drawn) {
            String value = numbers.of(series.dataSet()).format(total(series));
            each.add(ChartWidgetRenderer.fill(
                    words.get("total"), Map.of("label", label(series, words), "value", value)));
        }
        String totals = String.join("; ", each);
        return ChartWidgetRenderer.fill(
                words.get("summary"),
                Map.of(
                        "name",
                        name,
                        "from",
                        labels.isEmpty() ? "" : labels.get(0),
                        "to",
                        labels.isEmpty() ? "" : labels.get(labels.size() - 1),
                        "totals",
                        totals));
    }

    /**
     * The data as a table: a row per bucket, a totals row, and for a pie or doughnut the share of
     * each slice (its value over the period, as the chart draws it).
     */
    static WidgetPage.Table table(
            String name, WidgetContent content, Map<String, String> words, FormattedNumbers numbers) {
        List<String> labels = content.data().labels();
        List<DrawnSeries> shown = content.drawn();
        // a column per comparison series, after the shown series, in the same order
        List<DrawnSeries> earlier = content.drawnEarlier();
        List<DrawnSeries> drawn = new ArrayList<>(shown);
        drawn.addAll(earlier);
        List<String> columns = new ArrayList<>(
                shown.stream().map(series -> label(series, words)).toList());
        earlier.forEach(series -> columns.add(EmbeddedChartData.comparisonLabel(content, label(series, words), words)));
        List<WidgetPage.Row> rows = new ArrayList<>(labels.size());
        // each column in its data set's format; a comparison column is its data set's
        List<FormattedNumbers> formats =
                drawn.stream().map(series -> numbers.of(series.dataSet())).toList();
        for (int i = 0; i < labels.size(); i++) {
            List<WidgetPage.Cell> cells = new ArrayList<>(drawn.size());
            for (int column = 0; column < drawn.size(); column++) {
                cells.add(cell(drawn.get(column).series().data().get(i), formats.get(column)));
            }
            rows.add(new WidgetPage.Row(labels.get(i), cells));
        }
        List<WidgetPage.Cell> totalCells = new ArrayList<>(drawn.size());
        for (int column = 0; column < drawn.size(); column++) {
            totalCells.add(cell(total(drawn.get(column)), formats.get(column)));
        }
        WidgetPage.Row totals = new WidgetPage.Row(words.get("totalRow"), totalCells);
        ChartType type = content.options().chartType();
        WidgetPage.Row shares = type == ChartType.PIE || type == ChartType.DOUGHNUT
                ? new WidgetPage.Row(
                        words.get("shareRow"),
                        ChartTotals.shares(ChartTotals.of(content)).stream()
                                .map(share -> new WidgetPage.Cell(
                                        share == null ? null : share.toPlainString(), numbers.share(share)))
                                .collect(Collectors.toCollection(ArrayList::new)))
                : null;
        if (shares != null) {
            // the earlier period's columns have no share of this pie
            earlier.forEach(set -> shares.cells().add(new WidgetPage.Cell(null, "")));
        }
        return new WidgetPage.Table(
                ChartWidgetRenderer.fill(words.get("tableCaption"), Map.of("name", name)),
                words.get("dateColumn"),
                columns,
                rows,
                totals,
                shares);
    }

    /**
     * The text in the report's format, and the raw value for the script to format again when the
     * text is not that value already (a format, a locale's separators).
     */
    private static WidgetPage.Cell cell(BigDecimal value, FormattedNumbers numbers) {
        String raw = value == null ? "" : value.toPlainString();
        String text = numbers.format(value);
        return new WidgetPage.Cell(raw.equals(text) ? null : raw, text);
    }

    /** A series' label in the widget's language: a broken-down one's value, "(none)" or "Other". */
    static String label(DrawnSeries series, Map<String, String> words) {
        return series.label(words.get("breakdownNone"), words.get("breakdownOther"));
    }

    /**
     * A column's total: a calculated data set's formula over its operands' period values (a ratio
     * of sums, never a sum of bucket ratios); a plain data set's (or one part's) sum of its buckets.
     */
    static BigDecimal total(DrawnSeries series) {
        return series.dataSet().isCalculated() ? series.series().periodValue().orElse(null) : total(series.series());
    }

    /** Each data set's total over the period, ignoring empty buckets. */
    static BigDecimal total(SeriesData set) {
        return set.data().stream().filter(v -> v != null).reduce(BigDecimal.ZERO, BigDecimal::add);
    }
}
