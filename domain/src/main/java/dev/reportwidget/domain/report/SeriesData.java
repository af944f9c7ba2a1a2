package dev.reportwidget.domain.report;

import java.math.BigDecimal;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One calculated data set: a value per date label (null where an empty bucket has no value), and
 * its value over the whole period; for a broken-down data set, its series per value as well.
 *
 * @param periodValue the data set's aggregation over every record of the period (not over the
 *     bucket values: the average of a period is not the average of its buckets' averages); empty
 *     where the period has no value (avg, min and max without records)
 * @param value the value this series stands for, when it is one part of a broken-down data set
 * @param parts a broken-down data set's series, in drawing order (empty for any other, and for a
 *     broken-down one without records); the data set's own figures stay unbroken
 */
public record SeriesData(
        String label,
        String color,
        List<BigDecimal> data,
        Optional<BigDecimal> periodValue,
        Optional<BreakdownValue> value,
        List<SeriesData> parts) {

    public SeriesData {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(color, "color");
        data = Collections.unmodifiableList(new java.util.ArrayList<>(data));
        Objects.requireNonNull(periodValue, "periodValue");
        Objects.requireNonNull(value, "value");
        parts = List.copyOf(parts);
    }

    /** The series of a data set that is not broken down. */
    public SeriesData(String label, String color, List<BigDecimal> data, Optional<BigDecimal> periodValue) {
        this(label, color, data, periodValue, Optional.empty(), List.of());
    }

    /** The values its parts stand for, in order: what a comparison's earlier period shows again. */
    public List<BreakdownValue> partValues() {
        return parts.stream().map(part -> part.value().orElseThrow()).toList();
    }
}
