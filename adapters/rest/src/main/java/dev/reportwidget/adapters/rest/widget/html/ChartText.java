package dev.reportwidget.adapters.rest.widget.html;

import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.SeriesData;
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
            List<String> labels,
            List<SeriesData> drawn,
            Map<String, String> words,
            FormattedNumbers numbers) {
        String totals = drawn.stream()
                .map(set -> ChartWidgetRenderer.fill(
                        words.get("total"), Map.of("label", set.label(), "value", numbers.format(total(set)))))
                .collect(Collectors.joining("; "));
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
        List<SeriesData> shown = content.dataSets();
        // a column per comparison series, after the shown data sets, in the same order
        List<SeriesData> earlier = content.options().selectEarlier(content.data());
        List<SeriesData> drawn = new ArrayList<>(shown);
        drawn.addAll(earlier);
        List<String> columns =
                new ArrayList<>(shown.stream().map(SeriesData::label).toList());
        earlier.forEach(set -> columns.add(EmbeddedChartData.comparisonLabel(content, set.label(), words)));
        List<WidgetPage.Row> rows = new ArrayList<>(labels.size());
        for (int i = 0; i < labels.size(); i++) {
            int bucket = i;
            rows.add(new WidgetPage.Row(
                    labels.get(i),
                    drawn.stream()
                            .map(set -> cell(set.data().get(bucket), numbers))
                            .toList()));
        }
        WidgetPage.Row totals = new WidgetPage.Row(
                words.get("totalRow"),
                drawn.stream().map(set -> cell(total(set), numbers)).toList());
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

    /** Each data set's total over the period, ignoring empty buckets. */
    static BigDecimal total(SeriesData set) {
        return set.data().stream().filter(v -> v != null).reduce(BigDecimal.ZERO, BigDecimal::add);
    }
}
