package dev.reportwidget.application.support;

import dev.reportwidget.domain.report.AggregatedValues;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Map;
import java.util.Optional;

/** Test data: aggregated values as a record port would answer them. */
public final class RecordValues {

    private RecordValues() {}

    /** Records in one bucket only: its value is the range's value too, whatever the aggregation. */
    public static AggregatedValues inOneBucket(LocalDate bucket, BigDecimal value) {
        return new AggregatedValues(Map.of(bucket, value), Optional.of(value));
    }
}
