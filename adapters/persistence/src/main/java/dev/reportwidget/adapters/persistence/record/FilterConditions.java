package dev.reportwidget.adapters.persistence.record;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.Dimension;
import dev.reportwidget.domain.report.DimensionChoice;
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
        for (int c = 0; c < filter.choices().size(); c++) {
            clauses.add(chosen(filter.choices().get(c), "choice" + suffix + "_" + c, params));
        }
        return clauses.isEmpty() ? "true" : String.join(" AND ", clauses);
    }

    /**
     * A record's value of a dimension as viewer filters compare it, one value per row; for
     * {@code source} and {@code tags}, which hold several, empty (see {@link #valuesOf}).
     */
    static String valueOf(Dimension by, String keyParameter) {
        return switch (by.label()) {
            case TYPE -> "type";
            case ACTIVITY -> "activity";
            // a string without its quotes; JSON null and an empty text count as none
            case CUSTOM_DATA -> "nullif(custom_data ->> CAST(:" + keyParameter + " AS text), '')";
            case SOURCE, TAGS -> throw new IllegalArgumentException(by.wireName() + " holds several values");
        };
    }

    /** The column of a dimension holding several values per record; empty for any other. */
    static java.util.Optional<String> valuesOf(Dimension by) {
        return switch (by.label()) {
            case SOURCE -> java.util.Optional.of("source");
            case TAGS -> java.util.Optional.of("tags");
            default -> java.util.Optional.empty();
        };
    }

    /** A viewer's choice: the record's value (any of its values) is a chosen one, or it lacks the label and none is chosen. */
    static String chosen(DimensionChoice choice, String name, Map<String, Object> params) {
        List<String> either = new ArrayList<>(2);
        java.util.Optional<String> several = valuesOf(choice.by());
        String value = "";
        if (several.isEmpty()) {
            choice.by().customKey().ifPresent(key -> params.put(name + "_key", key));
            value = valueOf(choice.by(), name + "_key");
        }
        if (!choice.values().isEmpty()) {
            params.put(name, choice.values().toArray(String[]::new));
            either.add(
                    several.isPresent()
                            ? several.get() + " && CAST(:" + name + " AS text[])"
                            : value + " = ANY(CAST(:" + name + " AS text[]))");
        }
        if (choice.none()) {
            either.add(several.isPresent() ? "cardinality(" + several.get() + ") = 0" : value + " IS NULL");
        }
        return "(" + String.join(" OR ", either) + ")";
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
