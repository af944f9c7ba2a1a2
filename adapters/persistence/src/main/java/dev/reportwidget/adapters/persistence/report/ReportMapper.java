package dev.reportwidget.adapters.persistence.report;

import dev.reportwidget.adapters.persistence.report.ReportDocument.AppearanceDoc;
import dev.reportwidget.adapters.persistence.report.ReportDocument.BreakdownDoc;
import dev.reportwidget.adapters.persistence.report.ReportDocument.DataSetDoc;
import dev.reportwidget.adapters.persistence.report.ReportDocument.FilterDoc;
import dev.reportwidget.adapters.persistence.report.ReportDocument.FontDoc;
import dev.reportwidget.adapters.persistence.report.ReportDocument.FormatDoc;
import dev.reportwidget.adapters.persistence.report.ReportDocument.GridDoc;
import dev.reportwidget.adapters.persistence.report.ReportDocument.LineDoc;
import dev.reportwidget.adapters.persistence.widget.PeriodDocument;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.Aggregation;
import dev.reportwidget.domain.report.Appearance;
import dev.reportwidget.domain.report.Breakdown;
import dev.reportwidget.domain.report.CalendarUnit;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.Dimension;
import dev.reportwidget.domain.report.Formula;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.report.ValueAxis;
import dev.reportwidget.domain.report.ValueFormat;
import java.util.Optional;

/** The one place where a report row and the domain meet. */
public final class ReportMapper {

    private ReportMapper() {}

    static Report toDomain(ReportEntity entity) {
        return toDomain(entity.id, entity.propertyId, entity.name, entity.revision, entity.definition);
    }

    public static Report toDomain(long id, long propertyId, String name, long revision, ReportDocument doc) {
        var definition = new ReportDefinition(
                name,
                doc.desc(),
                ChartType.fromWireName(doc.chartType()).orElseThrow(),
                doc.period().toPeriod(),
                CalendarUnit.fromWireName(doc.granularity()).orElseThrow(),
                doc.dataSets().stream().map(ReportMapper::dataSet).toList(),
                appearance(doc.appearance()),
                format(doc.format()),
                Boolean.TRUE.equals(doc.stacked()));
        return new Report(new ReportId(id), new PropertyId(propertyId), revision, definition);
    }

    static ReportDocument toDocument(ReportDefinition d) {
        Appearance a = d.appearance();
        return new ReportDocument(
                ReportDocument.CURRENT_VERSION,
                d.desc(),
                d.chartType().wireName(),
                PeriodDocument.of(d.period()),
                d.granularity().wireName(),
                d.dataSets().stream().map(ReportMapper::dataSetDoc).toList(),
                new AppearanceDoc(
                        a.advanced(),
                        a.backgroundColor(),
                        a.textColor(),
                        new LineDoc(a.line().thickness(), a.line().dash()),
                        new GridDoc(
                                a.grid().color(), a.grid().thickness(), a.grid().dash()),
                        new FontDoc(a.legend().fontSize(), a.legend().color()),
                        new FontDoc(a.scales().fontSize(), a.scales().color())),
                d.format().map(ReportMapper::formatDoc).orElse(null),
                // null, not false, for a report that does not stack: documents written before read the same
                d.stacked() ? Boolean.TRUE : null);
    }

    private static DataSetDoc dataSetDoc(DataSet s) {
        boolean calculated = s.isCalculated();
        return new DataSetDoc(
                s.label(),
                s.color(),
                calculated ? null : s.aggregation().wireName(),
                calculated
                        ? null
                        : new FilterDoc(
                                s.filter().type(),
                                s.filter().activity(),
                                s.filter().sources(),
                                s.filter().tags(),
                                s.filter().customData()),
                s.axis() == ValueAxis.LEFT ? null : s.axis().wireName(),
                s.higherIsBetter() ? null : Boolean.FALSE,
                s.goal().orElse(null),
                s.key().orElse(null),
                s.formula().map(Formula::text).orElse(null),
                s.format().map(ReportMapper::formatDoc).orElse(null),
                s.breakdown()
                        .map(b -> new BreakdownDoc(b.by().wireName(), b.top(), b.other()))
                        .orElse(null));
    }

    private static FormatDoc formatDoc(ValueFormat f) {
        return new FormatDoc(
                f.style().wireName(),
                f.currency().orElse(null),
                f.maximumFractionDigits().orElse(null),
                f.notation().wireName());
    }

    private static Optional<ValueFormat> format(FormatDoc f) {
        if (f == null) {
            return Optional.empty();
        }
        return Optional.of(new ValueFormat(
                ValueFormat.Style.fromWireName(f.style()).orElseThrow(),
                Optional.ofNullable(f.currency()),
                Optional.ofNullable(f.maximumFractionDigits()),
                ValueFormat.Notation.fromWireName(f.notation()).orElseThrow()));
    }

    private static DataSet dataSet(DataSetDoc d) {
        ValueAxis axis = d.axis() == null
                ? ValueAxis.LEFT
                : ValueAxis.fromWireName(d.axis()).orElseThrow();
        boolean higherIsBetter = !Boolean.FALSE.equals(d.higherIsBetter());
        Optional<String> key = Optional.ofNullable(d.key());
        Optional<ValueFormat> format = format(d.format());
        if (d.formula() != null) {
            // stored only after it parsed: a stored formula always parses
            Formula formula =
                    switch (Formula.parse(d.formula())) {
                        case Formula.Parsed.Valid valid -> valid.formula();
                        case Formula.Parsed.Broken broken ->
                            throw new IllegalStateException("a stored formula does not parse: " + broken.message());
                    };
            return DataSet.calculated(
                    d.label(), d.color(), formula, axis, higherIsBetter, Optional.ofNullable(d.goal()), key, format);
        }
        FilterDoc f = d.filter();
        return new DataSet(
                        d.label(),
                        d.color(),
                        Aggregation.fromWireName(d.aggregation()).orElseThrow(),
                        f == null
                                ? DataSetFilter.ALL
                                : new DataSetFilter(f.type(), f.activity(), f.sources(), f.tags(), f.customData()),
                        axis,
                        higherIsBetter,
                        Optional.ofNullable(d.goal()))
                .withKeyAndFormat(key, format)
                .withBreakdown(Optional.ofNullable(d.breakdown())
                        .map(b -> new Breakdown(Dimension.fromWireName(b.by()).orElseThrow(), b.top(), b.other())));
    }

    private static Appearance appearance(AppearanceDoc a) {
        return new Appearance(
                a.advanced(),
                a.backgroundColor(),
                a.textColor(),
                new Appearance.Line(a.line().thickness(), a.line().dash()),
                new Appearance.Grid(
                        a.grid().color(), a.grid().thickness(), a.grid().dash()),
                new Appearance.Font(a.legend().fontSize(), a.legend().color()),
                new Appearance.Font(a.scales().fontSize(), a.scales().color()));
    }
}
