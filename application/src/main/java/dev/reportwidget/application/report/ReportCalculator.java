package dev.reportwidget.application.report;

import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.DateAxis;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.widget.DataScope;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
        return calculate(report, property, DataScope.WHOLE);
    }

    /**
     * Calculates the part of a report a scope shows: over the scope's period when it has one, and
     * with the scope's filter AND-ed into every data set (a data set whose filter then contradicts
     * itself counts no record and is not queried).
     */
    public ReportData calculate(Report report, Property property, DataScope scope) {
        ReportDefinition definition = report.definition();
        LocalDate today = property.today(clock);
        DateAxis axis = DateAxis.of(scope.range(definition, today), definition.granularity());
        List<DataSet> queried = new ArrayList<>();
        List<Integer> positions = new ArrayList<>();
        for (int i = 0; i < definition.dataSets().size(); i++) {
            DataSet set = definition.dataSets().get(i);
            Optional<DataSetFilter> filter = scope.filterOf(set);
            if (filter.isPresent()) {
                queried.add(new DataSet(set.label(), set.color(), set.aggregation(), filter.get(), set.axis()));
                positions.add(i);
            }
        }
        List<Map<LocalDate, BigDecimal>> values = new ArrayList<>();
        definition.dataSets().forEach(set -> values.add(Map.of()));
        if (!queried.isEmpty()) {
            var found = aggregates.aggregate(report.propertyId(), axis, queried);
            for (int i = 0; i < positions.size(); i++) {
                values.set(positions.get(i), found.get(i));
            }
        }
        return ReportData.assemble(report, axis, values, today, clock.instant());
    }
}
