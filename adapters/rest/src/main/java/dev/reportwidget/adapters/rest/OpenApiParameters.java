package dev.reportwidget.adapters.rest;

import dev.reportwidget.domain.widget.WidgetUrls;
import java.util.List;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;

/**
 * The query and header parameters several operations share, written once: the property selector,
 * the embed options of the widget documents, and the drawing parameters of both widget endpoints.
 */
final class OpenApiParameters {

    private OpenApiParameters() {}

    static void propertyContext(Operation operation) {
        Schema id = OASFactory.createSchema()
                .type(List.of(Schema.SchemaType.STRING))
                .pattern("^([1-9][0-9]{0,18})?$")
                .examples(List.of("7"));
        operation.addParameter(OASFactory.createParameter()
                .name("X-Property-Id")
                .in(Parameter.In.HEADER)
                .description(
                        "The property to work in (a positive integer); wins over property_id. Default: the caller's personal property.")
                .schema(id));
        operation.addParameter(OASFactory.createParameter()
                .name("property_id")
                .in(Parameter.In.QUERY)
                .description("The property to work in, when X-Property-Id is absent or empty.")
                .schema(id));
    }

    /** The embed options, in the order the documents have always listed them. */
    static void embedOptions(Operation operation, boolean periodChoice) {
        operation.addParameter(query(
                WidgetUrls.THEME,
                "light: the report's appearance; dark: the built-in dark palette for background, text, grid, scales"
                        + " and legend (data set colours stay); auto: light or dark as the viewer's system prefers."
                        + " Absent: exactly the report's appearance, never following the viewer's system.",
                OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.STRING))
                        .enumeration(List.of("light", "dark", "auto"))));
        operation.addParameter(query(
                WidgetUrls.TRANSPARENT,
                "true drops the page background (also in dark mode), so the host page shows through.",
                OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.BOOLEAN))
                        .defaultValue(Boolean.FALSE)));
        operation.addParameter(query(
                WidgetUrls.HIDE,
                "Comma list of the parts to hide: title, description, legend, refresh, updated; each at most once.",
                OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.STRING))
                        .examples(List.of("title,refresh"))));
        operation.addParameter(query(
                WidgetUrls.LOCALE,
                "A BCP 47 language tag (de, fr-CA; default en): numbers and dates are formatted for it, and the"
                        + " widget's own words are in its language (en, de, fr, es, it, pt, nl, ja; otherwise its"
                        + " language's, then English). A malformed tag is 400.",
                OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.STRING))
                        .defaultValue("en")
                        .examples(List.of("de"))));
        if (periodChoice) {
            period(operation);
        }
        operation.addParameter(query(
                WidgetUrls.VIEW,
                "chart (default) or table: the data as an HTML table instead of the chart. Every chart also carries"
                        + " its data as a table for screen readers.",
                OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.STRING))
                        .enumeration(List.of("chart", "table"))
                        .defaultValue("chart")));
    }

    /** The period a viewer may pick, of the presets the owner offers. */
    static void period(Operation operation) {
        operation.addParameter(query(
                WidgetUrls.PERIOD,
                "One of the presets the owner offers in the widget settings' periodChoices (7d, 30d, 90d, 12m,"
                        + " ytd; none by default): the data covers that period instead of the report's own, ending"
                        + " today in the property's time zone, with the report's granularity. The widget then shows"
                        + " a period selector. A preset the widget does not offer, or any other value, is 400.",
                OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.STRING))
                        .enumeration(List.of("7d", "30d", "90d", "12m", "ytd"))));
    }

    /**
     * The viewer filters' choices (docs/embedding.md#viewer-filters): {@code vf.<by>} for each
     * record label; {@code vf.custom_data.<key>} is described, its names being the owner's.
     */
    static void viewerFilters(Operation operation) {
        for (String by : List.of("type", "activity", "source", "tags")) {
            if (operation.getParameters() != null
                    && operation.getParameters().stream().anyMatch(p -> ("vf." + by).equals(p.getName()))) {
                continue;
            }
            operation.addParameter(query(
                    "vf." + by,
                    "Narrows every data set to the records whose " + by + " is this value, when the settings'"
                            + " viewerFilters offer " + by
                            + " (else 400). Values joined by | mean any of them; an empty"
                            + " value means records without one; * means All. vf.custom_data.<key> works alike for a"
                            + " custom data key the settings offer.",
                    OASFactory.createSchema()
                            .type(List.of(Schema.SchemaType.STRING))
                            .examples(List.of("newsletter"))));
        }
    }

    private static Parameter query(String name, String description, Schema schema) {
        return OASFactory.createParameter()
                .name(name)
                .in(Parameter.In.QUERY)
                .description(description)
                .schema(schema);
    }

    static void widgetParameters(Operation operation) {
        operation.addParameter(OASFactory.createParameter()
                .name(WidgetUrls.CHART_TYPE)
                .in(Parameter.In.QUERY)
                .description("The chart to draw; case-sensitive. Default: the report's chartType.")
                .schema(OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.STRING))
                        .enumeration(List.of("line", "bar", "pie", "doughnut"))));
        operation.addParameter(OASFactory.createParameter()
                .name(WidgetUrls.DATASET_INDEXES)
                .in(Parameter.In.QUERY)
                .description("Comma-separated 0-based positions of the report's data sets, each below their count and"
                        + " none twice, in drawing order. Default: all, in order.")
                .schema(OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.STRING))
                        .pattern("^(0|[1-9][0-9]*)(,(0|[1-9][0-9]*))*$")
                        .examples(List.of("0,2"))));
        operation.addParameter(query(
                WidgetUrls.COMPARE,
                "The earlier period shown beside the data: previous_period (the period of the same length ending the"
                        + " day before), previous_year (the same days a year earlier; 29 February maps to 28 February)"
                        + " or none. Default: none on a chart, previous_period on a number widget. Other values are 400.",
                OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.STRING))
                        .enumeration(List.of("none", "previous_period", "previous_year"))));
        operation.addParameter(OASFactory.createParameter()
                .name(WidgetUrls.REFRESH)
                .in(Parameter.In.QUERY)
                .description("true recomputes the data (throttled on the public endpoint).")
                .schema(OASFactory.createSchema()
                        .type(List.of(Schema.SchemaType.BOOLEAN))
                        .defaultValue(Boolean.FALSE)));
    }
}
