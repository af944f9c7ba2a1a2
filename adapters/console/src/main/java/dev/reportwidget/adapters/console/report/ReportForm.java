package dev.reportwidget.adapters.console.report;

import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.report.Appearance;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.Period;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.ReportDraft;
import dev.reportwidget.domain.report.ValueFormat;
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
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The report editor's form as the person filled it in: every field as text, so what they typed is
 * shown again as it was, with the use case's field errors beside the fields they name. Input names
 * are the API's field paths ({@code dataSets[1].label}, {@code period.last}), so an error of the
 * use case lands beside its input without a translation table.
 *
 * <p>Saving the form unchanged stores the report unchanged, field for field: every field of the
 * API's report is an input here (ReportFormRoundTripTest renders the form, reads it back as a browser
 * submits it and compares the saved definition).
 *
 * @param periodKind {@code relative} ({@code last} and {@code unit}) or {@code absolute} ({@code from}, {@code to})
 * @param format the report's number format
 * @param errors field path to message
 */
public record ReportForm(
        String name,
        String desc,
        String chartType,
        String periodKind,
        String periodLast,
        String periodUnit,
        String periodFrom,
        String periodTo,
        String granularity,
        List<DataSetForm> dataSets,
        boolean advanced,
        String backgroundColor,
        String textColor,
        String lineThickness,
        String lineDash,
        String gridColor,
        String gridThickness,
        String gridDash,
        String legendFontSize,
        String legendColor,
        String scalesFontSize,
        String scalesColor,
        FormatForm format,
        Map<String, String> errors) {

    private static final Pattern LINES = Pattern.compile("\r\n|\n|\r");

    /** Colours of new data sets, in turn. */
    private static final List<String> PALETTE =
            List.of("#2f7ed8", "#e4572e", "#17bebb", "#ffc914", "#76b041", "#8e44ad", "#f08a4b", "#52606d");

    /**
     * One data set's inputs.
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
            Map<String, String> errors) {

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
                    Map.of());
        }

        DataSetForm withErrors(Map<String, String> all) {
            String start = prefix() + ".";
            Map<String, String> mine = new LinkedHashMap<>();
            all.forEach((field, message) -> {
                if (field.startsWith(start)) {
                    mine.put(field.substring(start.length()), message);
                } else if (field.equals(prefix())) {
                    mine.put("", message);
                }
            });
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
                    mine);
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
                    Map.of());
        }
    }

    /**
     * The number format's inputs. An empty style is no format at all (plain numbers), which is not
     * the same report as one with the decimal style spelt out.
     */
    public record FormatForm(String style, String currency, String maximumFractionDigits, String notation) {

        static final FormatForm NONE = new FormatForm("", "", "", ValueFormat.Notation.STANDARD.wireName());

        static FormatForm of(Optional<ValueFormat> format) {
            return format.map(f -> new FormatForm(
                            f.style().wireName(),
                            f.currency().orElse(""),
                            f.maximumFractionDigits().map(String::valueOf).orElse(""),
                            f.notation().wireName()))
                    .orElse(NONE);
        }

        /** Whether the form asks for a format: a style, or any other format field set. */
        boolean given() {
            return !style.isBlank()
                    || !currency.isBlank()
                    || !maximumFractionDigits.isBlank()
                    || !(notation.isBlank() || notation.equals(ValueFormat.Notation.STANDARD.wireName()));
        }

        public boolean currencyStyle() {
            return style.equals(ValueFormat.Style.CURRENCY.wireName());
        }
    }

    public String error(String field) {
        return errors.get(field);
    }

    public boolean hasErrors() {
        return !errors.isEmpty();
    }

    public boolean relative() {
        return !"absolute".equals(periodKind);
    }

    /** How to write a goal in the report's number format. */
    public String goalHint() {
        if (format.currencyStyle()) {
            return "An amount in " + (format.currency().isBlank() ? "the report's currency" : format.currency())
                    + ", such as 1500.";
        }
        if (format.style().equals(ValueFormat.Style.PERCENT.wireName())) {
            return "A share, as the report writes percentages: 0.25 is 25 %.";
        }
        return "A number, such as 1500.";
    }

    public boolean lastDataSet() {
        return dataSets.size() <= 1;
    }

    /** The form of a new report: one data set, the last 30 days by day, the built-in look. */
    public static ReportForm blank() {
        Appearance look = Appearance.BUILT_IN;
        return new ReportForm(
                "",
                "",
                "line",
                "relative",
                "30",
                "day",
                "",
                "",
                "day",
                List.of(DataSetForm.fresh(0)),
                false,
                look.backgroundColor(),
                look.textColor(),
                plain(look.line().thickness()),
                plain(look.line().dash()),
                look.grid().color(),
                plain(look.grid().thickness()),
                plain(look.grid().dash()),
                plain(look.legend().fontSize()),
                look.legend().color(),
                plain(look.scales().fontSize()),
                look.scales().color(),
                FormatForm.NONE,
                Map.of());
    }

    /** The form of a saved report. */
    public static ReportForm of(ReportDefinition report) {
        List<DataSetForm> sets = new ArrayList<>();
        for (int i = 0; i < report.dataSets().size(); i++) {
            DataSet set = report.dataSets().get(i);
            DataSetFilter filter = set.filter();
            sets.add(new DataSetForm(
                    i,
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
                    set.goal().map(ReportForm::exact).orElse(""),
                    Map.of()));
        }
        Appearance look = report.appearance();
        boolean relative = report.period() instanceof Period.Relative;
        return new ReportForm(
                report.name(),
                report.desc(),
                report.chartType().wireName(),
                relative ? "relative" : "absolute",
                report.period() instanceof Period.Relative r ? String.valueOf(r.count()) : "",
                report.period() instanceof Period.Relative r ? r.unit().wireName() : "day",
                report.period() instanceof Period.Absolute a ? a.days().from().toString() : "",
                report.period() instanceof Period.Absolute a ? a.days().to().toString() : "",
                report.granularity().wireName(),
                sets,
                look.advanced(),
                look.backgroundColor(),
                look.textColor(),
                plain(look.line().thickness()),
                plain(look.line().dash()),
                look.grid().color(),
                plain(look.grid().thickness()),
                plain(look.grid().dash()),
                plain(look.legend().fontSize()),
                look.legend().color(),
                plain(look.scales().fontSize()),
                look.scales().color(),
                FormatForm.of(report.format()),
                Map.of());
    }

    /** The form as posted; data sets are read up to {@code dataSetCount}. */
    public static ReportForm read(MultivaluedMap<String, String> form) {
        int count = 0;
        try {
            count = Math.max(
                    0, Math.min(Integer.parseInt(value(form, "dataSetCount")), ReportDefinition.MAX_DATA_SETS));
        } catch (NumberFormatException e) {
            // no data sets: the use case names the missing ones
        }
        List<DataSetForm> sets = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String at = "dataSets[" + i + "].";
            sets.add(new DataSetForm(
                    i,
                    value(form, at + "label"),
                    value(form, at + "color"),
                    value(form, at + "aggregation"),
                    value(form, at + "axis"),
                    value(form, at + "filter.type"),
                    value(form, at + "filter.activity"),
                    value(form, at + "filter.sources"),
                    value(form, at + "filter.tags"),
                    value(form, at + "filter.customData"),
                    "true".equals(value(form, at + "higherIsBetter")),
                    value(form, at + "goal"),
                    Map.of()));
        }
        return new ReportForm(
                value(form, "name"),
                // a browser sends a text area's line breaks as CR LF: the report keeps the LF it was shown with
                value(form, "desc").replace("\r\n", "\n"),
                value(form, "chartType"),
                value(form, "period.kind"),
                value(form, "period.last"),
                value(form, "period.unit"),
                value(form, "period.from"),
                value(form, "period.to"),
                value(form, "granularity"),
                sets,
                "true".equals(value(form, "appearance.advanced")),
                value(form, "appearance.backgroundColor"),
                value(form, "appearance.textColor"),
                value(form, "appearance.line.thickness"),
                value(form, "appearance.line.dash"),
                value(form, "appearance.grid.color"),
                value(form, "appearance.grid.thickness"),
                value(form, "appearance.grid.dash"),
                value(form, "appearance.legend.fontSize"),
                value(form, "appearance.legend.color"),
                value(form, "appearance.scales.fontSize"),
                value(form, "appearance.scales.color"),
                new FormatForm(
                        value(form, "format.style"),
                        value(form, "format.currency"),
                        value(form, "format.maximumFractionDigits"),
                        value(form, "format.notation")),
                Map.of());
    }

    /** A data set more, at the end. */
    public ReportForm added() {
        List<DataSetForm> sets = new ArrayList<>(dataSets);
        if (sets.size() < ReportDefinition.MAX_DATA_SETS) {
            sets.add(DataSetForm.fresh(sets.size()));
        }
        return withDataSets(sets);
    }

    public ReportForm removed(int index) {
        List<DataSetForm> sets = new ArrayList<>(dataSets);
        if (index >= 0 && index < sets.size()) {
            sets.remove(index);
        }
        return withDataSets(sets);
    }

    /** The data set at {@code index} swapped with its neighbour {@code by} places away (-1: up, 1: down). */
    public ReportForm moved(int index, int by) {
        List<DataSetForm> sets = new ArrayList<>(dataSets);
        int other = index + by;
        if (index >= 0 && index < sets.size() && other >= 0 && other < sets.size()) {
            DataSetForm moving = sets.get(index);
            sets.set(index, sets.get(other));
            sets.set(other, moving);
        }
        return withDataSets(sets);
    }

    private ReportForm withDataSets(List<DataSetForm> sets) {
        List<DataSetForm> renumbered = new ArrayList<>();
        for (int i = 0; i < sets.size(); i++) {
            renumbered.add(sets.get(i).at(i));
        }
        return new ReportForm(
                name,
                desc,
                chartType,
                periodKind,
                periodLast,
                periodUnit,
                periodFrom,
                periodTo,
                granularity,
                renumbered,
                advanced,
                backgroundColor,
                textColor,
                lineThickness,
                lineDash,
                gridColor,
                gridThickness,
                gridDash,
                legendFontSize,
                legendColor,
                scalesFontSize,
                scalesColor,
                format,
                Map.of());
    }

    /** The same entries with these errors beside their fields. */
    public ReportForm withErrors(List<FieldError> found) {
        Map<String, String> all = new LinkedHashMap<>();
        for (FieldError error : found) {
            all.merge(error.field(), error.message(), (a, b) -> a + "; " + b);
        }
        return new ReportForm(
                name,
                desc,
                chartType,
                periodKind,
                periodLast,
                periodUnit,
                periodFrom,
                periodTo,
                granularity,
                dataSets.stream().map(set -> set.withErrors(all)).toList(),
                advanced,
                backgroundColor,
                textColor,
                lineThickness,
                lineDash,
                gridColor,
                gridThickness,
                gridDash,
                legendFontSize,
                legendColor,
                scalesFontSize,
                scalesColor,
                format,
                Map.copyOf(all));
    }

    /**
     * The draft the use case validates. Text that cannot even be read as the API's JSON would be (a
     * number field with letters, custom data that is no JSON object) is named in {@code unreadable},
     * as the API answers such a body 400 before any rule is checked.
     */
    public ReportDraft draft(List<FieldError> unreadable) {
        List<ReportDraft.DataSetDraft> sets = dataSets.stream()
                .map(set -> new ReportDraft.DataSetDraft(
                        set.label(),
                        emptyToNull(set.color()),
                        emptyToNull(set.aggregation()),
                        new ReportDraft.FilterDraft(
                                emptyToNull(set.type()),
                                emptyToNull(set.activity()),
                                list(set.sources()),
                                list(set.tags()),
                                customData(set.prefix() + ".filter.customData", set.customData(), unreadable)),
                        emptyToNull(set.axis()),
                        set.higherIsBetter(),
                        number(
                                set.prefix() + ".goal",
                                set.goal(),
                                unreadable,
                                "Enter a number, such as 1500 or 0.25.")))
                .toList();
        ReportDraft.PeriodDraft period = relative()
                ? new ReportDraft.PeriodDraft(
                        number(
                                "period.last",
                                periodLast,
                                unreadable,
                                "Enter a whole number of "
                                        + (periodUnit == null || periodUnit.isBlank() ? "days" : periodUnit + "s")
                                        + ", such as 30."),
                        emptyToNull(periodUnit),
                        null,
                        null)
                : new ReportDraft.PeriodDraft(null, null, emptyToNull(periodFrom), emptyToNull(periodTo));
        ReportDraft.AppearanceDraft look = new ReportDraft.AppearanceDraft(
                advanced,
                emptyToNull(backgroundColor),
                emptyToNull(textColor),
                new ReportDraft.LineDraft(
                        number("appearance.line.thickness", lineThickness, unreadable),
                        number("appearance.line.dash", lineDash, unreadable)),
                new ReportDraft.GridDraft(
                        emptyToNull(gridColor),
                        number("appearance.grid.thickness", gridThickness, unreadable),
                        number("appearance.grid.dash", gridDash, unreadable)),
                new ReportDraft.FontDraft(
                        number("appearance.legend.fontSize", legendFontSize, unreadable), emptyToNull(legendColor)),
                new ReportDraft.FontDraft(
                        number("appearance.scales.fontSize", scalesFontSize, unreadable), emptyToNull(scalesColor)));
        ReportDraft.FormatDraft valueFormat = format.given()
                ? new ReportDraft.FormatDraft(
                        emptyToNull(format.style()),
                        upperCase(emptyToNull(format.currency())),
                        number(
                                "format.maximumFractionDigits",
                                format.maximumFractionDigits(),
                                unreadable,
                                "Enter a whole number of decimals from 0 to 6."),
                        emptyToNull(format.notation()))
                : null;
        return new ReportDraft(
                name, desc, emptyToNull(chartType), period, emptyToNull(granularity), sets, look, valueFormat);
    }

    private static BigDecimal number(String field, String text, List<FieldError> unreadable) {
        return number(field, text, unreadable, "Enter a number, such as 2 or 1.5.");
    }

    private static BigDecimal number(String field, String text, List<FieldError> unreadable, String message) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return new BigDecimal(text.trim());
        } catch (NumberFormatException e) {
            unreadable.add(new FieldError(field, message));
            return null;
        }
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
            case ARRAY -> ((JsonArray) value).stream().map(ReportForm::plain).toList();
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

    private static String value(MultivaluedMap<String, String> form, String name) {
        String value = form.getFirst(name);
        return value == null ? "" : value;
    }

    private static String emptyToNull(String text) {
        return text == null || text.isBlank() ? null : text.trim();
    }

    /** A currency code as people type it ({@code eur}) is the code ({@code EUR}). */
    private static String upperCase(String text) {
        return text == null ? null : text.toUpperCase(java.util.Locale.ROOT);
    }

    private static String orEmpty(String text) {
        return text == null ? "" : text;
    }

    /** A number written so that reading it back gives the same number, scale included ({@code 1E+3} stays so). */
    private static String exact(BigDecimal number) {
        return number.scale() < 0 ? number.toString() : number.toPlainString();
    }

    private static String plain(BigDecimal number) {
        return number == null ? "" : number.toPlainString();
    }
}
