package dev.reportwidget.application.report;

import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.report.DateAxis;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.report.ReportDefinition;
import java.time.Clock;
import java.time.LocalDate;

/** Calculates a report from the stored records, for today in the property's time zone. */
public final class ReportCalculator {

    private final RecordAggregates aggregates;
    private final Clock clock;

    public ReportCalculator(RecordAggregates aggregates, Clock clock) {
        this.aggregates = aggregates;
        this.clock = clock;
    }

    public ReportData calculate(Report report, Property property) {
        ReportDefinition definition = report.definition();
        LocalDate today = property.today(clock);
        DateAxis axis = DateAxis.of(definition.period().range(today), definition.granularity());
        var values = aggregates.aggregate(report.propertyId(), axis, definition.dataSets());
        return ReportData.assemble(report, axis, values, clock.instant());
    }
}
