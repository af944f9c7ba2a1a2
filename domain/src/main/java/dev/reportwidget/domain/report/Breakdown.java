package dev.reportwidget.domain.report;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * How a plain data set is split into several series: one per value of a dimension among the
 * {@code top} values with the greatest aggregate over the shown period (ties: the value's text
 * ascending by code point), then, with {@code other}, one series of the records in none of them
 * (docs/reports-and-widgets.md#breakdowns).
 *
 * @param chosen the values to show instead of ranking them, in order (with {@link
 *     BreakdownValue.Other} last when the rest is shown): a comparison's earlier period keeps the
 *     shown period's series. Empty in a report's definition.
 */
public record Breakdown(Dimension by, int top, boolean other, Optional<List<BreakdownValue>> chosen) {

    public static final int DEFAULT_TOP = 10;
    public static final int MAX_TOP = 50;

    public Breakdown {
        Objects.requireNonNull(by, "by");
        if (top < 1 || top > MAX_TOP) {
            throw new IllegalArgumentException("a breakdown shows 1 to " + MAX_TOP + " values: " + top);
        }
        chosen = chosen.map(List::copyOf);
    }

    /** A breakdown as a report defines it: its values ranked when calculated. */
    public Breakdown(Dimension by, int top, boolean other) {
        this(by, top, other, Optional.empty());
    }

    /** The most series it draws: the top values and the rest. */
    public int maxSeries() {
        return top + (other ? 1 : 0);
    }

    /** The same breakdown showing exactly these series, ranked elsewhere. */
    public Breakdown choosing(List<BreakdownValue> values) {
        return new Breakdown(by, top, other, Optional.of(values));
    }
}
