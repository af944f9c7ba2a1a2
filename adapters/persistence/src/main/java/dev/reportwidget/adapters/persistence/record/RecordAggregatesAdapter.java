package dev.reportwidget.adapters.persistence.record;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.adapters.persistence.report.WidgetDataConfig;
import dev.reportwidget.application.report.RecordAggregates;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.DateAxis;
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

/**
 * Calculates every data set of a report in one scan of the property's day totals in the period
 * ({@code record_totals}: count, sum, minimum and maximum per date and label set, kept by the
 * database as records change): one aggregate with a {@code FILTER} clause per data set, grouped by
 * date bucket. A data set's filter reads the same labels as on a record, so it selects exactly the
 * totals of the records it would select.
 */
@ApplicationScoped
public class RecordAggregatesAdapter implements RecordAggregates {

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
    public List<Map<LocalDate, BigDecimal>> aggregate(PropertyId property, DateAxis axis, List<DataSet> dataSets) {
        Map<String, Object> params = new LinkedHashMap<>();
        params.put("property", property.value());
        params.put("from", axis.range().from());
        params.put("to", axis.range().to());
        var sql = new StringBuilder("SELECT ").append(bucket(axis)).append(" AS bucket");
        for (int i = 0; i < dataSets.size(); i++) {
            sql.append(", ").append(aggregate(dataSets.get(i), i, params));
        }
        sql.append(" FROM record_totals WHERE property_id = :property AND date BETWEEN :from AND :to GROUP BY 1");

        // a calculation that runs too long fails, and the last good copy is served instead
        em.createNativeQuery("SELECT set_config('statement_timeout', :timeout, true)")
                .setParameter("timeout", Long.toString(timeoutMillis))
                .getSingleResult();
        Query query = em.createNativeQuery(sql.toString());
        params.forEach(query::setParameter);
        List<Map<LocalDate, BigDecimal>> result = new ArrayList<>(dataSets.size());
        for (int i = 0; i < dataSets.size(); i++) {
            result.add(new HashMap<>());
        }
        for (Object row : query.getResultList()) {
            Object[] columns = (Object[]) row;
            LocalDate bucket = toDate(columns[0]);
            for (int i = 0; i < dataSets.size(); i++) {
                BigDecimal value = toDecimal(columns[i + 1]);
                if (value != null) {
                    result.get(i).put(bucket, value);
                }
            }
        }
        return result;
    }

    private static String bucket(DateAxis axis) {
        return switch (axis.unit()) {
            case DAY -> "date";
            case WEEK -> "CAST(date_trunc('week', date) AS date)";
            case MONTH -> "CAST(date_trunc('month', date) AS date)";
        };
    }

    private String aggregate(DataSet set, int index, Map<String, Object> params) {
        String filter = " FILTER (WHERE " + condition(set.filter(), index, params) + ")";
        return switch (set.aggregation()) {
            case SUM -> "sum(total)" + filter;
            // a bucket with records but none of the data set's counts 0, like count(*)
            case COUNT -> "CAST(coalesce(sum(records)" + filter + ", 0) AS bigint)";
            // the quotient avg(value) takes, kept to the six decimals that values have
            case AVG -> "round(sum(total)" + filter + " / sum(records)" + filter + ", 6)";
            case MIN -> "min(smallest)" + filter;
            case MAX -> "max(largest)" + filter;
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
