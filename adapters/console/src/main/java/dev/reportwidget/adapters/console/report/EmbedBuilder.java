package dev.reportwidget.adapters.console.report;

import dev.reportwidget.domain.error.DomainException;
import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.Comparison;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.EmbedDefaults;
import dev.reportwidget.domain.widget.EmbedSnippet;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.WidgetPart;
import dev.reportwidget.domain.widget.WidgetType;
import dev.reportwidget.domain.widget.WidgetUrls;
import dev.reportwidget.domain.widget.WidgetView;
import jakarta.ws.rs.core.MultivaluedMap;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The share panel's embed builder: the choices as its GET form sends them, each refused choice's
 * message by field, and the snippets the choices make. The domain reads every choice
 * ({@link DataSetSelection}, {@link EmbedDefaults#parse}) and writes the snippet
 * ({@link EmbedSnippet}), exactly as for the settings' {@code embedHtml}.
 *
 * @param dataSets every data set of the report, checked or not, in the order the form shows them
 * @param locale the chosen entry of the language list; empty: none
 * @param localeOther the free-text tag, which wins over the list when filled in
 * @param transparentSet {@code false} when the settings' defaults write {@code transparent=false}, else empty
 * @param viewSet {@code chart} when the settings' defaults write {@code view=chart}, else empty
 * @param periodChoices the presets the settings offer viewers (wire names); the period is one of them
 * @param errors field name to message, for each refused choice
 * @param snippet the built iframe snippet, or null while a choice is refused
 * @param scriptSnippet the auto-height variant of {@code snippet}, or null with it
 * @param widget the widget type's wire name ({@code chart} or {@code number})
 * @param compare the comparison's wire name; empty: the widget type's default
 */
public record EmbedBuilder(
        String chartType,
        List<DataSetChoice> dataSets,
        String theme,
        boolean transparent,
        String transparentSet,
        Set<String> hidden,
        String locale,
        String localeOther,
        String view,
        String viewSet,
        String period,
        List<String> periodChoices,
        Map<String, String> errors,
        String snippet,
        String scriptSnippet,
        String widget,
        String compare) {

    /** The chart types the form offers (wire names). */
    public static final List<String> CHART_TYPES =
            Arrays.stream(ChartType.values()).map(ChartType::wireName).toList();

    /** The widget types the form offers (wire names). */
    public static final List<String> WIDGETS =
            Arrays.stream(WidgetType.values()).map(WidgetType::wireName).toList();

    /** The comparisons the form offers (wire names); none chosen is the widget type's default. */
    public static final List<String> COMPARISONS =
            Arrays.stream(Comparison.values()).map(Comparison::wireName).toList();

    /** The languages the form lists; any other BCP 47 tag goes into the free-text field. */
    public static final List<String> LOCALES = List.of("en", "de", "fr", "es", "it", "pt", "nl", "ja");

    /** The parts of the widget a viewer may be spared (wire names). */
    public static final List<String> PARTS =
            Arrays.stream(WidgetPart.values()).map(WidgetPart::wireName).toList();

    private static final Pattern ORDER = Pattern.compile("^[0-9]{1,3}$");

    /**
     * One data set in the form.
     *
     * @param position its position in the report (what {@code datasetIndexes} names)
     * @param order the order field as sent: 1 is drawn first
     */
    public record DataSetChoice(int position, String label, boolean chosen, String order) {
        public String orderField() {
            return "order" + position;
        }
    }

    /**
     * The form as it was sent: raw values, not yet checked. An option the settings' defaults write
     * with the value a widget has anyway ({@code transparent=false}, {@code view=chart}) is carried
     * in {@code transparentSet} and {@code viewSet}, so that saving the defaults unchanged keeps it.
     */
    public record Choices(
            String chartType,
            List<String> chosen,
            Map<Integer, String> orders,
            String theme,
            boolean transparent,
            String transparentSet,
            List<String> hidden,
            String locale,
            String localeOther,
            String view,
            String viewSet,
            String period,
            String widget,
            String compare) {

        /** The choices as the builder's query string: what Build snippet and Rotate come back to. */
        public String query() {
            StringBuilder query = new StringBuilder(BUILT + "=1");
            append(query, WidgetUrls.CHART_TYPE, chartType);
            chosen.forEach(position -> append(query, "ds", position));
            orders.entrySet().stream()
                    .sorted(Map.Entry.comparingByKey())
                    .forEach(order -> append(query, "order" + order.getKey(), order.getValue()));
            append(query, WidgetUrls.THEME, theme);
            if (transparent) {
                append(query, WidgetUrls.TRANSPARENT, "true");
            }
            append(query, "transparentSet", transparentSet);
            hidden.forEach(part -> append(query, WidgetUrls.HIDE, part));
            append(query, WidgetUrls.LOCALE, locale);
            append(query, "localeOther", localeOther);
            append(query, WidgetUrls.VIEW, view);
            append(query, "viewSet", viewSet);
            append(query, WidgetUrls.PERIOD, period);
            append(query, WIDGET, widget);
            append(query, WidgetUrls.COMPARE, compare);
            return query.toString();
        }

        private static void append(StringBuilder query, String name, String value) {
            if (value != null && !value.isEmpty()) {
                query.append('&').append(name).append('=').append(URLEncoder.encode(value, StandardCharsets.UTF_8));
            }
        }
    }

    /** The builder form's marker field: a form sent (no data set checked is a choice too). */
    public static final String BUILT = "build";

    /** The builder's field for the widget type: what the snippet's URL ends in. */
    public static final String WIDGET = "widget";

    /** The builder's form as sent, in a query string or a form body; data sets are read up to {@code dataSetCount}. */
    public static Choices read(MultivaluedMap<String, String> form, int dataSetCount) {
        Map<Integer, String> orders = new LinkedHashMap<>();
        for (int i = 0; i < dataSetCount; i++) {
            orders.put(i, first(form, "order" + i));
        }
        return new Choices(
                first(form, WidgetUrls.CHART_TYPE),
                all(form, "ds"),
                orders,
                first(form, WidgetUrls.THEME),
                "true".equals(first(form, WidgetUrls.TRANSPARENT)),
                "false".equals(first(form, "transparentSet")) ? "false" : "",
                all(form, WidgetUrls.HIDE),
                first(form, WidgetUrls.LOCALE),
                first(form, "localeOther"),
                first(form, WidgetUrls.VIEW),
                WidgetView.CHART.wireName().equals(first(form, "viewSet")) ? WidgetView.CHART.wireName() : "",
                first(form, WidgetUrls.PERIOD),
                first(form, WIDGET),
                first(form, WidgetUrls.COMPARE));
    }

    private static String first(MultivaluedMap<String, String> form, String name) {
        String value = form.getFirst(name);
        return value == null ? "" : value;
    }

    private static List<String> all(MultivaluedMap<String, String> form, String name) {
        List<String> values = form.get(name);
        return values == null ? List.of() : List.copyOf(values);
    }

    /**
     * The choices that make the settings' own snippet: the report's chart type, every data set in
     * report order, and the settings' embed defaults; for a board ({@code report} null) the defaults alone.
     */
    public static Choices initial(ReportDefinition report, EmbedDefaults defaults) {
        Map<Integer, String> orders = new LinkedHashMap<>();
        List<String> chosen = new ArrayList<>();
        int dataSets = report == null ? 0 : report.dataSets().size();
        for (int i = 0; i < dataSets; i++) {
            chosen.add(Integer.toString(i));
            orders.put(i, Integer.toString(i + 1));
        }
        Map<String, String> query = defaults.queryParameters();
        String locale = query.getOrDefault(WidgetUrls.LOCALE, "");
        boolean listed = locale.isEmpty() || LOCALES.contains(locale);
        return new Choices(
                report == null ? "" : report.chartType().wireName(),
                chosen,
                orders,
                query.getOrDefault(WidgetUrls.THEME, ""),
                "true".equals(query.get(WidgetUrls.TRANSPARENT)),
                "false".equals(query.get(WidgetUrls.TRANSPARENT)) ? "false" : "",
                query.containsKey(WidgetUrls.HIDE)
                        ? List.of(query.get(WidgetUrls.HIDE).split(","))
                        : List.of(),
                listed ? locale : "",
                listed ? "" : locale,
                query.getOrDefault(WidgetUrls.VIEW, WidgetView.CHART.wireName()),
                WidgetView.CHART.wireName().equals(query.get(WidgetUrls.VIEW)) ? WidgetView.CHART.wireName() : "",
                query.getOrDefault(WidgetUrls.PERIOD, ""),
                WidgetType.CHART.wireName(),
                query.getOrDefault(WidgetUrls.COMPARE, ""));
    }

    /**
     * The embed options of a board's snippet defaults (a board has no chart type or data sets of
     * its own): the settings' defaults as the form shows them.
     */
    public static Choices initial(EmbedDefaults defaults) {
        return initial(null, defaults);
    }

    /**
     * A board's snippet defaults as chosen, checked against the settings' period choices: the
     * builder without a chart type, data sets or snippet, with each refused option's message.
     */
    public static EmbedBuilder options(Choices choices, List<PeriodPreset> periodChoices) {
        Map<String, String> errors = new LinkedHashMap<>();
        try {
            EmbedDefaults.parse(options(choices), periodChoices);
        } catch (ValidationException refused) {
            errors.putAll(optionErrors(refused));
        }
        return new EmbedBuilder(
                "",
                List.of(),
                choices.theme(),
                choices.transparent(),
                choices.transparentSet(),
                Set.copyOf(choices.hidden()),
                choices.locale(),
                choices.localeOther(),
                choices.view(),
                choices.viewSet(),
                choices.period(),
                periodChoices.stream().map(PeriodPreset::wireName).toList(),
                Map.copyOf(errors),
                null,
                null,
                "",
                choices.compare());
    }

    /**
     * Checks {@code choices} against the report and the settings' period choices and builds the
     * snippets when every choice is accepted.
     */
    public static EmbedBuilder build(
            Choices choices,
            ReportDefinition report,
            List<PeriodPreset> periodChoices,
            String baseUrl,
            PublicId publicId) {
        Map<String, String> errors = new LinkedHashMap<>();

        WidgetType widget = choices.widget().isEmpty()
                ? WidgetType.CHART
                : WidgetType.fromWireName(choices.widget()).orElse(null);
        if (widget == null) {
            errors.put(WIDGET, "Choose a chart or numbers.");
        }
        ChartType chartType = ChartType.fromWireName(choices.chartType()).orElse(null);
        if (chartType == null && widget != WidgetType.NUMBER) {
            errors.put(WidgetUrls.CHART_TYPE, "Choose " + String.join(", ", CHART_TYPES) + ".");
        }

        // the data sets: each checked one at the place its order number gives it, report order on ties
        List<DataSetChoice> rows = new ArrayList<>();
        List<DataSetChoice> drawn = new ArrayList<>();
        for (int i = 0; i < report.dataSets().size(); i++) {
            String order = choices.orders().getOrDefault(i, "").trim();
            boolean chosen = choices.chosen().contains(Integer.toString(i));
            var row = new DataSetChoice(i, report.dataSets().get(i).label(), chosen, order);
            rows.add(row);
            if (!order.isEmpty() && !ORDER.matcher(order).matches()) {
                errors.put(row.orderField(), "Enter a whole number from 0 to 999.");
            } else if (chosen) {
                drawn.add(row);
            }
        }
        drawn.sort(Comparator.comparingInt(EmbedBuilder::rank));
        boolean unknown = choices.chosen().stream().anyMatch(raw -> rows.stream()
                .noneMatch(row -> Integer.toString(row.position()).equals(raw)));
        List<Integer> positions = List.of();
        if (choices.chosen().isEmpty()) {
            errors.put("dataSets", "Choose at least one data set.");
        } else if (widget == WidgetType.NUMBER && choices.chosen().size() > WidgetType.MAX_NUMBERS) {
            errors.put("dataSets", "Numbers show at most " + WidgetType.MAX_NUMBERS + " data sets: choose fewer.");
        } else if (unknown) {
            errors.put("dataSets", "A chosen data set is not one of this report's.");
        } else if (!drawn.isEmpty()) {
            String indexes =
                    drawn.stream().map(row -> Integer.toString(row.position())).collect(Collectors.joining(","));
            try {
                positions = DataSetSelection.parse(indexes).positionsIn(report);
            } catch (DomainException refused) {
                errors.put("dataSets", refused.getMessage());
            }
        }

        EmbedDefaults options = EmbedDefaults.NONE;
        try {
            options = EmbedDefaults.parse(options(choices), periodChoices);
        } catch (ValidationException refused) {
            errors.putAll(optionErrors(refused));
        }

        String snippet = null;
        String scriptSnippet = null;
        if (errors.isEmpty()) {
            EmbedSnippet built = widget == WidgetType.NUMBER
                    ? EmbedSnippet.number(baseUrl, publicId, positions, report.name(), options)
                    : EmbedSnippet.of(baseUrl, publicId, chartType, positions, report.name(), options);
            snippet = built.embedHtml();
            scriptSnippet = built.embedScriptHtml();
        }
        return new EmbedBuilder(
                choices.chartType(),
                rows,
                choices.theme(),
                choices.transparent(),
                choices.transparentSet(),
                Set.copyOf(choices.hidden()),
                choices.locale(),
                choices.localeOther(),
                choices.view(),
                choices.viewSet(),
                choices.period(),
                periodChoices.stream().map(PeriodPreset::wireName).toList(),
                Map.copyOf(errors),
                snippet,
                scriptSnippet,
                choices.widget().isEmpty() ? WidgetType.CHART.wireName() : choices.widget(),
                choices.compare());
    }

    /**
     * The embed options of {@code choices} in their query form, as the settings' {@code defaults}
     * take them: what the snippet writes besides the chart type and the data sets.
     */
    public static Map<String, String> options(Choices choices) {
        String localeTag = choices.localeOther().isBlank()
                ? choices.locale()
                : choices.localeOther().trim();
        Map<String, String> raw = new LinkedHashMap<>();
        putIfSet(raw, WidgetUrls.THEME, choices.theme());
        if (choices.transparent()) {
            raw.put(WidgetUrls.TRANSPARENT, "true");
        } else {
            putIfSet(raw, WidgetUrls.TRANSPARENT, choices.transparentSet());
        }
        putIfSet(raw, WidgetUrls.HIDE, String.join(",", choices.hidden()));
        putIfSet(raw, WidgetUrls.LOCALE, localeTag);
        // the chart is what a widget shows unless told otherwise: the table, or a chart the defaults spell out
        if (!WidgetView.CHART.wireName().equals(choices.view())) {
            putIfSet(raw, WidgetUrls.VIEW, choices.view());
        } else {
            putIfSet(raw, WidgetUrls.VIEW, choices.viewSet());
        }
        putIfSet(raw, WidgetUrls.PERIOD, choices.period());
        putIfSet(raw, WidgetUrls.COMPARE, choices.compare());
        return raw;
    }

    /** The refused options' messages by the builder's field names ({@code defaults.theme} is {@code theme}). */
    public static Map<String, String> optionErrors(ValidationException refused) {
        Map<String, String> errors = new LinkedHashMap<>();
        for (FieldError error : refused.errors()) {
            errors.putIfAbsent(error.field().replaceFirst("^defaults\\.", ""), error.message());
        }
        return errors;
    }

    /** These choices as the builder's query string. */
    public String query() {
        Map<Integer, String> orders = new LinkedHashMap<>();
        dataSets.forEach(row -> orders.put(row.position(), row.order()));
        return new Choices(
                        chartType,
                        dataSets.stream()
                                .filter(DataSetChoice::chosen)
                                .map(row -> Integer.toString(row.position()))
                                .toList(),
                        orders,
                        theme,
                        transparent,
                        transparentSet,
                        PARTS.stream().filter(hidden::contains).toList(),
                        locale,
                        localeOther,
                        view,
                        viewSet,
                        period,
                        widget,
                        compare)
                .query();
    }

    public String errorOf(String field) {
        return errors.get(field);
    }

    public boolean hides(String part) {
        return hidden.contains(part);
    }

    public List<String> chartTypes() {
        return CHART_TYPES;
    }

    public List<String> widgets() {
        return WIDGETS;
    }

    public List<String> comparisons() {
        return COMPARISONS;
    }

    public List<String> locales() {
        return LOCALES;
    }

    public List<String> parts() {
        return PARTS;
    }

    private static int rank(DataSetChoice row) {
        return row.order().isEmpty() ? Integer.MAX_VALUE : Integer.parseInt(row.order());
    }

    private static void putIfSet(Map<String, String> raw, String name, String value) {
        if (value != null && !value.isBlank()) {
            raw.put(name, value.trim());
        }
    }
}
