package dev.reportwidget.adapters.persistence.record;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.adapters.persistence.widget.WidgetDataConfig;
import dev.reportwidget.application.report.port.out.RecordAggregates;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.AggregatedValues;
import dev.reportwidget.domain.report.Buckets;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.DataSetFilter;
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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Calculates every data set of a report over a period in one scan of the property's day totals
 * ({@code record_totals}: count, sum, minimum and maximum per date and label set, kept by the
 * database as records change): one aggregate with a {@code FILTER} clause per data set, grouped by
 * bucket, and the same aggregate over the whole period as a window over those groups. A data set's
 * filter reads the same labels as on a record, so it selects exactly the totals of the records it
 * would select.
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
    private static final LocalDate FIRST_DAY = LocalDate.of(1, 1, 1);

    private final EntityManager em;
    private final ObjectMapper json;
    private final long timeoutMillis;

    RecordAggregatesAdapter(EntityManager em, ObjectMapper json, WidgetDataConfig config) {
        this.em = em;
        this.json = json;
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
        Map<String, Object> params = new LinkedHashMap<>();
        params.put("property", property.value());
        params.put("from", range.from().isBefore(FIRST_DAY) ? FIRST_DAY : range.from());
        params.put("to", range.to());
        List<LocalDate> starts = buckets.starts();
        var sql = new StringBuilder("SELECT ")
                .append(bucket(buckets, starts, params))
                .append(" AS bucket");
        for (int i = 0; i < dataSets.size(); i++) {
            Aggregate aggregate = aggregate(dataSets.get(i), i, params);
            sql.append(", ").append(aggregate.bucket()).append(", ").append(aggregate.period());
        }
        sql.append(" FROM record_totals WHERE property_id = :property AND date BETWEEN :from AND :to GROUP BY 1");

        // a calculation that runs too long fails, and the last good copy is served instead
        em.createNativeQuery("SELECT set_config('statement_timeout', :timeout, true)")
                .setParameter("timeout", Long.toString(timeoutMillis))
                .getSingleResult();
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
            LocalDate bucket = bucketDay(buckets, starts, columns[0]);
            for (int i = 0; i < dataSets.size(); i++) {
                BigDecimal value = toDecimal(columns[1 + 2 * i]);
                if (value != null) {
                    perBucket.get(i).put(bucket, value);
                }
                overall.set(i, toDecimal(columns[2 + 2 * i]));
            }
        }
        List<AggregatedValues> result = new ArrayList<>(dataSets.size());
        for (int i = 0; i < dataSets.size(); i++) {
            result.add(new AggregatedValues(perBucket.get(i), Optional.ofNullable(overall.get(i))));
        }
        return result;
    }

    /**
     * The SQL naming each row's bucket: a calendar unit's first day for a date axis; for an
     * earlier period, whose buckets are the days lining up with the shown ones, the position of the
     * latest bucket start on or before the date.
     */
    private static String bucket(Buckets buckets, List<LocalDate> starts, Map<String, Object> params) {
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

    private static LocalDate bucketDay(Buckets buckets, List<LocalDate> starts, Object column) {
        return switch (buckets) {
            case DateAxis _ -> toDate(column);
            case EarlierPeriod _ -> starts.get(((Number) column).intValue() - 1);
        };
    }

    /** A data set's aggregate per bucket, and over the whole period from the buckets' partial ones. */
    private record Aggregate(String bucket, String period) {}

    private Aggregate aggregate(DataSet set, int index, Map<String, Object> params) {
        String filter = " FILTER (WHERE " + condition(set.filter(), index, params) + ")";
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

    /** Every given criterion of the filter, as SQL over named parameters. */
    private String condition(DataSetFilter filter, int index, Map<String, Object> params) {
        List<String> clauses = new ArrayList<>();
        if (filter.type() != null) {
            clauses.add("type = :type" + index);
            params.put("type" + index, filter.type());
        }
        if (filter.activity() != null) {
            clauses.add("activity = :activity" + index);
            params.put("activity" + index, filter.activity());
        }
        containsAll(clauses, params, "source", "source" + index, filter.sources());
        containsAll(clauses, params, "tags", "tag" + index, filter.tags());
        if (!filter.customData().isEmpty()) {
            clauses.add("custom_data @> CAST(:custom" + index + " AS jsonb)");
            params.put("custom" + index, json(filter.customData()));
        }
        return clauses.isEmpty() ? "true" : String.join(" AND ", clauses);
    }

    private static void containsAll(
            List<String> clauses, Map<String, Object> params, String column, String prefix, List<String> values) {
        if (values.isEmpty()) {
            return;
        }
        List<String> names = new ArrayList<>();
        for (int j = 0; j < values.size(); j++) {
            String name = prefix + "_" + j;
            names.add("CAST(:" + name + " AS text)");
            params.put(name, values.get(j));
        }
        clauses.add(column + " @> ARRAY[" + String.join(", ", names) + "]");
    }

    private String json(Map<String, Object> value) {
        try {
            return json.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a filter's custom data is plain JSON", e);
        }
    }

    private static LocalDate toDate(Object column) {
        if (column instanceof LocalDate date) {
            return date;
        }
        return ((java.sql.Date) column).toLocalDate();
    }

    private static BigDecimal toDecimal(Object column) {
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
