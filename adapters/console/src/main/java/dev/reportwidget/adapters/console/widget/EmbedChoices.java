package dev.reportwidget.adapters.console.widget;

import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.widget.EmbedDefaults;
import dev.reportwidget.domain.widget.WidgetType;
import dev.reportwidget.domain.widget.WidgetUrls;
import dev.reportwidget.domain.widget.WidgetView;
import jakarta.ws.rs.core.MultivaluedMap;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The embed builder's form as it was sent (a report's builder, a board's snippet options): raw
 * values, not yet checked. An option the settings' defaults write with the value a widget has
 * anyway ({@code transparent=false}, {@code view=chart}) is carried in {@code transparentSet} and
 * {@code viewSet}, so that saving the defaults unchanged keeps it.
 *
 * @param chosen the data sets checked, as their positions were sent
 * @param orders each data set's order field as sent, by position
 */
public record EmbedChoices(
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

    /** The builder form's marker field: a form sent (no data set checked is a choice too). */
    public static final String BUILT = "build";

    /** The builder's field for the widget type: what the snippet's URL ends in. */
    public static final String WIDGET = "widget";

    /** The languages the form lists; any other BCP 47 tag goes into the free-text field. */
    public static final List<String> LOCALES = List.of("en", "de", "fr", "es", "it", "pt", "nl", "ja");

    /** The builder's form as sent, in a query string or a form body; data sets are read up to {@code dataSetCount}. */
    public static EmbedChoices read(MultivaluedMap<String, String> form, int dataSetCount) {
        Map<Integer, String> orders = new LinkedHashMap<>();
        for (int i = 0; i < dataSetCount; i++) {
            orders.put(i, first(form, "order" + i));
        }
        return new EmbedChoices(
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

    /**
     * The choices that make the settings' own snippet: the report's chart type, every data set in
     * report order, and the settings' embed defaults; for a board ({@code report} null) the defaults alone.
     */
    public static EmbedChoices initial(ReportDefinition report, EmbedDefaults defaults) {
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
        return new EmbedChoices(
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
     * The embed options of these choices in their query form, as the settings' {@code defaults}
     * take them: what the snippet writes besides the chart type and the data sets.
     */
    public Map<String, String> options() {
        String localeTag = localeOther.isBlank() ? locale : localeOther.trim();
        Map<String, String> raw = new LinkedHashMap<>();
        putIfSet(raw, WidgetUrls.THEME, theme);
        if (transparent) {
            raw.put(WidgetUrls.TRANSPARENT, "true");
        } else {
            putIfSet(raw, WidgetUrls.TRANSPARENT, transparentSet);
        }
        putIfSet(raw, WidgetUrls.HIDE, String.join(",", hidden));
        putIfSet(raw, WidgetUrls.LOCALE, localeTag);
        // the chart is what a widget shows unless told otherwise: the table, or a chart the defaults spell out
        if (!WidgetView.CHART.wireName().equals(view)) {
            putIfSet(raw, WidgetUrls.VIEW, view);
        } else {
            putIfSet(raw, WidgetUrls.VIEW, viewSet);
        }
        putIfSet(raw, WidgetUrls.PERIOD, period);
        putIfSet(raw, WidgetUrls.COMPARE, compare);
        return raw;
    }

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

    private static void putIfSet(Map<String, String> raw, String name, String value) {
        if (value != null && !value.isBlank()) {
            raw.put(name, value.trim());
        }
    }

    private static String first(MultivaluedMap<String, String> form, String name) {
        String value = form.getFirst(name);
        return value == null ? "" : value;
    }

    private static List<String> all(MultivaluedMap<String, String> form, String name) {
        List<String> values = form.get(name);
        return values == null ? List.of() : List.copyOf(values);
    }
}
