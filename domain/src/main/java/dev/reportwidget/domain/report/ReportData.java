package dev.reportwidget.domain.report;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A report calculated at {@code generatedAt}: the date labels and every data set in report order.
 * A revision identifies the definition it was calculated from.
 *
 * @param partialLastBucket whether the last bucket is the current, unfinished day, week or month
 *     (see {@link DateAxis#endsInUnfinishedBucket})
 */
public record ReportData(
        ReportId reportId,
        long revision,
        List<String> labels,
        List<SeriesData> dataSets,
        Instant generatedAt,
        boolean partialLastBucket) {

    public ReportData {
        Objects.requireNonNull(reportId, "reportId");
        labels = List.copyOf(labels);
        dataSets = List.copyOf(dataSets);
        Objects.requireNonNull(generatedAt, "generatedAt");
    }

    /** Data whose last bucket is complete. */
    public ReportData(
            ReportId reportId, long revision, List<String> labels, List<SeriesData> dataSets, Instant generatedAt) {
        this(reportId, revision, labels, dataSets, generatedAt, false);
    }

    /**
     * Lays aggregated values on the axis: each bucket without records shows 0 for sum and count,
     * and null for avg, min and max.
     *
     * @param valuesPerDataSet per data set (report order), the value of each bucket that had records
     * @param today the day it is calculated on, in the property's time zone
     */
    public static ReportData assemble(
            Report report,
            DateAxis axis,
            List<Map<LocalDate, BigDecimal>> valuesPerDataSet,
            LocalDate today,
            Instant generatedAt) {
        List<DataSet> sets = report.definition().dataSets();
        if (valuesPerDataSet.size() != sets.size()) {
            throw new IllegalArgumentException("one value map per data set is needed");
        }
        List<SeriesData> series = new ArrayList<>(sets.size());
        for (int i = 0; i < sets.size(); i++) {
            DataSet set = sets.get(i);
            Map<LocalDate, BigDecimal> values = valuesPerDataSet.get(i);
            BigDecimal empty = set.aggregation().zeroWhenEmpty() ? BigDecimal.ZERO : null;
            List<BigDecimal> data = new ArrayList<>(axis.size());
            for (LocalDate bucket : axis.bucketStarts()) {
                BigDecimal value = values.get(bucket);
                data.add(value == null ? empty : value);
            }
            series.add(new SeriesData(set.label(), set.color(), data));
        }
        return new ReportData(
                report.id(), report.revision(), axis.labels(), series, generatedAt, axis.endsInUnfinishedBucket(today));
    }
}
