package dev.reportwidget.domain.report;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A report calculated at {@code generatedAt}: the date labels and every data set in report order,
 * each with its value over the whole period, and what it was compared with, when it was. A revision
 * identifies the definition it was calculated from.
 *
 * @param range the days of the period shown
 * @param earlier the earlier period and its data, when a comparison was asked for
 * @param partialLastBucket whether the last bucket is the current, unfinished day, week or month
 *     (see {@link DateAxis#endsInUnfinishedBucket})
 * @param viewerValues the values each viewer filter of the scope offers, in the scope's order
 */
public record ReportData(
        ReportId reportId,
        long revision,
        List<String> labels,
        List<SeriesData> dataSets,
        Instant generatedAt,
        DateRange range,
        Optional<EarlierData> earlier,
        boolean partialLastBucket,
        List<DimensionValues> viewerValues) {

    public ReportData {
        viewerValues = List.copyOf(viewerValues);
        Objects.requireNonNull(reportId, "reportId");
        labels = List.copyOf(labels);
        dataSets = List.copyOf(dataSets);
        Objects.requireNonNull(generatedAt, "generatedAt");
        Objects.requireNonNull(range, "range");
        Objects.requireNonNull(earlier, "earlier");
    }

    /** Data without viewer filters. */
    public ReportData(
            ReportId reportId,
            long revision,
            List<String> labels,
            List<SeriesData> dataSets,
            Instant generatedAt,
            DateRange range,
            Optional<EarlierData> earlier,
            boolean partialLastBucket) {
        this(reportId, revision, labels, dataSets, generatedAt, range, earlier, partialLastBucket, List.of());
    }

    /** This data with the values its viewer filters offer. */
    public ReportData offering(List<DimensionValues> values) {
        return new ReportData(
                reportId, revision, labels, dataSets, generatedAt, range, earlier, partialLastBucket, values);
    }

    /** Data whose last bucket is complete. */
    public ReportData(
            ReportId reportId,
            long revision,
            List<String> labels,
            List<SeriesData> dataSets,
            Instant generatedAt,
            DateRange range,
            Optional<EarlierData> earlier) {
        this(reportId, revision, labels, dataSets, generatedAt, range, earlier, false);
    }

    /**
     * Lays aggregated values on the axis: each bucket without records shows 0 for sum and count,
     * and null for avg, min and max; so does the period's value when no record matched.
     *
     * @param valuesPerDataSet per data set (report order), its values over the axis
     * @param today the day it is calculated on, in the property's time zone
     */
    public static ReportData assemble(
            Report report,
            DateAxis axis,
            List<AggregatedValues> valuesPerDataSet,
            LocalDate today,
            Instant generatedAt) {
        List<SeriesData> series =
                series(report, axis.bucketStarts().stream().map(Optional::of).toList(), valuesPerDataSet);
        return new ReportData(
                report.id(),
                report.revision(),
                axis.labels(),
                series,
                generatedAt,
                axis.range(),
                Optional.empty(),
                axis.endsInUnfinishedBucket(today));
    }

    /**
     * This data with what it was compared with: each data set's values over the earlier period,
     * laid on the shown labels bucket by bucket by the same empty-bucket rule.
     *
     * @param valuesPerDataSet per data set (report order), its values over the earlier period's buckets
     */
    public ReportData comparedWith(
            Report report, EarlierPeriod earlierPeriod, List<AggregatedValues> valuesPerDataSet) {
        if (earlierPeriod.buckets().size() != labels.size()) {
            throw new IllegalArgumentException("the earlier period must have one bucket per shown label");
        }
        List<Optional<LocalDate>> keys = earlierPeriod.buckets().stream()
                .map(bucket -> bucket.map(DateRange::from))
                .toList();
        var compared = new EarlierData(
                earlierPeriod.comparison(), earlierPeriod.range(), series(report, keys, valuesPerDataSet));
        return new ReportData(
                reportId,
                revision,
                labels,
                dataSets,
                generatedAt,
                range,
                Optional.of(compared),
                partialLastBucket,
                viewerValues);
    }

    /**
     * Each data set's series over buckets named by these days (empty: a bucket no day lines up
     * with). A calculated data set's buckets are its formula over its operands' laid-out buckets,
     * and its period value the formula over their period values: a ratio of sums, never a sum or
     * an average of bucket ratios.
     */
    private static List<SeriesData> series(
            Report report, List<Optional<LocalDate>> bucketKeys, List<AggregatedValues> valuesPerDataSet) {
        List<DataSet> sets = report.definition().dataSets();
        if (valuesPerDataSet.size() != sets.size()) {
            throw new IllegalArgumentException("one set of values per data set is needed");
        }
        SeriesData[] series = new SeriesData[sets.size()];
        Map<String, SeriesData> byKey = new HashMap<>();
        var colours = new BreakdownColours();
        for (int i = 0; i < sets.size(); i++) {
            DataSet set = sets.get(i);
            if (set.isCalculated()) {
                continue;
            }
            AggregatedValues values = valuesPerDataSet.get(i);
            BigDecimal empty = set.aggregation().zeroWhenEmpty() ? BigDecimal.ZERO : null;
            List<SeriesData> parts = new ArrayList<>(values.parts().size());
            for (AggregatedValues.Part part : values.parts()) {
                Dimension by = set.breakdown().orElseThrow().by();
                parts.add(new SeriesData(
                        part.value().text() == null ? "" : part.value().text(),
                        colours.of(by, part.value(), set.color(), parts.isEmpty()),
                        laidOut(bucketKeys, part.buckets(), empty),
                        part.overall().or(() -> Optional.ofNullable(empty)),
                        Optional.of(part.value()),
                        List.of()));
            }
            Optional<BigDecimal> periodValue = values.overall().or(() -> Optional.ofNullable(empty));
            SeriesData counted = new SeriesData(
                    set.label(),
                    set.color(),
                    laidOut(bucketKeys, values.buckets(), empty),
                    periodValue,
                    Optional.empty(),
                    parts);
            series[i] = counted;
            set.key().ifPresent(key -> byKey.put(key, counted));
        }
        for (int i = 0; i < sets.size(); i++) {
            DataSet set = sets.get(i);
            if (set.isCalculated()) {
                series[i] = calculated(set, set.formula().orElseThrow(), bucketKeys.size(), byKey);
            }
        }
        return List.of(series);
    }

    /** Values on buckets named by these days, {@code empty} where a bucket holds no record. */
    private static List<BigDecimal> laidOut(
            List<Optional<LocalDate>> bucketKeys, Map<LocalDate, BigDecimal> values, BigDecimal empty) {
        List<BigDecimal> data = new ArrayList<>(bucketKeys.size());
        for (Optional<LocalDate> key : bucketKeys) {
            BigDecimal value = key.map(values::get).orElse(null);
            data.add(value == null ? empty : value);
        }
        return data;
    }

    private static SeriesData calculated(DataSet set, Formula formula, int buckets, Map<String, SeriesData> operands) {
        List<BigDecimal> data = new ArrayList<>(buckets);
        for (int b = 0; b < buckets; b++) {
            int bucket = b;
            data.add(formula.evaluate(
                            key -> Optional.ofNullable(operands.get(key).data().get(bucket)))
                    .orElse(null));
        }
        Optional<BigDecimal> periodValue =
                formula.evaluate(key -> operands.get(key).periodValue());
        return new SeriesData(set.label(), set.color(), data, periodValue);
    }
}
