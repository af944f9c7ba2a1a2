package dev.reportwidget.domain.report;

import java.util.List;
import java.util.Objects;

/**
 * The records whose value of a dimension is one of some values, or that lack the label
 * (docs/embedding.md#viewer-filters): what a viewer filter chooses. A record holding several
 * values ({@code source}, {@code tags}) matches when any of them is chosen. A custom data value
 * is compared as its text (a string without its quotes); an empty text counts as none.
 *
 * @param values the chosen values' texts, distinct, sorted
 * @param none whether the records without the label are chosen too
 */
public record DimensionChoice(Dimension by, List<String> values, boolean none) {

    public DimensionChoice {
        Objects.requireNonNull(by, "by");
        // sorted, so that equal choices are one cache key
        values = List.copyOf(new java.util.TreeSet<>(values));
        if (values.isEmpty() && !none) {
            throw new IllegalArgumentException("a choice chooses a value or none");
        }
        if (values.contains("")) {
            throw new IllegalArgumentException("an empty text is none");
        }
    }
}
