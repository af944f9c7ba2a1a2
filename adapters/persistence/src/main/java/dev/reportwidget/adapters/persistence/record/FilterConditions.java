package dev.reportwidget.adapters.persistence.record;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.domain.report.DataSetFilter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A data set's filter as SQL over the day totals' labels, which are a record's: it selects exactly
 * the totals of the records the filter would select.
 */
final class FilterConditions {

    private final ObjectMapper json;

    FilterConditions(ObjectMapper json) {
        this.json = json;
    }

    /** Every given criterion of the filter, over parameters named with {@code suffix}, added to {@code params}. */
    String of(DataSetFilter filter, String suffix, Map<String, Object> params) {
        List<String> clauses = new ArrayList<>();
        if (filter.type() != null) {
            clauses.add("type = :type" + suffix);
            params.put("type" + suffix, filter.type());
        }
        if (filter.activity() != null) {
            clauses.add("activity = :activity" + suffix);
            params.put("activity" + suffix, filter.activity());
        }
        containsAll(clauses, params, "source", "source" + suffix, filter.sources());
        containsAll(clauses, params, "tags", "tag" + suffix, filter.tags());
        if (!filter.customData().isEmpty()) {
            clauses.add("custom_data @> CAST(:custom" + suffix + " AS jsonb)");
            params.put("custom" + suffix, json(filter.customData()));
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
}
