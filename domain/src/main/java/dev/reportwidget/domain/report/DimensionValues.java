package dev.reportwidget.domain.report;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The values of a dimension among some records, the most frequent first (ties by text, code point
 * by code point, none first), with how many records hold each: what a viewer filter offers.
 */
public record DimensionValues(Dimension by, List<Count> values) {

    /** How many values a viewer filter offers at most. */
    public static final int MAX_VALUES = 100;

    /**
     * The most records first, ties by the value's text code point by code point (as PostgreSQL's
     * {@code COLLATE "C"} orders UTF-8), none first.
     */
    public static final java.util.Comparator<Count> MOST_FIRST = java.util.Comparator.comparingLong(Count::records)
            .reversed()
            .thenComparing(Count::value, DimensionValues::byText);

    public DimensionValues {
        Objects.requireNonNull(by, "by");
        values = List.copyOf(values);
    }

    /**
     * The values of several lists of one dimension (a board's items'): each value any of them holds,
     * with the most records any one of them counts, in the lists' order, at most {@code limit}.
     */
    public static DimensionValues merged(Dimension by, List<DimensionValues> lists, int limit) {
        java.util.Map<Optional<String>, Long> most = new java.util.HashMap<>();
        for (DimensionValues list : lists) {
            for (Count count : list.values) {
                most.merge(count.value(), count.records(), Math::max);
            }
        }
        return new DimensionValues(
                by,
                most.entrySet().stream()
                        .map(entry -> new Count(entry.getKey(), entry.getValue()))
                        .sorted(MOST_FIRST)
                        .limit(limit)
                        .toList());
    }

    /** None first, then the texts code point by code point. */
    private static int byText(Optional<String> a, Optional<String> b) {
        if (a.isEmpty() || b.isEmpty()) {
            return Boolean.compare(a.isPresent(), b.isPresent());
        }
        return java.util.Arrays.compare(
                a.get().codePoints().toArray(), b.get().codePoints().toArray());
    }

    /**
     * One value and its records.
     *
     * @param value the value's text; empty for the records without the label
     */
    public record Count(Optional<String> value, long records) {
        public Count {
            Objects.requireNonNull(value, "value");
        }
    }
}
