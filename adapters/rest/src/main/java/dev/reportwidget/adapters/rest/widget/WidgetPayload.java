package dev.reportwidget.adapters.rest.widget;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.domain.report.Appearance;
import dev.reportwidget.domain.report.BreakdownValue;
import dev.reportwidget.domain.report.Comparison;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.DateRange;
import dev.reportwidget.domain.report.EarlierData;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.SeriesData;
import dev.reportwidget.domain.report.ValueFormat;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.DrawnSeries;
import dev.reportwidget.domain.widget.KeyNumber;
import dev.reportwidget.domain.widget.WidgetOptions;
import dev.reportwidget.domain.widget.WidgetType;
import java.math.BigDecimal;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * The versioned JSON payload of a widget (schema version 1), field for field as
 * docs/reports-and-widgets.md#the-service-token-endpoint shows it.
 */
public record WidgetPayload(int schemaVersion, Widget widget, ReportDataJson reportData, String generatedAt)
        implements BoardPayload.Item {

    public static final int SCHEMA_VERSION = 1;
    private static final DateTimeFormatter OFFSET_TIMESTAMP = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ssxxx");

    public record Widget(String type, AppearanceJson appearance, OptionsJson options) {}

    /** @param numberFormat the report's value format; absent when the report sets none */
    @Schema(name = "WidgetAppearance")
    public record AppearanceJson(
            String backgroundColor,
            String textColor,
            Line line,
            Grid grid,
            Font legend,
            Font scales,

            @JsonInclude(JsonInclude.Include.NON_NULL)
            @org.eclipse.microprofile.openapi.annotations.media.Schema(
                    description = "How the widget writes values (Intl.NumberFormat options); present only when"
                            + " the report sets a format")
            NumberFormatJson numberFormat) {}

    /** The report's value format, as the report set it. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record NumberFormatJson(
            @org.eclipse.microprofile.openapi.annotations.media.Schema(enumeration = {"decimal", "currency", "percent"})
            String style,

            @org.eclipse.microprofile.openapi.annotations.media.Schema(
                    description = "ISO 4217 code; only for the currency style",
                    example = "EUR")
            String currency,

            @org.eclipse.microprofile.openapi.annotations.media.Schema(minimum = "0", maximum = "6")
            Integer maximumFractionDigits,

            @org.eclipse.microprofile.openapi.annotations.media.Schema(enumeration = {"standard", "compact"})
            String notation) {

        static NumberFormatJson of(ValueFormat format) {
            return new NumberFormatJson(
                    format.style().wireName(),
                    format.currency().orElse(null),
                    format.maximumFractionDigits().orElse(null),
                    format.notation().wireName());
        }
    }

    public record Line(BigDecimal thickness, BigDecimal dash) {}

    public record Grid(String color, BigDecimal thickness, BigDecimal dash) {}

    public record Font(BigDecimal fontSize, String color) {}

    /**
     * How the payload reports the request's data set selection: none named -> {@code false, [], false,
     * []}; named in ascending order -> {@code true, [them], false, []}; named in another order ->
     * {@code true, [them ascending], true, [them as named]}.
     */
    public record OptionsJson(
            String chartType,
            boolean filterDataSets,
            List<Integer> filteredDataSetIndexes,
            boolean adjustItemsOrder,
            List<Integer> orderedDataSetIndexes,

            @JsonInclude(JsonInclude.Include.NON_NULL)
            @org.eclipse.microprofile.openapi.annotations.media.Schema(
                    enumeration = {"none", "previous_period", "previous_year"},
                    description = "The earlier period compared with: always on a number widget; on a chart only when"
                            + " the request asked for a comparison (a chart without one has no such field)")
            String compare,

            @JsonInclude(JsonInclude.Include.NON_NULL)
            @org.eclipse.microprofile.openapi.annotations.media.Schema(
                    description =
                            "true when the report stacks its bar and line series per value axis; absent otherwise")
            Boolean stacked) {

        static OptionsJson of(WidgetOptions options, ReportDefinition report) {
            // present only when the report stacks
            Boolean stacked = report.stacked() ? Boolean.TRUE : null;
            String chartType = options.chartType().wireName();
            String compare = options.type() == WidgetType.CHART && options.comparison() == Comparison.NONE
                    ? null
                    : options.comparison().wireName();
            if (!(options.selection() instanceof DataSetSelection.Chosen)) {
                return new OptionsJson(chartType, false, List.of(), false, List.of(), compare, stacked);
            }
            List<Integer> named = options.positions();
            List<Integer> ascending = named.stream().sorted().toList();
            boolean reordered = !ascending.equals(named);
            return new OptionsJson(
                    chartType, true, ascending, reordered, reordered ? named : List.of(), compare, stacked);
        }
    }

    public record ReportDataJson(
            long reportId,
            String reportName,
            String reportDesc,
            List<String> reportChartDateRange,
            List<DataSetJson> reportChartDataSets,

            @org.eclipse.microprofile.openapi.annotations.media.Schema(
                    description = "True when the last bucket is the current, unfinished day, week or month"
                            + " (its values are not final; the HTML widget draws it dashed or lighter, \"so far\");"
                            + " false otherwise")
            boolean partialLastBucket,

            @JsonInclude(JsonInclude.Include.NON_NULL)
            @org.eclipse.microprofile.openapi.annotations.media.Schema(
                    description = "The earlier period's series, one per shown data set in the same order, aligned"
                            + " bucket by bucket with reportChartDateRange; only with a comparison")
            List<DataSetJson> reportChartComparisonDataSets,

            @JsonInclude(JsonInclude.Include.NON_NULL)
            @org.eclipse.microprofile.openapi.annotations.media.Schema(
                    description = "The earlier period's first and last day; only with a comparison")
            DateRangeJson comparisonDateRange,

            @JsonInclude(JsonInclude.Include.NON_NULL)
            @org.eclipse.microprofile.openapi.annotations.media.Schema(
                    description = "The shown period's first and last day; only on a number widget")
            DateRangeJson dateRange,

            @JsonInclude(JsonInclude.Include.NON_NULL)
            @org.eclipse.microprofile.openapi.annotations.media.Schema(
                    description = "One number per shown data set, in the requested order; only on a number widget")
            List<NumberJson> numbers,

            @JsonInclude(JsonInclude.Include.NON_NULL)
            @org.eclipse.microprofile.openapi.annotations.media.Schema(
                    description = "The viewer filters the widget shows, with the values its viewer may choose;"
                            + " only when its settings offer viewer filters")
            List<ViewerFilterJson> viewerFilters) {}

    /** Days of a period, ISO dates. */
    public record DateRangeJson(String from, String to) {
        static DateRangeJson of(DateRange range) {
            return new DateRangeJson(range.from().toString(), range.to().toString());
        }
    }

    /** A number of a number widget: every field is there, null when it has no value. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    @org.eclipse.microprofile.openapi.annotations.media.Schema(name = "WidgetNumber")
    public record NumberJson(
            @org.eclipse.microprofile.openapi.annotations.media.Schema(
                    description = "The data set's position in the report")
            int index,

            String label,
            String color,

            @org.eclipse.microprofile.openapi.annotations.media.Schema(
                    nullable = true,
                    description = "The aggregate over every record of the period (not over its buckets); null for"
                            + " avg, min or max without records")
            BigDecimal value,

            @org.eclipse.microprofile.openapi.annotations.media.Schema(
                    nullable = true,
                    description = "The earlier period's value; null without a comparison or a value")
            BigDecimal previousValue,

            @org.eclipse.microprofile.openapi.annotations.media.Schema(
                    nullable = true,
                    description = "value - previousValue; null unless both are there")
            BigDecimal change,

            @org.eclipse.microprofile.openapi.annotations.media.Schema(
                    nullable = true,
                    description = "change / |previousValue| (0.25 is +25 %); null when the previous value is 0 or"
                            + " none (shown as \"new\")")
            BigDecimal changeRatio,

            @org.eclipse.microprofile.openapi.annotations.media.Schema(
                    nullable = true,
                    description = "The data set's goal over the period; null without one")
            BigDecimal goal,

            @org.eclipse.microprofile.openapi.annotations.media.Schema(
                    nullable = true,
                    description = "value / goal (1 is the goal reached); null without a goal or a value")
            BigDecimal goalRatio,

            @org.eclipse.microprofile.openapi.annotations.media.Schema(
                    description = "Whether a rise is good news (false: a rise is shown red)")
            boolean higherIsBetter,

            @org.eclipse.microprofile.openapi.annotations.media.Schema(
                    description = "The period's bucket values for the sparkline; null for an empty bucket of avg,"
                            + " min or max")
            List<BigDecimal> spark) {

        static NumberJson of(KeyNumber number) {
            return new NumberJson(
                    number.index(),
                    number.label(),
                    number.color(),
                    number.value().orElse(null),
                    number.previousValue().orElse(null),
                    number.change().orElse(null),
                    number.changeRatio().orElse(null),
                    number.goal().orElse(null),
                    number.goalRatio().orElse(null),
                    number.higherIsBetter(),
                    number.spark());
        }
    }

    /** A data set of the chart, named ChartDataSet in the OpenAPI document (its buckets may be null there). */
    @org.eclipse.microprofile.openapi.annotations.media.Schema(name = "ChartDataSet")
    public record DataSetJson(
            String label,
            String color,

            @org.eclipse.microprofile.openapi.annotations.media.Schema(
                    description = "one value per bucket; null for an empty bucket of avg, min or max, and where a"
                            + " calculated data set has no value (a division by zero, an operand without one)")
            List<BigDecimal> data,

            @JsonInclude(JsonInclude.Include.NON_NULL)
            @org.eclipse.microprofile.openapi.annotations.media.Schema(
                    description = "How this series' values are written, present only when its data set has a"
                            + " format of its own that differs from the report's")
            NumberFormatJson numberFormat,

            @JsonInclude(JsonInclude.Include.NON_NULL)
            @org.eclipse.microprofile.openapi.annotations.media.Schema(
                    description = "The index of the data set a broken-down series belongs to; present only for"
                            + " the series of a broken-down data set")
            Integer dataSetIndex,

            @JsonInclude(JsonInclude.Include.NON_NULL)
            @org.eclipse.microprofile.openapi.annotations.media.Schema(
                    description = "The value a broken-down series stands for; present only for the series of a"
                            + " broken-down data set",
                    oneOf = {BreakdownValueJson.class, BreakdownOtherJson.class})
            BreakdownJson breakdown) {

        /**
         * A series as its data set writes it: with its own format only when it differs from the
         * report's; a broken-down data set's part labelled in English, as the payload's words are.
         */
        static DataSetJson of(DrawnSeries drawn, ReportDefinition report) {
            SeriesData series = drawn.series();
            DataSet set = drawn.dataSet();
            String by = set.breakdown().map(b -> b.by().wireName()).orElse(null);
            return new DataSetJson(
                    drawn.label(WidgetCsv.NONE, WidgetCsv.OTHER),
                    series.color(),
                    series.data(),
                    set.format()
                            .filter(own -> !report.format().equals(java.util.Optional.of(own)))
                            .map(NumberFormatJson::of)
                            .orElse(null),
                    drawn.value().isPresent() ? drawn.position() : null,
                    drawn.value()
                            .map(value -> value instanceof BreakdownValue.Other
                                    ? new BreakdownOtherJson(by, true)
                                    : new BreakdownValueJson(by, value.text()))
                            .orElse(null));
        }
    }

    /** What a broken-down series stands for. */
    public sealed interface BreakdownJson permits BreakdownValueJson, BreakdownOtherJson {}

    /** A series of one value: its text, null for the records without the label ("(none)"). */
    @org.eclipse.microprofile.openapi.annotations.media.Schema(name = "BreakdownValue")
    public record BreakdownValueJson(
            @org.eclipse.microprofile.openapi.annotations.media.Schema(
                    required = true,
                    description = "The breakdown's label, as the data set names it: source, custom_data.plan")
            String by,

            @JsonInclude(JsonInclude.Include.ALWAYS)
            @org.eclipse.microprofile.openapi.annotations.media.Schema(
                    required = true,
                    nullable = true,
                    description = "The value's text; null for the records without the label")
            String value)
            implements BreakdownJson {}

    /** The series of the records in none of the top series. */
    @org.eclipse.microprofile.openapi.annotations.media.Schema(name = "BreakdownOther")
    public record BreakdownOtherJson(
            @org.eclipse.microprofile.openapi.annotations.media.Schema(required = true)
            String by,

            @org.eclipse.microprofile.openapi.annotations.media.Schema(required = true, enumeration = "true")
            boolean other)
            implements BreakdownJson {}

    public static WidgetPayload of(WidgetContent content) {
        ReportDefinition definition = content.report().definition();
        Appearance a = definition.appearance().effective();
        OptionsJson options = OptionsJson.of(content.options(), definition);
        boolean number = content.options().type() == WidgetType.NUMBER;
        Optional<EarlierData> earlier = content.data().earlier();
        return new WidgetPayload(
                SCHEMA_VERSION,
                new Widget(
                        content.options().type().wireName(),
                        new AppearanceJson(
                                a.backgroundColor(),
                                a.textColor(),
                                new Line(a.line().thickness(), a.line().dash()),
                                new Grid(
                                        a.grid().color(),
                                        a.grid().thickness(),
                                        a.grid().dash()),
                                new Font(a.legend().fontSize(), a.legend().color()),
                                new Font(a.scales().fontSize(), a.scales().color()),
                                definition.format().map(NumberFormatJson::of).orElse(null)),
                        options),
                new ReportDataJson(
                        content.report().id().value(),
                        definition.name(),
                        definition.desc(),
                        content.data().labels(),
                        series(content.drawn(), definition),
                        content.data().partialLastBucket(),
                        earlier.map(e -> series(content.drawnEarlier(), definition))
                                .orElse(null),
                        earlier.map(e -> DateRangeJson.of(e.range())).orElse(null),
                        number ? DateRangeJson.of(content.data().range()) : null,
                        number ? content.numbers().stream().map(NumberJson::of).toList() : null,
                        ViewerFilterJson.of(content.scope(), content.data().viewerValues())),
                OFFSET_TIMESTAMP.format(content.data().generatedAt().atOffset(ZoneOffset.UTC)));
    }

    /** Each drawn series (its data sets in the order of their indexes, a broken-down one's parts in order) as JSON. */
    private static List<DataSetJson> series(List<DrawnSeries> drawn, ReportDefinition report) {
        return drawn.stream().map(series -> DataSetJson.of(series, report)).toList();
    }
}
