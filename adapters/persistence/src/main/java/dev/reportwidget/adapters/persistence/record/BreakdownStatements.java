package dev.reportwidget.adapters.persistence.record;

import dev.reportwidget.domain.report.AggregatedValues;
import dev.reportwidget.domain.report.Aggregation;
import dev.reportwidget.domain.report.Breakdown;
import dev.reportwidget.domain.report.BreakdownValue;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.Dimension;
import jakarta.persistence.EntityManager;
import jakarta.persistence.Query;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The series of a broken-down data set, over the same day totals as its unbroken figures
 * (docs/reports-and-widgets.md#breakdowns): one statement ranks the dimension's values by their
 * aggregate over the period (ties by the value's text, code point by code point: {@code COLLATE
 * "C"} orders UTF-8 so), a second sums each bucket's records per top value and for the rest.
 *
 * <p>A record holding several sources or tags counts in the series of each; the rest holds the
 * records with none of the top values ({@code NOT source && :top}), so a record is never both in
 * a top series and in the rest. A comparison's earlier period is given the shown period's values
 * and skips the ranking, so its series are the same ones.
 */
final class BreakdownStatements {

    private final EntityManager em;
    private final FilterConditions conditions;

    BreakdownStatements(EntityManager em, FilterConditions conditions) {
        this.em = em;
        this.conditions = conditions;
    }

    /**
     * The data set's series in drawing order: the chosen or top values, then the rest when it is
     * shown and (ranked here) holds a record.
     *
     * @param from the relation read: the day totals, or the records shaped as totals
     * @param period the parameters naming the property, the days and the buckets
     * @param bucket the SQL naming a row's bucket
     * @param bucketDay the day naming the bucket a row's first column gives
     */
    List<AggregatedValues.Part> parts(
            String from,
            Map<String, Object> period,
            String bucket,
            Function<Object, LocalDate> bucketDay,
            DataSet set,
            Breakdown breakdown) {
        Labels labels = Labels.of(breakdown.by());
        List<BreakdownValue> values = breakdown.chosen().orElseGet(() -> ranked(from, period, set, breakdown, labels));
        List<String> top = values.stream()
                .filter(BreakdownValue.Of.class::isInstance)
                .map(value -> ((BreakdownValue.Of) value).value())
                .toList();
        boolean none = values.contains(BreakdownValue.NONE);
        boolean rest = breakdown.chosen().isPresent() ? values.contains(BreakdownValue.OTHER) : breakdown.other();

        Map<String, Object> params = new LinkedHashMap<>(period);
        labels.customKey().ifPresent(key -> params.put("dimension", key));
        params.put("top", top.toArray(String[]::new));
        params.put("none", none);
        String matched = labels.matched();
        String labelless = labels.labelless();
        String sql = "SELECT " + bucket + " AS bucket, CASE WHEN " + matched + " THEN " + labels.value()
                + " END AS v, NOT (" + matched + ") AND NOT (" + labelless + " AND :none) AS rest,"
                + " sum(total), sum(records), min(smallest), max(largest)"
                + " FROM " + from + labels.matchedJoin()
                + " WHERE property_id = :property AND date BETWEEN :from AND :to AND "
                + conditions.of(set.filter(), "", params)
                + (rest ? "" : " AND (" + matched + " OR (" + labelless + " AND :none))")
                + " GROUP BY 1, 2, 3";
        Map<BreakdownValue, Partials> found = new HashMap<>();
        for (Object row : query(sql, params).getResultList()) {
            Object[] columns = (Object[]) row;
            BreakdownValue value = Boolean.TRUE.equals(columns[2])
                    ? BreakdownValue.OTHER
                    : columns[1] == null ? BreakdownValue.NONE : byValue(values, (String) columns[1]);
            found.computeIfAbsent(value, ignored -> new Partials(set.aggregation()))
                    .add(bucketDay.apply(columns[0]), columns);
        }
        List<AggregatedValues.Part> parts = new ArrayList<>(values.size() + 1);
        for (BreakdownValue value : values) {
            if (!(value instanceof BreakdownValue.Other)) {
                parts.add(found.getOrDefault(value, new Partials(set.aggregation()))
                        .part(value));
            }
        }
        // ranked here: the rest when any record is left; chosen: exactly when the shown period had it
        if (rest && (breakdown.chosen().isPresent() || found.containsKey(BreakdownValue.OTHER))) {
            parts.add(found.getOrDefault(BreakdownValue.OTHER, new Partials(set.aggregation()))
                    .part(BreakdownValue.OTHER));
        }
        return parts;
    }

    /** The top values of the period: the greatest aggregates first, ties by text; none competes as any value. */
    private List<BreakdownValue> ranked(
            String from, Map<String, Object> period, DataSet set, Breakdown breakdown, Labels labels) {
        Map<String, Object> params = new LinkedHashMap<>(period);
        labels.customKey().ifPresent(key -> params.put("dimension", key));
        String sql = "SELECT v, shown FROM (SELECT " + labels.value() + " AS v, " + labels.shown() + " AS shown, "
                + rankedBy(set.aggregation()) + " AS a FROM " + from + labels.everyJoin()
                + " WHERE property_id = :property AND date BETWEEN :from AND :to AND "
                + conditions.of(set.filter(), "", params)
                + " GROUP BY 1, 2) AS byValue ORDER BY a DESC NULLS LAST, v COLLATE \"C\" NULLS FIRST LIMIT "
                + breakdown.top();
        List<BreakdownValue> values = new ArrayList<>();
        for (Object row : query(sql, params).getResultList()) {
            Object[] columns = (Object[]) row;
            values.add(
                    columns[0] == null
                            ? BreakdownValue.NONE
                            : new BreakdownValue.Of((String) columns[0], (String) columns[1]));
        }
        return values;
    }

    private static String rankedBy(Aggregation aggregation) {
        return switch (aggregation) {
            case SUM -> "sum(total)";
            case COUNT -> "sum(records)";
            case AVG -> "sum(total) / sum(records)";
            case MIN -> "min(smallest)";
            case MAX -> "max(largest)";
        };
    }

    private Query query(String sql, Map<String, Object> params) {
        Query query = em.createNativeQuery(sql);
        params.forEach(query::setParameter);
        return query;
    }

    private static BreakdownValue byValue(List<BreakdownValue> values, String value) {
        for (BreakdownValue candidate : values) {
            if (candidate instanceof BreakdownValue.Of of && of.value().equals(value)) {
                return candidate;
            }
        }
        throw new IllegalStateException("a series of a value not asked for: " + value);
    }

    /**
     * A dimension's value in SQL: the label's text, or a custom data value's JSON text (JSON null
     * is none); {@code source} and {@code tags} one row per value through a lateral join.
     *
     * @param value the value compared and ranked
     * @param shown how it is written (a JSON string without its quotes)
     * @param everyJoin the join giving each of a row's values (a row without any: one, null)
     * @param matchedJoin the join giving each of a row's values among {@code :top} (none: one, null)
     * @param matched whether the row (with its joined value) is in a top series
     * @param labelless whether the row has no value at all
     */
    private record Labels(
            String value,
            String shown,
            String everyJoin,
            String matchedJoin,
            String matched,
            String labelless,
            Optional<String> customKey) {

        static Labels of(Dimension by) {
            return switch (by.label()) {
                case TYPE -> single("type");
                case ACTIVITY -> single("activity");
                case CUSTOM_DATA -> {
                    String value = "nullif(CAST(custom_data -> CAST(:dimension AS text) AS text), 'null')";
                    yield new Labels(
                            value,
                            "(custom_data -> CAST(:dimension AS text)) #>> '{}'",
                            "",
                            "",
                            "coalesce(" + value + " = ANY(:top), false)",
                            value + " IS NULL",
                            by.customKey());
                }
                case SOURCE -> several("source");
                case TAGS -> several("tags");
            };
        }

        private static Labels single(String column) {
            return new Labels(
                    column,
                    column,
                    "",
                    "",
                    "coalesce(" + column + " = ANY(:top), false)",
                    column + " IS NULL",
                    Optional.empty());
        }

        private static Labels several(String column) {
            return new Labels(
                    "each.value",
                    "each.value",
                    " LEFT JOIN LATERAL unnest(" + column + ") AS each(value) ON true",
                    " LEFT JOIN LATERAL (SELECT one FROM unnest(" + column
                            + ") AS one WHERE one = ANY(:top)) AS each(value) ON true",
                    "each.value IS NOT NULL",
                    "cardinality(" + column + ") = 0",
                    Optional.empty());
        }
    }

    /**
     * One series' partial aggregates per bucket (sum, count, minimum, maximum of its rows), folded
     * into the data set's aggregation per bucket and over the period: an average is the sum over
     * the count, to six decimals as the unbroken figures are.
     */
    private static final class Partials {
        private final Aggregation aggregation;
        private final Map<LocalDate, BigDecimal[]> buckets = new HashMap<>();

        Partials(Aggregation aggregation) {
            this.aggregation = aggregation;
        }

        void add(LocalDate bucket, Object[] columns) {
            BigDecimal[] row = {decimal(columns[3]), decimal(columns[4]), decimal(columns[5]), decimal(columns[6])};
            buckets.merge(bucket, row, Partials::fold);
        }

        AggregatedValues.Part part(BreakdownValue value) {
            Map<LocalDate, BigDecimal> values = new HashMap<>();
            BigDecimal[] period = null;
            for (Map.Entry<LocalDate, BigDecimal[]> bucket : buckets.entrySet()) {
                values.put(bucket.getKey(), value(bucket.getValue()));
                period = period == null ? bucket.getValue() : fold(period, bucket.getValue());
            }
            return new AggregatedValues.Part(
                    value, values, Optional.ofNullable(period).map(this::value));
        }

        private BigDecimal value(BigDecimal[] partial) {
            BigDecimal exact =
                    switch (aggregation) {
                        case SUM -> partial[0];
                        case COUNT -> partial[1];
                        case AVG -> partial[0].divide(partial[1], 6, RoundingMode.HALF_UP);
                        case MIN -> partial[2];
                        case MAX -> partial[3];
                    };
            return RecordMapper.normalise(exact);
        }

        private static BigDecimal[] fold(BigDecimal[] a, BigDecimal[] b) {
            return new BigDecimal[] {a[0].add(b[0]), a[1].add(b[1]), a[2].min(b[2]), a[3].max(b[3])};
        }

        private static BigDecimal decimal(Object column) {
            return RecordAggregatesAdapter.toDecimal(column);
        }
    }
}
