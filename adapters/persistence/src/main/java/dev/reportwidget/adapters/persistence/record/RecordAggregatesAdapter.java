package dev.reportwidget.adapters.persistence.record;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.adapters.persistence.widget.WidgetDataConfig;
import dev.reportwidget.application.report.port.out.RecordAggregates;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.AggregatedValues;
import dev.reportwidget.domain.report.Breakdown;
import dev.reportwidget.domain.report.Buckets;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.DateAxis;
import dev.reportwidget.domain.report.DateRange;
import dev.reportwidget.domain.report.EarlierPeriod;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.Query;
import jakarta.transaction.Transactional;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Calculates the data sets of a report over a period in one scan of the property's day totals
 * ({@code record_totals}: count, sum, minimum and maximum per date and label set, kept by the
 * database as records change): one aggregate with a {@code FILTER} clause per data set, grouped by
 * bucket, and the same aggregate over the whole period as a window over those groups; a
 * broken-down data set in a scan of its own, which gives its series and its unbroken figures
 * ({@link BreakdownStatements}). A data set's filter reads the same labels as on a record, so it
 * selects exactly the totals of the records it would select. A statement naming a custom data key
 * the totals do not keep reads the records instead ({@link RecordTotalsKeys}).
 *
 * <p>The period's value folds the buckets' partial sums, counts, minima and maxima (an average is
 * the period's sum over its count, never an average of averages), so it is the aggregate of the
 * period's records. Computed as a window over the grouped rows it leaves the plan as it was: a
 * {@code GROUPING SETS} total instead took a plan without parallel workers and doubled the
 * statement's time over 1,000,000 label sets.
 */
@ApplicationScoped
public class RecordAggregatesAdapter implements RecordAggregates {

    /** Records are dated in years 1 to 9999: an earlier period may reach before them, never a record. */
    static final LocalDate FIRST_DAY = LocalDate.of(1, 1, 1);

    /** The records as the day totals of one record each: what a statement reads when the totals cannot answer it. */
    static final String RECORDS_AS_TOTALS = "(SELECT property_id, date, type, activity, source, tags, custom_data,"
            + " 1 AS records, value AS total, value AS smallest, value AS largest FROM records) AS record_totals";

    private final EntityManager em;
    private final FilterConditions conditions;
    private final BreakdownStatements breakdowns;
    private final RecordTotalsKeys keys;
    private final long timeoutMillis;

    RecordAggregatesAdapter(EntityManager em, ObjectMapper json, WidgetDataConfig config, RecordTotalsKeys keys) {
        this.em = em;
        this.conditions = new FilterConditions(json);
        this.breakdowns = new BreakdownStatements(em, conditions);
        this.keys = keys;
        this.timeoutMillis = config.calculationTimeout().toMillis();
    }

    /** In the caller's transaction, or in one of its own: the statement timeout is local to a transaction. */
    @Override
    @Transactional
    public List<AggregatedValues> aggregate(PropertyId property, Buckets buckets, List<DataSet> dataSets) {
        DateRange range = buckets.range();
        if (range.to().isBefore(FIRST_DAY)) {
            return dataSets.stream().map(set -> AggregatedValues.NONE).toList();
        }
        // the period and its buckets, as every statement over them names them
        Map<String, Object> period = new LinkedHashMap<>();
        period.put("property", property.value());
        period.put("from", range.from().isBefore(FIRST_DAY) ? FIRST_DAY : range.from());
        period.put("to", range.to());
        List<LocalDate> starts = buckets.starts();
        String bucket = bucket(buckets, starts, period);
        limitStatements(em, timeoutMillis);
        Function<Object, LocalDate> rowBucket = column -> bucketDay(buckets, starts, column);
        // the data sets that are not broken down, in one statement; a broken-down one in its own
        List<DataSet> plain =
                dataSets.stream().filter(set -> set.breakdown().isEmpty()).toList();
        Iterator<AggregatedValues> plainValues = plain.isEmpty()
                ? List.<AggregatedValues>of().iterator()
                : plain(property, plain, period, bucket, rowBucket);
        List<AggregatedValues> result = new ArrayList<>(dataSets.size());
        for (DataSet set : dataSets) {
            result.add(set.breakdown()
                    .map(breakdown -> broken(property, period, bucket, rowBucket, set, breakdown))
                    .orElseGet(plainValues::next));
        }
        return result;
    }

    /** The figures of data sets that are not broken down, in their order, from one statement. */
    private Iterator<AggregatedValues> plain(
            PropertyId property,
            List<DataSet> dataSets,
            Map<String, Object> period,
            String bucket,
            Function<Object, LocalDate> rowBucket) {
        Map<String, Object> params = new LinkedHashMap<>(period);
        var sql = new StringBuilder("SELECT ").append(bucket).append(" AS bucket");
        for (int i = 0; i < dataSets.size(); i++) {
            Aggregate aggregate = aggregate(dataSets.get(i), i, params);
            sql.append(", ").append(aggregate.bucket()).append(", ").append(aggregate.period());
        }
        Set<String> named = new HashSet<>();
        dataSets.forEach(set -> named.addAll(set.filter().customKeys()));
        sql.append(" FROM ")
                .append(from(keys.kept(em, property.value(), named)))
                .append(" WHERE property_id = :property AND date BETWEEN :from AND :to GROUP BY 1");
        Query query = em.createNativeQuery(sql.toString());
        params.forEach(query::setParameter);
        List<Map<LocalDate, BigDecimal>> perBucket = new ArrayList<>(dataSets.size());
        List<BigDecimal> overall = new ArrayList<>(dataSets.size());
        for (int i = 0; i < dataSets.size(); i++) {
            perBucket.add(new HashMap<>());
            overall.add(null);
        }
        for (Object row : query.getResultList()) {
            Object[] columns = (Object[]) row;
            LocalDate day = rowBucket.apply(columns[0]);
            for (int i = 0; i < dataSets.size(); i++) {
                BigDecimal value = toDecimal(columns[1 + 2 * i]);
                if (value != null) {
                    perBucket.get(i).put(day, value);
                }
                overall.set(i, toDecimal(columns[2 + 2 * i]));
            }
        }
        List<AggregatedValues> result = new ArrayList<>(dataSets.size());
        for (int i = 0; i < dataSets.size(); i++) {
            result.add(new AggregatedValues(perBucket.get(i), Optional.ofNullable(overall.get(i))));
        }
        return result.iterator();
    }

    /**
     * A broken-down data set's figures, from the day totals when they keep every custom data key
     * it names, else from the records shaped as totals.
     */
    private AggregatedValues broken(
            PropertyId property,
            Map<String, Object> period,
            String bucket,
            Function<Object, LocalDate> rowBucket,
            DataSet set,
            Breakdown breakdown) {
        RecordTotalsKeys.Kept kept = keys.kept(em, property.value(), keysOf(set, breakdown));
        boolean many = breakdown
                .by()
                .customKey()
                .map(key -> kept.moreValuesThan(key, BreakdownStatements.MANY_VALUES))
                .orElse(false);
        return breakdowns.values(from(kept), period, bucket, rowBucket, set, breakdown, many);
    }

    /**
     * The limits of the calculating statements of the caller's transaction: one that runs too long
     * fails, and the last good copy is served instead; no JIT compilation: it cost about 150 ms per
     * statement over 750,000 totals rows, more than it saved on statements that run well under a second.
     */
    static void limitStatements(EntityManager em, long timeoutMillis) {
        em.createNativeQuery("SELECT set_config('statement_timeout', :timeout, true), set_config('jit', 'off', true)")
                .setParameter("timeout", Long.toString(timeoutMillis))
                .getSingleResult();
    }

    /** What a statement reads: the day totals when they keep every key it names, else the records, shaped as totals. */
    static String from(RecordTotalsKeys.Kept kept) {
        return kept.ready() ? "record_totals" : RECORDS_AS_TOTALS;
    }

    private static Set<String> keysOf(DataSet set, Breakdown breakdown) {
        Set<String> named = new HashSet<>(set.filter().customKeys());
        breakdown.by().customKey().ifPresent(named::add);
        return named;
    }

    /**
     * The SQL naming each row's bucket: a calendar unit's first day for a date axis; for an
     * earlier period, whose buckets are the days lining up with the shown ones, the position of the
     * latest bucket start on or before the date.
     */
    static String bucket(Buckets buckets, List<LocalDate> starts, Map<String, Object> params) {
        return switch (buckets) {
            case DateAxis axis ->
                switch (axis.unit()) {
                    case DAY -> "date";
                    case WEEK -> "CAST(date_trunc('week', date) AS date)";
                    case MONTH -> "CAST(date_trunc('month', date) AS date)";
                };
            case EarlierPeriod _ -> {
                // starts before the first calendar day hold no record; moved onto it, they stay in order.
                // Bound as a date[]: an array cast from text in the statement is cast again for every row
                params.put(
                        "starts",
                        starts.stream()
                                .map(start -> start.isBefore(FIRST_DAY) ? FIRST_DAY : start)
                                .toArray(LocalDate[]::new));
                yield "width_bucket(date, :starts)";
            }
        };
    }

    static LocalDate bucketDay(Buckets buckets, List<LocalDate> starts, Object column) {
        return switch (buckets) {
            case DateAxis _ -> toDate(column);
            case EarlierPeriod _ -> starts.get(((Number) column).intValue() - 1);
        };
    }

    /** A data set's aggregate per bucket, and over the whole period from the buckets' partial ones. */
    private record Aggregate(String bucket, String period) {}

    private Aggregate aggregate(DataSet set, int index, Map<String, Object> params) {
        String filter = " FILTER (WHERE " + conditions.of(set.filter(), Integer.toString(index), params) + ")";
        String sum = "sum(total)" + filter;
        String records = "sum(records)" + filter;
        return switch (set.aggregation()) {
            case SUM -> new Aggregate(sum, "sum(" + sum + ") OVER ()");
            // a bucket with records but none of the data set's counts 0, like count(*)
            case COUNT ->
                new Aggregate(
                        "CAST(coalesce(" + records + ", 0) AS bigint)",
                        "CAST(coalesce(sum(" + records + ") OVER (), 0) AS bigint)");
            // the quotient avg(value) takes, kept to the six decimals that values have
            case AVG ->
                new Aggregate(
                        "round(" + sum + " / " + records + ", 6)",
                        "round(sum(" + sum + ") OVER () / sum(" + records + ") OVER (), 6)");
            case MIN -> new Aggregate("min(smallest)" + filter, "min(min(smallest)" + filter + ") OVER ()");
            case MAX -> new Aggregate("max(largest)" + filter, "max(max(largest)" + filter + ") OVER ()");
        };
    }

    private static LocalDate toDate(Object column) {
        if (column instanceof LocalDate date) {
            return date;
        }
        return ((java.sql.Date) column).toLocalDate();
    }

    static BigDecimal toDecimal(Object column) {
        if (column == null) {
            return null;
        }
        if (column instanceof BigDecimal decimal) {
            return RecordMapper.normalise(decimal);
        }
        if (column instanceof BigInteger integer) {
            return new BigDecimal(integer);
        }
        return BigDecimal.valueOf(((Number) column).longValue());
    }
}
