package dev.reportwidget.adapters.rest.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.reportwidget.domain.report.Appearance;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.Formula;
import dev.reportwidget.domain.report.Period;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.ReportDraft;
import dev.reportwidget.domain.report.ValueAxis;
import dev.reportwidget.domain.report.ValueFormat;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The JSON shape of a report, in both directions: requests map to a draft, reports to a view. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ReportPayload(
        Long id,
        Long revision,
        String name,
        String desc,
        String chartType,
        PeriodJson period,
        String granularity,
        List<DataSetJson> dataSets,
        AppearanceJson appearance,
        FormatJson format,

        @Schema(
                description =
                        "Whether bar and line series on the same value axis are drawn stacked; absent" + " means false")
        Boolean stacked) {

    /**
     * How the widget writes the report's values; omitted: plain numbers in the viewer's locale.
     *
     * @param style decimal (default), currency or percent (0.25 is written 25 %)
     * @param currency an ISO 4217 code in upper case; required for currency, refused otherwise
     * @param maximumFractionDigits 0 to 6
     * @param notation standard (default) or compact (1.2K)
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(
            name = "ReportFormat",
            description = "How the widget writes the report's values (axis ticks, tooltips, table, summary)")
    public record FormatJson(
            @Schema(
                    enumeration = {"decimal", "currency", "percent"},
                    defaultValue = "decimal")
            String style,

            @Schema(description = "ISO 4217 code; required for the currency style, refused otherwise", example = "EUR")
            String currency,

            @Schema(type = SchemaType.INTEGER, minimum = "0", maximum = "6")
            BigDecimal maximumFractionDigits,

            @Schema(
                    enumeration = {"standard", "compact"},
                    defaultValue = "standard")
            String notation) {}

    /**
     * A report's period (docs/reports-and-widgets.md#reports): {@code last} and {@code unit}, or
     * {@code from} and {@code to}.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record PeriodJson(BigDecimal last, String unit, String from, String to) {
        public ReportDraft.PeriodDraft toDraft() {
            return new ReportDraft.PeriodDraft(last, unit, from, to);
        }

        public static PeriodJson of(Period period) {
            return switch (period) {
                case Period.Relative r ->
                    new PeriodJson(BigDecimal.valueOf(r.count()), r.unit().wireName(), null, null);
                case Period.Absolute a ->
                    new PeriodJson(
                            null,
                            null,
                            a.days().from().toString(),
                            a.days().to().toString());
            };
        }
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record DataSetJson(
            String label,
            String color,
            String aggregation,
            FilterJson filter,

            @Schema(
                    enumeration = {"left", "right"},
                    description = "The value axis of line and bar charts; absent means left. right draws the data set "
                            + "against a second value axis on the right, for a series of a very different size.")
            String axis,

            @Schema(
                    description = "Whether a rise is good news; absent means true. false (costs, churn) colours a rise"
                            + " red and a fall green in number widgets.")
            Boolean higherIsBetter,

            @Schema(
                    description = "The value the data set aims at over the period, shown by number widgets as a"
                            + " progress bar; absent means none. A finite number (|x| <= 1.7e308, at most 40"
                            + " significant digits).",
                    example = "25000")
            BigDecimal goal,

            @Schema(
                    description = "The name a formula gives this data set: a lowercase letter, then up to 31"
                            + " lowercase letters, digits or underscores; unique within the report.",
                    pattern = "^[a-z][a-z0-9_]{0,31}$",
                    example = "revenue")
            String key,

            @Schema(
                    description = "Makes this a calculated data set, worked out bucket by bucket and over the"
                            + " period from the plain data sets it names by key: decimal numbers, keys,"
                            + " + - * /, unary minus and parentheses; at most 200 characters and 20 numbers"
                            + " and keys. A calculated data set has no aggregation and no filter. A"
                            + " division by zero or an operand without a value gives no value (null).",
                    maxLength = 200,
                    example = "revenue / ad_spend")
            String formula,

            @Schema(description = "How this data set's values are written, when not as the report's format")
            FormatJson format,

            @Schema(
                    description = "Splits a plain data set into one series per value of a label: the top values"
                            + " by their aggregate over the shown period (ties by the value's text), then the"
                            + " records in none of them as Other. Absent: one series.")
            BreakdownJson breakdown) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "Breakdown")
    public record BreakdownJson(
            @Schema(
                    required = true,
                    description = "The label: type, activity, source, tags, or custom_data. and one custom data key"
                            + " (at most 200 characters). A record with several sources or tags counts in the"
                            + " series of each.",
                    pattern = "^(type|activity|source|tags|custom_data\\..{1,200})$",
                    example = "source")
            String by,

            @Schema(
                    type = SchemaType.INTEGER,
                    minimum = "1",
                    maximum = "50",
                    defaultValue = "10",
                    description = "How many values get a series of their own; absent means 10.")
            BigDecimal top,

            @Schema(
                    defaultValue = "true",
                    description = "Whether the records in none of the top series are shown as one series, Other;"
                            + " absent means true.")
            Boolean other) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record FilterJson(
            String type, String activity, List<String> sources, List<String> tags, Map<String, Object> customData) {}

    @Schema(name = "ReportAppearance")
    public record AppearanceJson(
            Boolean advanced,
            String backgroundColor,
            String textColor,
            LineJson line,
            GridJson grid,
            FontJson legend,
            FontJson scales) {}

    public record LineJson(BigDecimal thickness, BigDecimal dash) {}

    public record GridJson(String color, BigDecimal thickness, BigDecimal dash) {}

    public record FontJson(BigDecimal fontSize, String color) {}

    /** The request as a draft for the domain to validate; {@code id} and {@code revision} are ignored. */
    public ReportDraft toDraft() {
        return new ReportDraft(
                name,
                desc,
                chartType,
                period == null ? null : period.toDraft(),
                granularity,
                dataSets == null
                        ? null
                        : dataSets.stream()
                                .map(d -> d == null
                                        ? null
                                        : new ReportDraft.DataSetDraft(
                                                d.label(),
                                                d.color(),
                                                d.aggregation(),
                                                d.filter() == null
                                                        ? null
                                                        : new ReportDraft.FilterDraft(
                                                                d.filter().type(),
                                                                d.filter().activity(),
                                                                d.filter().sources(),
                                                                d.filter().tags(),
                                                                d.filter().customData()),
                                                d.axis(),
                                                d.higherIsBetter(),
                                                d.goal(),
                                                d.key(),
                                                d.formula(),
                                                formatDraft(d.format()),
                                                d.breakdown() == null
                                                        ? null
                                                        : new ReportDraft.BreakdownDraft(
                                                                d.breakdown().by(),
                                                                d.breakdown().top(),
                                                                d.breakdown().other())))
                                .toList(),
                appearance == null ? null : appearanceDraft(appearance),
                formatDraft(format),
                stacked);
    }

    private static ReportDraft.FormatDraft formatDraft(FormatJson format) {
        return format == null
                ? null
                : new ReportDraft.FormatDraft(
                        format.style(), format.currency(), format.maximumFractionDigits(), format.notation());
    }

    private static ReportDraft.AppearanceDraft appearanceDraft(AppearanceJson a) {
        return new ReportDraft.AppearanceDraft(
                a.advanced(),
                a.backgroundColor(),
                a.textColor(),
                a.line() == null
                        ? null
                        : new ReportDraft.LineDraft(
                                a.line().thickness(), a.line().dash()),
                a.grid() == null
                        ? null
                        : new ReportDraft.GridDraft(
                                a.grid().color(), a.grid().thickness(), a.grid().dash()),
                a.legend() == null
                        ? null
                        : new ReportDraft.FontDraft(
                                a.legend().fontSize(), a.legend().color()),
                a.scales() == null
                        ? null
                        : new ReportDraft.FontDraft(
                                a.scales().fontSize(), a.scales().color()));
    }

    public static ReportPayload of(Report report) {
        ReportDefinition d = report.definition();
        Appearance a = d.appearance();
        return new ReportPayload(
                report.id().value(),
                report.revision(),
                d.name(),
                d.desc(),
                d.chartType().wireName(),
                PeriodJson.of(d.period()),
                d.granularity().wireName(),
                d.dataSets().stream().map(ReportPayload::dataSet).toList(),
                new AppearanceJson(
                        a.advanced(),
                        a.backgroundColor(),
                        a.textColor(),
                        new LineJson(a.line().thickness(), a.line().dash()),
                        new GridJson(
                                a.grid().color(), a.grid().thickness(), a.grid().dash()),
                        new FontJson(a.legend().fontSize(), a.legend().color()),
                        new FontJson(a.scales().fontSize(), a.scales().color())),
                d.format().map(ReportPayload::formatJson).orElse(null),
                d.stacked() ? Boolean.TRUE : null);
    }

    private static FormatJson formatJson(ValueFormat f) {
        return new FormatJson(
                f.style().wireName(),
                f.currency().orElse(null),
                f.maximumFractionDigits().map(BigDecimal::valueOf).orElse(null),
                f.notation().wireName());
    }

    private static DataSetJson dataSet(DataSet s) {
        var f = s.filter();
        boolean calculated = s.isCalculated();
        return new DataSetJson(
                s.label(),
                s.color(),
                calculated ? null : s.aggregation().wireName(),
                calculated ? null : new FilterJson(f.type(), f.activity(), f.sources(), f.tags(), f.customData()),
                s.axis() == ValueAxis.LEFT ? null : s.axis().wireName(),
                s.higherIsBetter() ? null : Boolean.FALSE,
                s.goal().orElse(null),
                s.key().orElse(null),
                s.formula().map(Formula::text).orElse(null),
                s.format().map(ReportPayload::formatJson).orElse(null),
                s.breakdown()
                        .map(b -> new BreakdownJson(b.by().wireName(), BigDecimal.valueOf(b.top()), b.other()))
                        .orElse(null));
    }
}
