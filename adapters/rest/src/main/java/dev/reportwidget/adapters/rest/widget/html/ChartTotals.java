package dev.reportwidget.adapters.rest.widget.html;

import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.domain.report.Aggregation;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.widget.DrawnSeries;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;

/**
 * A chart's figures over its whole period, as the embedded data and the table show them: each data
 * set's value over the period, and a pie's or doughnut's share of each slice.
 */
final class ChartTotals {

    private ChartTotals() {}

    /**
     * A data set's value over the whole period, from its buckets: the sum for {@code sum} and
     * {@code count}, the lowest and highest bucket for {@code min} and {@code max}, and for
     * {@code avg} the mean of the buckets that have a value (the buckets do not carry their record
     * counts). Null when no bucket has a value.
     */
    static BigDecimal periodTotal(Aggregation aggregation, List<BigDecimal> buckets) {
        List<BigDecimal> values = buckets.stream().filter(v -> v != null).toList();
        if (values.isEmpty()) {
            return aggregation == Aggregation.SUM || aggregation == Aggregation.COUNT ? BigDecimal.ZERO : null;
        }
        return switch (aggregation) {
            case SUM, COUNT -> values.stream().reduce(BigDecimal.ZERO, BigDecimal::add);
            case MIN -> values.stream().min(BigDecimal::compareTo).orElseThrow();
            case MAX -> values.stream().max(BigDecimal::compareTo).orElseThrow();
            case AVG ->
                values.stream()
                        .reduce(BigDecimal.ZERO, BigDecimal::add)
                        .divide(BigDecimal.valueOf(values.size()), MathContext.DECIMAL64)
                        .stripTrailingZeros();
        };
    }

    /**
     * Each drawn series' value over the period, in drawing order: a pie's slices (a broken-down
     * data set's one per value). A plain data
     * set's is {@link #periodTotal} of its buckets; a calculated one's is its formula over its
     * operands' period values (a ratio of sums, not a sum of bucket ratios), null when it has none.
     */
    static List<BigDecimal> of(WidgetContent content) {
        List<DrawnSeries> drawn = content.drawn();
        List<BigDecimal> totals = new ArrayList<>(drawn.size());
        for (DrawnSeries series : drawn) {
            DataSet set = series.dataSet();
            totals.add(
                    set.isCalculated()
                            ? series.series().periodValue().orElse(null)
                            : periodTotal(set.aggregation(), series.series().data()));
        }
        return totals;
    }

    /**
     * Each slice's share of the whole pie: its value over the sum of all; null for a slice without a
     * value, and for every slice when a value is negative or the sum is not above zero (a pie of
     * those has no shares).
     */
    static List<BigDecimal> shares(List<BigDecimal> values) {
        BigDecimal sum = BigDecimal.ZERO;
        boolean negative = false;
        for (BigDecimal value : values) {
            if (value != null) {
                sum = sum.add(value);
                negative |= value.signum() < 0;
            }
        }
        BigDecimal whole = negative ? BigDecimal.ZERO : sum;
        return values.stream()
                .map(value -> value == null || whole.signum() <= 0
                        ? null
                        : value.divide(whole, new MathContext(6)).stripTrailingZeros())
                .toList();
    }
}
