package dev.reportwidget.domain.report;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One data set's aggregated values over the buckets of a range, as the records hold them.
 *
 * @param buckets the value of each bucket holding matching records, by the day naming the bucket
 *     ({@link Buckets#starts()}); buckets without any are absent
 * @param overall the value over every matching record of the range (a true sum, count, average,
 *     minimum or maximum of the records, not of the bucket values); empty when none matched
 * @param parts a broken-down data set's series, in drawing order; empty for any other
 */
public record AggregatedValues(Map<LocalDate, BigDecimal> buckets, Optional<BigDecimal> overall, List<Part> parts) {

    /** No matching record. */
    public static final AggregatedValues NONE = new AggregatedValues(Map.of(), Optional.empty());

    public AggregatedValues {
        buckets = Map.copyOf(buckets);
        Objects.requireNonNull(overall, "overall");
        parts = List.copyOf(parts);
    }

    /** The values of a data set that is not broken down. */
    public AggregatedValues(Map<LocalDate, BigDecimal> buckets, Optional<BigDecimal> overall) {
        this(buckets, overall, List.of());
    }

    /** The same values with a broken-down data set's series. */
    public AggregatedValues withParts(List<Part> newParts) {
        return new AggregatedValues(buckets, overall, newParts);
    }

    /** One series of a broken-down data set: the value it stands for, and its records' aggregates. */
    public record Part(BreakdownValue value, Map<LocalDate, BigDecimal> buckets, Optional<BigDecimal> overall) {
        public Part {
            Objects.requireNonNull(value, "value");
            buckets = Map.copyOf(buckets);
            Objects.requireNonNull(overall, "overall");
        }
    }
}
