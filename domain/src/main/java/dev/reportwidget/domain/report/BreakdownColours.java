package dev.reportwidget.domain.report;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The colours of a report's broken-down series: a data set's own colour for its first series,
 * then a fixed palette, the rest always grey, and the same value of the same dimension always the
 * same colour within the report (so within each of its widgets, and in both periods of a
 * comparison, whose series come in the same order).
 */
final class BreakdownColours {

    /** The grey of the series of the other records. */
    static final String OTHER = "#9aa5b1";

    /** Fourteen colours told apart on a light and a dark background, none of them the rest's grey. */
    static final List<String> PALETTE = List.of(
            "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f",
            "#1f77b4", "#d62728", "#17becf", "#8c564b", "#bcbd22");

    private final Map<String, String> byValue = new HashMap<>();
    private final Set<String> used = new HashSet<>();
    private int next;

    /** The colour of one series: {@code first} for a data set's first series, drawn in {@code own}. */
    String of(Dimension by, BreakdownValue value, String own, boolean first) {
        if (value instanceof BreakdownValue.Other) {
            return OTHER;
        }
        String key = by.wireName() + "\u0000" + (value instanceof BreakdownValue.Of of ? "v" + of.value() : "none");
        String known = byValue.get(key);
        if (known != null) {
            return known;
        }
        String colour = first && !used.contains(own) ? own : nextFree();
        byValue.put(key, colour);
        used.add(colour);
        return colour;
    }

    /** The next palette colour not taken yet, or (every one taken) the next in turn. */
    private String nextFree() {
        for (int tried = 0; tried < PALETTE.size(); tried++) {
            String colour = PALETTE.get(next++ % PALETTE.size());
            if (!used.contains(colour)) {
                return colour;
            }
        }
        return PALETTE.get(next++ % PALETTE.size());
    }
}
