package dev.reportwidget.domain.report;

import java.math.BigDecimal;
import java.time.LocalDate;
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
 */
public record AggregatedValues(Map<LocalDate, BigDecimal> buckets, Optional<BigDecimal> overall) {

    /** No matching record. */
    public static final AggregatedValues NONE = new AggregatedValues(Map.of(), Optional.empty());

    public AggregatedValues {
        buckets = Map.copyOf(buckets);
        Objects.requireNonNull(overall, "overall");
    }
}
