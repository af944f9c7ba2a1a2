package dev.reportwidget.domain.report;

import java.math.BigDecimal;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One calculated data set: a value per date label (null where an empty bucket has no value), and
 * its value over the whole period.
 *
 * @param periodValue the data set's aggregation over every record of the period (not over the
 *     bucket values: the average of a period is not the average of its buckets' averages); empty
 *     where the period has no value (avg, min and max without records)
 */
public record SeriesData(String label, String color, List<BigDecimal> data, Optional<BigDecimal> periodValue) {
    public SeriesData {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(color, "color");
        data = Collections.unmodifiableList(new java.util.ArrayList<>(data));
        Objects.requireNonNull(periodValue, "periodValue");
    }
}
