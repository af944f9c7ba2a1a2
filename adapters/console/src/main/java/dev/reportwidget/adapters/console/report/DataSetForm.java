package dev.reportwidget.adapters.console.report;

import dev.reportwidget.adapters.console.FormFields;
import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.Formula;
import dev.reportwidget.domain.report.ReportDraft;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.ws.rs.core.MultivaluedMap;
import java.io.StringReader;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * One data set's inputs in the report editor, as typed. A data set with a formula is a calculated
 * one: its aggregation, filter and breakdown inputs are not sent on.
 *
 * @param errors field path inside the data set ({@code label}, {@code filter.type}) to message
 */
public record DataSetForm(
        int index,
        String label,
        String color,
        String aggregation,
        String axis,
        String type,
        String activity,
        String sources,
        String tags,
        String customData,
        boolean higherIsBetter,
        String goal,
        String key,
        String formula,
        FormatForm format,
        BreakdownForm breakdown,
        Map<String, String> errors) {

    private static final Pattern LINES = Pattern.compile("\r\n|\n|\r");

    /** Colours of new data sets, in turn. */
    private static final List<String> PALETTE =
            List.of("#2f7ed8", "#e4572e", "#17bebb", "#ffc914", "#76b041", "#8e44ad", "#f08a4b", "#52606d");

    public String prefix() {
        return "dataSets[" + index + "]";
    }

    public int number() {
        return index + 1;
    }

    public String error(String field) {
        return errors.get(field);
    }

    DataSetForm at(int position) {
        return new DataSetForm(
                position,
                label,
                color,
                aggregation,
                axis,
                type,
                activity,
                sources,
                tags,
                customData,
                higherIsBetter,
                goal,
                key,
                formula,
                format,
                breakdown,
                Map.of());
    }

    /** Whether it is a calculated data set. */
    public boolean calculated() {
        return !formula.isBlank();
    }

    DataSetForm withErrors(Map<String, String> all) {
        return new DataSetForm(
                index,
                label,
                color,
                aggregation,
                axis,
                type,
                activity,
                sources,
                tags,
                customData,
                higherIsBetter,
                goal,
                key,
                formula,
                format,
                breakdown,
                FormFields.errorsOf(prefix(), all));
    }

    static DataSetForm fresh(int index) {
        return new DataSetForm(
                index,
                "",
                PALETTE.get(index % PALETTE.size()),
                "sum",
                "left",
                "",
                "",
                "",
                "",
                "",
                true,
                "",
                "",
                "",
                FormatForm.NONE,
                BreakdownForm.NONE,
                Map.of());
    }

    static DataSetForm of(int index, DataSet set) {
        DataSetFilter filter = set.filter();
        return new DataSetForm(
                index,
                set.label(),
                set.color(),
                set.aggregation().wireName(),
                set.axis().wireName(),
                orEmpty(filter.type()),
                orEmpty(filter.activity()),
                String.join("\n", filter.sources()),
                String.join("\n", filter.tags()),
                filter.customData().isEmpty() ? "" : json(filter.customData()),
                set.higherIsBetter(),
                set.goal().map(DataSetForm::exact).orElse(""),
                set.key().orElse(""),
                set.formula().map(Formula::text).orElse(""),
                FormatForm.of(set.format()),
                BreakdownForm.of(set.breakdown()),
                Map.of());
    }

    static DataSetForm read(MultivaluedMap<String, String> form, int index) {
        String at = "dataSets[" + index + "].";
        return new DataSetForm(
                index,
                FormFields.value(form, at + "label"),
                FormFields.value(form, at + "color"),
                FormFields.value(form, at + "aggregation"),
                FormFields.value(form, at + "axis"),
                FormFields.value(form, at + "filter.type"),
                FormFields.value(form, at + "filter.activity"),
                FormFields.value(form, at + "filter.sources"),
                FormFields.value(form, at + "filter.tags"),
                FormFields.value(form, at + "filter.customData"),
                "true".equals(FormFields.value(form, at + "higherIsBetter")),
                FormFields.value(form, at + "goal"),
                FormFields.value(form, at + "key"),
                FormFields.value(form, at + "formula"),
                FormatForm.read(form, at + "format"),
                BreakdownForm.read(form, at + "breakdown"),
                Map.of());
    }

    /** The data set as typed; custom data that is no JSON object, or a goal that is no number, is named in {@code unreadable}. */
    ReportDraft.DataSetDraft draft(List<FieldError> unreadable) {
        boolean calculated = calculated();
        return new ReportDraft.DataSetDraft(
                label,
                FormFields.emptyToNull(color),
                calculated ? null : FormFields.emptyToNull(aggregation),
                calculated
                        ? null
                        : new ReportDraft.FilterDraft(
                                FormFields.emptyToNull(type),
                                FormFields.emptyToNull(activity),
                                list(sources),
                                list(tags),
                                customData(prefix() + ".filter.customData", customData, unreadable)),
                FormFields.emptyToNull(axis),
                higherIsBetter,
                FormFields.number(prefix() + ".goal", goal, unreadable, "Enter a number, such as 1500 or 0.25."),
                FormFields.emptyToNull(key),
                calculated ? formula : null,
                format.draft(unreadable, prefix() + ".format"),
                calculated ? null : breakdown.draft(unreadable, prefix() + ".breakdown"));
    }

    private static Map<String, Object> customData(String field, String text, List<FieldError> unreadable) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try (JsonReader reader = Json.createReader(new StringReader(text))) {
            JsonValue value = reader.readValue();
            if (value instanceof JsonObject object) {
                @SuppressWarnings("unchecked")
                Map<String, Object> map = (Map<String, Object>) plain(object);
                return map;
            }
        } catch (jakarta.json.JsonException e) {
            // falls through
        }
        unreadable.add(new FieldError(field, "Enter a JSON object, such as {\"plan\": \"pro\"}."));
        return null;
    }

    /** JSON-P values as the plain maps, lists, strings, numbers and booleans the domain takes. */
    private static Object plain(JsonValue value) {
        return switch (value.getValueType()) {
            case OBJECT -> {
                Map<String, Object> map = new LinkedHashMap<>();
                ((JsonObject) value).forEach((key, item) -> map.put(key, plain(item)));
                yield map;
            }
            case ARRAY -> ((JsonArray) value).stream().map(DataSetForm::plain).toList();
            case STRING -> ((JsonString) value).getString();
            case NUMBER -> ((JsonNumber) value).bigDecimalValue();
            case TRUE -> Boolean.TRUE;
            case FALSE -> Boolean.FALSE;
            case NULL -> null;
        };
    }

    private static String json(Map<String, Object> map) {
        return Json.createObjectBuilder(map).build().toString();
    }

    /**
     * One value a line, each kept exactly as written (a record's sources and tags are not trimmed
     * either, and a value may hold a comma); blank lines are skipped.
     */
    private static List<String> list(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        return LINES.splitAsStream(text).filter(item -> !item.isBlank()).collect(Collectors.toList());
    }

    private static String orEmpty(String text) {
        return text == null ? "" : text;
    }

    /** A number written so that reading it back gives the same number, scale included ({@code 1E+3} stays so). */
    private static String exact(BigDecimal number) {
        return number.scale() < 0 ? number.toString() : number.toPlainString();
    }
}
