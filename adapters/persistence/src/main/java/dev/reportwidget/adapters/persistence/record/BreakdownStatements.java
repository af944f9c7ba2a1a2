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
import java.sql.Array;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * A broken-down data set's figures (docs/reports-and-widgets.md#breakdowns) in one statement over
 * the day totals: its series and, from the same rows, its unbroken figures, so a breakdown reads
 * its data set's totals once. The top values rank by their aggregate over the period, ties by the
 * value's text, code point by code point ({@code COLLATE "C"} orders UTF-8 so); none competes as
 * any value.
 *
 * <ul>
 *   <li>{@code source} and {@code tags}: the statement sums each bucket's totals per list of
 *       values, and the ranking, the series and the rest are folded from those few rows here: a
 *       record holding several values counts in the series of each, once in the unbroken figures,
 *       and in the rest only when it holds none of the top values;
 *   <li>any other dimension, whose values can be many (a custom data key of 10,000 products): the
 *       database ranks the values and sums each bucket per top value and for the rest, and answers
 *       those rows only; in one statement for few values, in two for many.
 * </ul>
 * A comparison's earlier period is given the shown period's values and skips the ranking, so its
 * series are the same ones.
 */
final class BreakdownStatements {

    /**
     * Distinct values beyond which a dimension's breakdown ranks in a statement of its own: over
     * 1,000,000 records, 10,000 values took 0.97 s so (two parallel scans) and 1.66 s grouped by
     * bucket and value once, against 0.40 s unbroken (PostgreSQL 15, 2 cores).
     */
    static final int MANY_VALUES = 1_000;

    private final EntityManager em;
    private final FilterConditions conditions;

    BreakdownStatements(EntityManager em, FilterConditions conditions) {
        this.em = em;
        this.conditions = conditions;
    }

    /**
     * The data set's unbroken figures with its series in drawing order: the chosen or top values,
     * then the rest when it is shown and (ranked here) holds a record.
     *
     * @param from the relation read: the day totals, or the records shaped as totals
     * @param period the parameters naming the property, the days and the buckets
     * @param bucket the SQL naming a row's bucket
     * @param bucketDay the day naming the bucket a row's first column gives
     * @param many whether the dimension is known to have many values
     */
    AggregatedValues values(
            String from,
            Map<String, Object> period,
            String bucket,
            Function<Object, LocalDate> bucketDay,
            DataSet set,
            Breakdown breakdown,
            boolean many) {
        Map<String, Object> params = new LinkedHashMap<>(period);
        String where = " WHERE property_id = :property AND date BETWEEN :from AND :to AND "
                + conditions.of(set.filter(), "", params);
        Found found =
                switch (breakdown.by().label()) {
                    case SOURCE -> several("source", from, where, params, bucket, bucketDay, set, breakdown);
                    case TAGS -> several("tags", from, where, params, bucket, bucketDay, set, breakdown);
                    case TYPE, ACTIVITY, CUSTOM_DATA ->
                        single(from, where, params, bucket, bucketDay, set, breakdown, many);
                };
        boolean rest =
                breakdown.chosen().isPresent() ? found.values().contains(BreakdownValue.OTHER) : breakdown.other();
        List<AggregatedValues.Part> parts = new ArrayList<>(found.values().size() + 1);
        for (BreakdownValue value : found.values()) {
            if (!(value instanceof BreakdownValue.Other)) {
                parts.add(found.part(value, set.aggregation()));
            }
        }
        // ranked here: the rest when any record is left; chosen: exactly when the shown period had it
        if (rest && (breakdown.chosen().isPresent() || found.series().containsKey(BreakdownValue.OTHER))) {
            parts.add(found.part(BreakdownValue.OTHER, set.aggregation()));
        }
        return found.unbroken().values(set.aggregation()).withParts(parts);
    }

    /** The series' values in order, each series' partial aggregates, and the data set's unbroken ones. */
    private record Found(List<BreakdownValue> values, Map<BreakdownValue, Partials> series, Partials unbroken) {
        AggregatedValues.Part part(BreakdownValue value, Aggregation aggregation) {
            AggregatedValues folded = series.getOrDefault(value, new Partials()).values(aggregation);
            return new AggregatedValues.Part(value, folded.buckets(), folded.overall());
        }
    }

    /** {@code source} or {@code tags}: a row per bucket and list of values, folded here. */
    private Found several(
            String column,
            String from,
            String where,
            Map<String, Object> params,
            String bucket,
            Function<Object, LocalDate> bucketDay,
            DataSet set,
            Breakdown breakdown) {
        String sql = "SELECT " + bucket + " AS bucket, " + column
                + ", sum(total), sum(records), min(smallest), max(largest) FROM " + from + where + " GROUP BY 1, 2";
        record Row(LocalDate bucket, Set<String> values, BigDecimal[] partials) {}
        List<Row> rows = new ArrayList<>();
        for (Object result : query(sql, params).getResultList()) {
            Object[] columns = (Object[]) result;
            rows.add(new Row(bucketDay.apply(columns[0]), texts(columns[1]), Partials.of(columns, 2)));
        }
        List<BreakdownValue> values = breakdown.chosen().orElseGet(() -> {
            Map<BreakdownValue, Partials> byValue = new HashMap<>();
            for (Row row : rows) {
                if (row.values().isEmpty()) {
                    byValue.computeIfAbsent(BreakdownValue.NONE, v -> new Partials())
                            .add(row.bucket(), row.partials());
                }
                for (String value : row.values()) {
                    byValue.computeIfAbsent(new BreakdownValue.Of(value, value), v -> new Partials())
                            .add(row.bucket(), row.partials());
                }
            }
            return byValue.entrySet().stream()
                    .sorted(Map.Entry.<BreakdownValue, Partials>comparingByValue(Partials.ranking(set.aggregation()))
                            .thenComparing(Map.Entry::getKey, BreakdownStatements::byText))
                    .limit(breakdown.top())
                    .map(Map.Entry::getKey)
                    .toList();
        });
        Map<String, BreakdownValue> top = new HashMap<>();
        for (BreakdownValue value : values) {
            if (value instanceof BreakdownValue.Of of) {
                top.put(of.value(), value);
            }
        }
        boolean none = values.contains(BreakdownValue.NONE);
        Map<BreakdownValue, Partials> series = new HashMap<>();
        Partials unbroken = new Partials();
        for (Row row : rows) {
            unbroken.add(row.bucket(), row.partials());
            boolean matched = false;
            for (String value : row.values()) {
                BreakdownValue shown = top.get(value);
                if (shown != null) {
                    series.computeIfAbsent(shown, v -> new Partials()).add(row.bucket(), row.partials());
                    matched = true;
                }
            }
            if (!matched) {
                BreakdownValue into = none && row.values().isEmpty() ? BreakdownValue.NONE : BreakdownValue.OTHER;
                series.computeIfAbsent(into, v -> new Partials()).add(row.bucket(), row.partials());
            }
        }
        return new Found(values, series, unbroken);
    }

    /**
     * {@code type}, {@code activity} or a custom data key. Of few values, one statement groups the
     * period's totals by bucket and value once, ranks the values over those groups and sums them
     * per bucket into the top values and the rest. Of many (a key that had more than
     * {@value #MANY_VALUES} distinct values among the latest records), or given the values, the
     * grouping by bucket and value would cost more than it spares: a statement ranks the values
     * over the totals (unless they are given), and a second sums each bucket into them and the rest.
     *
     * @param many whether the dimension has many values
     */
    private Found single(
            String from,
            String where,
            Map<String, Object> params,
            String bucket,
            Function<Object, LocalDate> bucketDay,
            DataSet set,
            Breakdown breakdown,
            boolean many) {
        Dimension by = breakdown.by();
        by.customKey().ifPresent(key -> params.put("dimension", key));
        String value =
                switch (by.label()) {
                    case TYPE -> "type";
                    case ACTIVITY -> "activity";
                    default -> "nullif(CAST(custom_data -> CAST(:dimension AS text) AS text), 'null')";
                };
        // how a value is written: a custom data value's JSON text, a string without its quotes
        String shown = by.customKey().isPresent() ? "CAST(%s AS jsonb) #>> '{}'" : "%s";
        Map<BreakdownValue, Partials> series = new HashMap<>();
        Partials unbroken = new Partials();
        if (breakdown.chosen().isEmpty() && !many) {
            String sql = "WITH g AS MATERIALIZED (SELECT " + bucket + " AS b, " + value + " AS v,"
                    + " sum(total) AS t, sum(records) AS c, min(smallest) AS lo, max(largest) AS hi"
                    + " FROM " + from + where + " GROUP BY 1, 2),"
                    + " top AS (SELECT v, row_number() OVER (ORDER BY "
                    + rankedBy(set.aggregation(), "t", "c", "lo", "hi")
                    + " DESC NULLS LAST, v COLLATE \"C\" NULLS FIRST) AS place FROM g GROUP BY v ORDER BY place LIMIT "
                    + breakdown.top() + ")"
                    + " SELECT g.b, top.place, top.v, " + shown.formatted("top.v") + ","
                    + " sum(g.t), sum(g.c), min(g.lo), max(g.hi)"
                    // a value's key for the join, none included: hashable, unlike IS NOT DISTINCT FROM
                    + " FROM g LEFT JOIN top ON coalesce('v' || g.v, 'n') = coalesce('v' || top.v, 'n')"
                    + " GROUP BY 1, 2, 3, 4";
            Map<Long, BreakdownValue> ranked = new TreeMap<>();
            for (Object result : query(sql, params).getResultList()) {
                Object[] columns = (Object[]) result;
                BreakdownValue of = BreakdownValue.OTHER;
                if (columns[1] != null) {
                    of = columns[2] == null
                            ? BreakdownValue.NONE
                            : new BreakdownValue.Of((String) columns[2], (String) columns[3]);
                    ranked.putIfAbsent(((Number) columns[1]).longValue(), of);
                }
                add(series, unbroken, of, bucketDay.apply(columns[0]), Partials.of(columns, 4));
            }
            return new Found(List.copyOf(ranked.values()), series, unbroken);
        }
        List<BreakdownValue> values = breakdown.chosen().orElseGet(() -> {
            String sql = "SELECT v, " + shown.formatted("v") + " FROM (SELECT " + value + " AS v, "
                    + rankedBy(set.aggregation(), "total", "records", "smallest", "largest") + " AS a FROM " + from
                    + where
                    + " GROUP BY 1) AS byValue ORDER BY a DESC NULLS LAST, v COLLATE \"C\" NULLS FIRST LIMIT "
                    + breakdown.top();
            List<BreakdownValue> top = new ArrayList<>();
            for (Object result : query(sql, params).getResultList()) {
                Object[] columns = (Object[]) result;
                top.add(
                        columns[0] == null
                                ? BreakdownValue.NONE
                                : new BreakdownValue.Of((String) columns[0], (String) columns[1]));
            }
            return top;
        });
        List<String> texts = new ArrayList<>();
        for (BreakdownValue one : values) {
            if (one instanceof BreakdownValue.Of of) {
                texts.add(of.value());
            }
        }
        params.put("top", texts.toArray(String[]::new));
        params.put("none", values.contains(BreakdownValue.NONE));
        String matched = "coalesce(" + value + " = ANY(:top), false)";
        String sql = "SELECT " + bucket + " AS bucket, CASE WHEN " + matched + " THEN " + value + " END AS v,"
                + " NOT " + matched + " AND NOT (" + value + " IS NULL AND :none) AS rest,"
                + " sum(total), sum(records), min(smallest), max(largest) FROM " + from + where + " GROUP BY 1, 2, 3";
        for (Object result : query(sql, params).getResultList()) {
            Object[] columns = (Object[]) result;
            BreakdownValue of = Boolean.TRUE.equals(columns[2])
                    ? BreakdownValue.OTHER
                    : columns[1] == null ? BreakdownValue.NONE : byValue(values, (String) columns[1]);
            add(series, unbroken, of, bucketDay.apply(columns[0]), Partials.of(columns, 3));
        }
        return new Found(values, series, unbroken);
    }

    private static void add(
            Map<BreakdownValue, Partials> series,
            Partials unbroken,
            BreakdownValue value,
            LocalDate bucket,
            BigDecimal[] partials) {
        unbroken.add(bucket, partials);
        series.computeIfAbsent(value, v -> new Partials()).add(bucket, partials);
    }

    private static BreakdownValue byValue(List<BreakdownValue> values, String value) {
        for (BreakdownValue candidate : values) {
            if (candidate instanceof BreakdownValue.Of of && of.value().equals(value)) {
                return candidate;
            }
        }
        throw new IllegalStateException("a series of a value not asked for: " + value);
    }

    /** A period aggregate over columns holding partial sums, counts, minima and maxima. */
    private static String rankedBy(Aggregation aggregation, String sum, String count, String min, String max) {
        return switch (aggregation) {
            case SUM -> "sum(" + sum + ")";
            case COUNT -> "sum(" + count + ")";
            case AVG -> "sum(" + sum + ") / sum(" + count + ")";
            case MIN -> "min(" + min + ")";
            case MAX -> "max(" + max + ")";
        };
    }

    /** None first, then the values' texts code point by code point, as {@code COLLATE "C"} orders them. */
    private static int byText(BreakdownValue a, BreakdownValue b) {
        if (!(a instanceof BreakdownValue.Of first)) {
            return b instanceof BreakdownValue.Of ? -1 : 0;
        }
        if (!(b instanceof BreakdownValue.Of second)) {
            return 1;
        }
        return Arrays.compare(
                first.value().codePoints().toArray(),
                second.value().codePoints().toArray());
    }

    private static Set<String> texts(Object column) {
        Object[] items;
        try {
            items = column instanceof Array array ? (Object[]) array.getArray() : (Object[]) column;
        } catch (SQLException e) {
            throw new IllegalStateException("a text[] column is readable", e);
        }
        Set<String> texts = new LinkedHashSet<>();
        for (Object item : items) {
            texts.add((String) item);
        }
        return texts;
    }

    private Query query(String sql, Map<String, Object> params) {
        Query query = em.createNativeQuery(sql);
        params.forEach(query::setParameter);
        return query;
    }

    /**
     * Partial aggregates per bucket (sum, count, minimum, maximum of some totals), folded into an
     * aggregation per bucket and over the period: an average is the sum over the count, to six
     * decimals as the unbroken figures of a plain data set are.
     */
    static final class Partials {
        private final Map<LocalDate, BigDecimal[]> buckets = new HashMap<>();
        private BigDecimal[] period;

        static BigDecimal[] of(Object[] columns, int first) {
            return new BigDecimal[] {
                decimal(columns[first]),
                decimal(columns[first + 1]),
                decimal(columns[first + 2]),
                decimal(columns[first + 3])
            };
        }

        void add(LocalDate bucket, BigDecimal[] partial) {
            buckets.merge(bucket, partial, Partials::fold);
            period = period == null ? partial : fold(period, partial);
        }

        AggregatedValues values(Aggregation aggregation) {
            Map<LocalDate, BigDecimal> values = new HashMap<>();
            buckets.forEach((day, partial) -> values.put(day, value(aggregation, partial)));
            return new AggregatedValues(
                    values, Optional.ofNullable(period).map(partial -> value(aggregation, partial)));
        }

        /** The greater period aggregate first; an average compared exactly (a / b against c / d as a d against c b). */
        static Comparator<Partials> ranking(Aggregation aggregation) {
            Comparator<Partials> ascending =
                    switch (aggregation) {
                        case SUM -> Comparator.comparing(p -> p.period[0]);
                        case COUNT -> Comparator.comparing(p -> p.period[1]);
                        case MIN -> Comparator.comparing(p -> p.period[2]);
                        case MAX -> Comparator.comparing(p -> p.period[3]);
                        case AVG ->
                            (a, b) -> a.period[0].multiply(b.period[1]).compareTo(b.period[0].multiply(a.period[1]));
                    };
            return ascending.reversed();
        }

        private static BigDecimal value(Aggregation aggregation, BigDecimal[] partial) {
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
