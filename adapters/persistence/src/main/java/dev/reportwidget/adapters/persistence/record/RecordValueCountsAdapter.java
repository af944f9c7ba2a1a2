package dev.reportwidget.adapters.persistence.record;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.adapters.persistence.widget.WidgetDataConfig;
import dev.reportwidget.application.report.port.out.RecordValueCounts;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.DateRange;
import dev.reportwidget.domain.report.Dimension;
import dev.reportwidget.domain.report.DimensionValues;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.Query;
import jakarta.transaction.Transactional;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The values a viewer filter offers (docs/embedding.md#viewer-filters), in one statement over the
 * day totals: their records per value of the dimension, for the totals any of the filters selects,
 * the most first. A statement naming a custom data key the totals do not keep reads the records
 * instead, as the aggregates do.
 */
@ApplicationScoped
public class RecordValueCountsAdapter implements RecordValueCounts {

    private static final LocalDate FIRST_DAY = LocalDate.of(1, 1, 1);

    private final EntityManager em;
    private final FilterConditions conditions;
    private final RecordTotalsKeys keys;
    private final long timeoutMillis;

    RecordValueCountsAdapter(EntityManager em, ObjectMapper json, WidgetDataConfig config, RecordTotalsKeys keys) {
        this.em = em;
        this.conditions = new FilterConditions(json);
        this.keys = keys;
        this.timeoutMillis = config.calculationTimeout().toMillis();
    }

    /** In a transaction of its own when the caller has none: the statement timeout is local to one. */
    @Override
    @Transactional
    public DimensionValues count(
            PropertyId property, DateRange range, List<DataSetFilter> filters, Dimension by, int limit) {
        if (filters.isEmpty() || range.to().isBefore(FIRST_DAY)) {
            return new DimensionValues(by, List.of());
        }
        em.createNativeQuery("SELECT set_config('statement_timeout', :timeout, true), set_config('jit', 'off', true)")
                .setParameter("timeout", Long.toString(timeoutMillis))
                .getSingleResult();
        Map<String, Object> params = new LinkedHashMap<>();
        params.put("property", property.value());
        params.put("from", range.from().isBefore(FIRST_DAY) ? FIRST_DAY : range.from());
        params.put("to", range.to());
        List<String> any = new ArrayList<>(filters.size());
        Set<String> named = new HashSet<>();
        for (int i = 0; i < filters.size(); i++) {
            any.add("(" + conditions.of(filters.get(i), Integer.toString(i), params) + ")");
            named.addAll(filters.get(i).customKeys());
        }
        by.customKey().ifPresent(named::add);
        String from = keys.kept(em, property.value(), named).ready()
                ? "record_totals"
                : RecordAggregatesAdapter.RECORDS_AS_TOTALS;
        Optional<String> several = FilterConditions.valuesOf(by);
        String value;
        if (several.isPresent()) {
            // a record without any value counts once, as none
            from += " CROSS JOIN LATERAL unnest(CASE WHEN cardinality(" + several.get() + ") = 0"
                    + " THEN ARRAY[NULL::text] ELSE " + several.get() + " END) AS offered(v)";
            value = "offered.v";
        } else {
            by.customKey().ifPresent(key -> params.put("dimension", key));
            value = FilterConditions.valueOf(by, "dimension");
        }
        String sql = "SELECT v, n FROM (SELECT " + value + " AS v, sum(records) AS n FROM " + from
                + " WHERE property_id = :property AND date BETWEEN :from AND :to AND (" + String.join(" OR ", any)
                + ") GROUP BY 1) AS counted ORDER BY n DESC, v COLLATE \"C\" NULLS FIRST LIMIT " + limit;
        Query query = em.createNativeQuery(sql);
        params.forEach(query::setParameter);
        List<DimensionValues.Count> counts = new ArrayList<>();
        for (Object row : query.getResultList()) {
            Object[] columns = (Object[]) row;
            counts.add(new DimensionValues.Count(
                    Optional.ofNullable((String) columns[0]), ((Number) columns[1]).longValue()));
        }
        return new DimensionValues(by, counts);
    }
}
