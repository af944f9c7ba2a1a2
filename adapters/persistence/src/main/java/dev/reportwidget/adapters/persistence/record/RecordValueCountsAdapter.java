package dev.reportwidget.adapters.persistence.record;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.adapters.persistence.widget.WidgetDataConfig;
import dev.reportwidget.application.report.port.out.RecordValueCounts;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.DateRange;
import dev.reportwidget.domain.report.Dimension;
import dev.reportwidget.domain.report.DimensionChoice;
import dev.reportwidget.domain.report.DimensionValues;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.Query;
import jakarta.transaction.Transactional;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The values viewer filters offer (docs/embedding.md#viewer-filters), every filter's in one
 * statement: the day totals any of the data sets' filters selects over the period are read once
 * and grouped by what the lists need (each filter's value, whether each choice holds) into a
 * materialized CTE of a few rows per label set, and each filter's values are counted from those
 * rows under the other filters' choices, its 100 most frequent kept. A statement naming a custom data key the totals do
 * not keep reads the records instead, as the aggregates do. One statement per filter cost each a
 * scan and a round trip: three filters took 2.6x a cold load of the report alone (1,000,000
 * records, bench/viewer-filters.sh).
 */
@ApplicationScoped
public class RecordValueCountsAdapter implements RecordValueCounts {

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
    public List<DimensionValues> count(
            PropertyId property,
            DateRange range,
            List<DataSetFilter> filters,
            List<DimensionChoice> chosen,
            List<Dimension> dimensions,
            int limit) {
        if (dimensions.isEmpty()) {
            return List.of();
        }
        if (filters.isEmpty() || range.to().isBefore(RecordAggregatesAdapter.FIRST_DAY)) {
            return dimensions.stream()
                    .map(by -> new DimensionValues(by, List.of()))
                    .toList();
        }
        RecordAggregatesAdapter.limitStatements(em, timeoutMillis);
        Map<String, Object> params = new LinkedHashMap<>();
        params.put("property", property.value());
        params.put(
                "from",
                range.from().isBefore(RecordAggregatesAdapter.FIRST_DAY)
                        ? RecordAggregatesAdapter.FIRST_DAY
                        : range.from());
        params.put("to", range.to());
        List<String> any = new ArrayList<>(filters.size());
        Set<String> named = new HashSet<>();
        for (int i = 0; i < filters.size(); i++) {
            any.add("(" + conditions.of(filters.get(i), Integer.toString(i), params) + ")");
            named.addAll(filters.get(i).customKeys());
        }
        chosen.forEach(choice -> choice.by().customKey().ifPresent(named::add));
        dimensions.forEach(by -> by.customKey().ifPresent(named::add));
        String from = RecordAggregatesAdapter.from(keys.kept(em, property.value(), named));
        // the rows read once, grouped by what the lists need of them: each dimension's value (a list of
        // values for source and tags) and whether each choice holds, so a label set's days fold into one
        List<String> columns = new ArrayList<>();
        for (int d = 0; d < dimensions.size(); d++) {
            Dimension by = dimensions.get(d);
            String key = "dimension" + d;
            by.customKey().ifPresent(name -> params.put(key, name));
            columns.add(FilterConditions.valuesOf(by).orElseGet(() -> FilterConditions.valueOf(by, key)) + " AS d" + d);
        }
        for (int c = 0; c < chosen.size(); c++) {
            columns.add(FilterConditions.chosen(chosen.get(c), "chosen" + c, params) + " AS c" + c);
        }
        var sql = new StringBuilder("WITH offered AS MATERIALIZED (SELECT " + String.join(", ", columns)
                + ", sum(records) AS records FROM " + from
                + " WHERE property_id = :property AND date BETWEEN :from AND :to AND (" + String.join(" OR ", any)
                + ") GROUP BY "
                + String.join(
                        ", ",
                        java.util.stream.IntStream.rangeClosed(1, columns.size())
                                .mapToObj(Integer::toString)
                                .toList())
                + ")");
        for (int d = 0; d < dimensions.size(); d++) {
            Dimension by = dimensions.get(d);
            String rows = "offered";
            String value = "d" + d;
            if (FilterConditions.valuesOf(by).isPresent()) {
                // a record without any value counts once, as none
                rows += " CROSS JOIN LATERAL unnest(CASE WHEN cardinality(d" + d + ") = 0"
                        + " THEN ARRAY[NULL::text] ELSE d" + d + " END) AS held(v)";
                value = "held.v";
            }
            List<String> others = new ArrayList<>();
            for (int c = 0; c < chosen.size(); c++) {
                if (!chosen.get(c).by().equals(by)) {
                    others.add("c" + c);
                }
            }
            sql.append(d == 0 ? " " : " UNION ALL ")
                    .append("(SELECT ")
                    .append(d)
                    .append(" AS list, v, n FROM (SELECT ")
                    .append(value)
                    .append(" AS v, sum(records) AS n FROM ")
                    .append(rows)
                    .append(others.isEmpty() ? "" : " WHERE " + String.join(" AND ", others))
                    .append(" GROUP BY 1) AS counted ORDER BY n DESC, v COLLATE \"C\" NULLS FIRST LIMIT ")
                    .append(limit)
                    .append(")");
        }
        Query query = em.createNativeQuery(sql.toString());
        params.forEach(query::setParameter);
        List<List<DimensionValues.Count>> counts = new ArrayList<>();
        dimensions.forEach(by -> counts.add(new ArrayList<>()));
        for (Object row : query.getResultList()) {
            Object[] found = (Object[]) row;
            counts.get(((Number) found[0]).intValue())
                    .add(new DimensionValues.Count(
                            Optional.ofNullable((String) found[1]), ((Number) found[2]).longValue()));
        }
        List<DimensionValues> values = new ArrayList<>(dimensions.size());
        for (int d = 0; d < dimensions.size(); d++) {
            // a union's rows come in no promised order: each list is put in its own
            counts.get(d).sort(DimensionValues.MOST_FIRST);
            values.add(new DimensionValues(dimensions.get(d), counts.get(d)));
        }
        return values;
    }
}
