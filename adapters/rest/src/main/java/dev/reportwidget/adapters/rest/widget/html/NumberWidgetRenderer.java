package dev.reportwidget.adapters.rest.widget.html;

import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.domain.report.Comparison;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.widget.EmbedOptions;
import dev.reportwidget.domain.widget.KeyNumber;
import dev.reportwidget.domain.widget.WidgetView;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A number widget's numbers as an HTML fragment: per number its label, its value over the period in
 * the report's format and the widget's locale, the change against the earlier period (coloured by
 * whether it is good news; "new" without an earlier value), a progress bar towards its goal, and a
 * sparkline of the period's buckets as inline SVG (no script). With {@code view=table}, a table of
 * the same numbers instead. The widget document embeds it; a page of several widgets can embed it
 * the same way (the widget stylesheet styles it).
 */
public final class NumberWidgetRenderer {

    private NumberWidgetRenderer() {}

    @CheckedTemplate
    static class Templates {
        /** {@code templates/NumberWidgetRenderer/numbers.html} */
        static native TemplateInstance numbers(NumbersPage page);
    }

    /** What the fragment shows: tiles, or the numbers as a table. */
    record NumbersPage(String countClass, List<Tile> tiles, boolean table, NumberTable numberTable) {}

    /**
     * One number's tile; every text is escaped by the template.
     *
     * @param tone {@code good}, {@code bad} or {@code flat}: fixed words, never input
     * @param change the change in words ("+12 (+25 %) vs. previous period", or "new"), null without a comparison
     * @param goalWidth the bar's filled share, 0 to 100, null without a goal
     * @param spark the sparkline's points in a 100 x 24 box, null with fewer than two values
     */
    record Tile(
            String label,
            String color,
            String value,
            String tone,
            String arrow,
            String change,
            String goalWidth,
            String goalText,
            String spark) {}

    record NumberTable(String caption, List<String> columns, List<NumberRow> rows) {}

    record NumberRow(String label, List<String> cells) {}

    /** The fragment of this content's numbers, in the embed's locale and view. */
    public static String html(WidgetContent content, EmbedOptions embed) {
        ReportDefinition report = content.report().definition();
        FormattedNumbers reportNumbers = new FormattedNumbers(report.format(), embed.locale());
        Map<String, String> words = WidgetMessages.of(embed.locale());
        Comparison comparison = content.options().comparison();
        String versus = comparison == Comparison.NONE
                ? ""
                : words.get(comparison == Comparison.PREVIOUS_YEAR ? "versusPreviousYear" : "versusPreviousPeriod");
        List<KeyNumber> shown = content.numbers();
        List<Tile> tiles = new ArrayList<>(shown.size());
        List<NumberRow> rows = new ArrayList<>(shown.size());
        for (int i = 0; i < shown.size(); i++) {
            KeyNumber number = shown.get(i);
            // each number in its data set's format, when it has one (a broken-down one's unbroken)
            FormattedNumbers numbers = reportNumbers.of(report.dataSets().get(number.index()));
            String color = ChartColors.hexOr(number.color(), "#4e79a7");
            String value = number.value().map(numbers::format).orElse("–");
            String change = comparison == Comparison.NONE ? null : change(number, numbers, words, versus);
            String goalText = number.goal()
                    .map(goal -> ChartWidgetRenderer.fill(
                            words.get("goalReached"),
                            Map.of(
                                    "share",
                                    numbers.share(number.goalRatio().orElse(BigDecimal.ZERO)),
                                    "goal",
                                    numbers.format(goal))))
                    .orElse(null);
            tiles.add(new Tile(
                    number.label(),
                    color,
                    value,
                    number.good().map(good -> good ? "good" : "bad").orElse("flat"),
                    number.change()
                            .map(c -> c.signum() > 0 ? "▲" : c.signum() < 0 ? "▼" : "")
                            .orElse(""),
                    change,
                    number.goal().isPresent() ? goalWidth(number) : null,
                    goalText,
                    spark(number.spark())));
            rows.add(new NumberRow(
                    number.label(),
                    List.of(
                            value,
                            number.previousValue().map(numbers::format).orElse(""),
                            change == null ? "" : change,
                            goalText == null ? "" : goalText)));
        }
        boolean table = embed.view() == WidgetView.TABLE;
        NumberTable numberTable = new NumberTable(
                ChartWidgetRenderer.fill(words.get("tableCaption"), Map.of("name", report.name())),
                List.of(
                        words.get("valueColumn"),
                        words.get("previousColumn"),
                        words.get("changeColumn"),
                        words.get("goalColumn")),
                rows);
        return Templates.numbers(new NumbersPage("count-" + shown.size(), tiles, table, numberTable))
                .render();
    }

    /** The change in words: signed, with the relative change, or "new" when there is none to divide by. */
    private static String change(KeyNumber number, FormattedNumbers numbers, Map<String, String> words, String versus) {
        if (number.value().isEmpty()) {
            return null;
        }
        if (number.isNew()) {
            return words.get("newNumber") + " " + versus;
        }
        BigDecimal change = Objects.requireNonNull(number.change().orElse(null));
        String sign = change.signum() > 0 ? "+" : "";
        String ratio = number.changeRatio()
                .map(r -> " (" + (r.signum() > 0 ? "+" : "") + numbers.share(r) + ")")
                .orElse("");
        return sign + numbers.format(change) + ratio + " " + versus;
    }

    /** The goal bar's filled share: the goal ratio as a percentage from 0 to 100. */
    private static String goalWidth(KeyNumber number) {
        BigDecimal percent = number.goalRatio()
                .orElse(BigDecimal.ZERO)
                .multiply(BigDecimal.valueOf(100))
                .max(BigDecimal.ZERO)
                .min(BigDecimal.valueOf(100));
        return percent.setScale(1, RoundingMode.HALF_UP).toPlainString();
    }

    /**
     * The sparkline's points in a 100 x 24 box (a little margin above and below), empty buckets left
     * out; null with fewer than two values.
     */
    static String spark(List<BigDecimal> values) {
        int count = values.size();
        BigDecimal min = null;
        BigDecimal max = null;
        int present = 0;
        for (BigDecimal v : values) {
            if (v != null) {
                min = min == null ? v : min.min(v);
                max = max == null ? v : max.max(v);
                present++;
            }
        }
        if (present < 2) {
            return null;
        }
        double low = min.doubleValue();
        double span = max.doubleValue() - low;
        StringBuilder points = new StringBuilder();
        for (int i = 0; i < count; i++) {
            BigDecimal v = values.get(i);
            if (v == null) {
                continue;
            }
            double x = count == 1 ? 50 : 100.0 * i / (count - 1);
            double y = span == 0 ? 12 : 22 - 20 * (v.doubleValue() - low) / span;
            if (!points.isEmpty()) {
                points.append(' ');
            }
            points.append(String.format(java.util.Locale.ROOT, "%.1f,%.1f", x, y));
        }
        return points.toString();
    }
}
