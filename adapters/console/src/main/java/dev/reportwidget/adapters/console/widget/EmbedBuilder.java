package dev.reportwidget.adapters.console.widget;

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
 * @param elementSnippet the same widget as a {@code <report-widget>} element, or null with it
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
        String elementSnippet,
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
     * A board's snippet defaults as chosen, checked against the settings' period choices: the
     * builder without a chart type, data sets or snippet, with each refused option's message.
     */
    public static EmbedBuilder options(EmbedChoices choices, List<PeriodPreset> periodChoices) {
        Map<String, String> errors = new LinkedHashMap<>();
        try {
            EmbedDefaults.parse(choices.options(), periodChoices);
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
                null,
                "",
                choices.compare());
    }

    /**
     * Checks {@code choices} against the report and the settings' period choices and builds the
     * snippets when every choice is accepted.
     */
    public static EmbedBuilder build(
            EmbedChoices choices,
            ReportDefinition report,
            List<PeriodPreset> periodChoices,
            String baseUrl,
            PublicId publicId) {
        Map<String, String> errors = new LinkedHashMap<>();

        WidgetType widget = choices.widget().isEmpty()
                ? WidgetType.CHART
                : WidgetType.fromWireName(choices.widget()).orElse(null);
        if (widget == null) {
            errors.put(EmbedChoices.WIDGET, "Choose a chart or numbers.");
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
            options = EmbedDefaults.parse(choices.options(), periodChoices);
        } catch (ValidationException refused) {
            errors.putAll(optionErrors(refused));
        }

        String snippet = null;
        String scriptSnippet = null;
        String elementSnippet = null;
        if (errors.isEmpty()) {
            EmbedSnippet built = widget == WidgetType.NUMBER
                    ? EmbedSnippet.number(baseUrl, publicId, positions, report.name(), options)
                    : EmbedSnippet.of(baseUrl, publicId, chartType, positions, report.name(), options);
            snippet = built.embedHtml();
            scriptSnippet = built.embedScriptHtml();
            elementSnippet = built.embedElementHtml();
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
                elementSnippet,
                choices.widget().isEmpty() ? WidgetType.CHART.wireName() : choices.widget(),
                choices.compare());
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
        return new EmbedChoices(
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
        return EmbedChoices.LOCALES;
    }

    public List<String> parts() {
        return PARTS;
    }

    private static int rank(DataSetChoice row) {
        return row.order().isEmpty() ? Integer.MAX_VALUE : Integer.parseInt(row.order());
    }
}
