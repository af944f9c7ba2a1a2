package dev.reportwidget.application.report;

import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.report.AggregatedValues;
import dev.reportwidget.domain.report.Buckets;
import dev.reportwidget.domain.report.Comparison;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.DateAxis;
import dev.reportwidget.domain.report.EarlierPeriod;
import dev.reportwidget.domain.report.Period;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.widget.DataScope;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
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

    /** The part of a report a scope shows, without a comparison. */
    public ReportData calculate(Report report, Property property, DataScope scope) {
        return calculate(report, property, scope, Comparison.NONE);
    }

    /**
     * Calculates the part of a report a scope shows: over the scope's period when it has one, and
     * with the scope's filter AND-ed into every data set (a data set whose filter then contradicts
     * itself counts no record and is not queried). With a comparison, the earlier period is
     * calculated the same way, its buckets lined up with the shown ones: one query per period,
     * each giving every data set's buckets and its value over the whole period.
     */
    public ReportData calculate(Report report, Property property, DataScope scope, Comparison comparison) {
        ReportDefinition definition = report.definition();
        LocalDate today = property.today(clock);
        Period period = scope.period(definition, today);
        DateAxis axis = DateAxis.of(period.range(today), definition.granularity());
        Optional<EarlierPeriod> earlier = comparison.earlierThan(period, axis);
        List<Optional<DataSet>> counted = new ArrayList<>();
        for (DataSet set : definition.dataSets()) {
            Optional<DataSetFilter> filter = scope.filterOf(set);
            counted.add(filter.map(set::withFilter));
        }
        ReportData data = ReportData.assemble(report, axis, aggregate(report, axis, counted), today, clock.instant());
        if (earlier.isEmpty()) {
            return data;
        }
        return data.comparedWith(report, earlier.get(), aggregate(report, earlier.get(), counted));
    }

    /** Each data set's values over the buckets (report order); nothing for one that counts no record. */
    private List<AggregatedValues> aggregate(Report report, Buckets buckets, List<Optional<DataSet>> counted) {
        List<DataSet> queried = counted.stream().flatMap(Optional::stream).toList();
        List<AggregatedValues> found =
                queried.isEmpty() ? List.of() : aggregates.aggregate(report.propertyId(), buckets, queried);
        List<AggregatedValues> values = new ArrayList<>(counted.size());
        int next = 0;
        for (Optional<DataSet> set : counted) {
            values.add(set.isPresent() ? found.get(next++) : AggregatedValues.NONE);
        }
        return values;
    }
}
