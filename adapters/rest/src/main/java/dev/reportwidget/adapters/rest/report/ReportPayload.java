package dev.reportwidget.adapters.rest.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.reportwidget.domain.report.Appearance;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.Period;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.ReportDraft;
import dev.reportwidget.domain.report.ValueAxis;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
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
        AppearanceJson appearance) {

    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record PeriodJson(BigDecimal last, String unit, String from, String to) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record DataSetJson(
            String label,
            String color,
            String aggregation,
            FilterJson filter,
            @Schema(
                            enumeration = {"left", "right"},
                            description =
                                    "The value axis of line and bar charts; absent means left. right draws the data set "
                                            + "against a second value axis on the right, for a series of a very different size.")
                    String axis) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record FilterJson(
            String type, String activity, List<String> sources, List<String> tags, Map<String, Object> customData) {}

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
                period == null
                        ? null
                        : new ReportDraft.PeriodDraft(period.last(), period.unit(), period.from(), period.to()),
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
                                                d.axis()))
                                .toList(),
                appearance == null ? null : appearanceDraft(appearance));
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
                period(d.period()),
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
                        new FontJson(a.scales().fontSize(), a.scales().color())));
    }

    private static PeriodJson period(Period period) {
        if (period instanceof Period.Relative r) {
            return new PeriodJson(BigDecimal.valueOf(r.count()), r.unit().wireName(), null, null);
        }
        var days = ((Period.Absolute) period).days();
        return new PeriodJson(null, null, days.from().toString(), days.to().toString());
    }

    private static DataSetJson dataSet(DataSet s) {
        var f = s.filter();
        return new DataSetJson(
                s.label(),
                s.color(),
                s.aggregation().wireName(),
                new FilterJson(f.type(), f.activity(), f.sources(), f.tags(), f.customData()),
                s.axis() == ValueAxis.LEFT ? null : s.axis().wireName());
    }
}
