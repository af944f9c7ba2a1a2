package dev.reportwidget.application.report;

import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.report.DateAxis;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.widget.PeriodPreset;
import java.time.Clock;
import java.time.LocalDate;
import java.util.Optional;

/** Calculates a report from the stored records, for today in the property's time zone. */
public final class ReportCalculator {

    private final RecordAggregates aggregates;
    private final Clock clock;

    public ReportCalculator(RecordAggregates aggregates, Clock clock) {
        this.aggregates = aggregates;
        this.clock = clock;
    }

    public ReportData calculate(Report report, Property property) {
        return calculate(report, property, Optional.empty());
    }

    /**
     * @param period a viewer's period that replaces the report's own for this calculation (same
     *     granularity, today in the property's time zone); empty for the report's own
     */
    public ReportData calculate(Report report, Property property, Optional<PeriodPreset> period) {
        ReportDefinition definition = report.definition();
        LocalDate today = property.today(clock);
        DateAxis axis = DateAxis.of(
                period.map(preset -> preset.range(today))
                        .orElseGet(() -> definition.period().range(today)),
                definition.granularity());
        var values = aggregates.aggregate(report.propertyId(), axis, definition.dataSets());
        return ReportData.assemble(report, axis, values, clock.instant());
    }
}
