package dev.reportwidget.domain.widget;

import dev.reportwidget.domain.report.CalendarUnit;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.DateRange;
import dev.reportwidget.domain.report.Period;
import dev.reportwidget.domain.report.ReportDefinition;
import java.time.LocalDate;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Which part of a report's data one load shows: all of it, or only the records of a filter AND-ed
 * into every data set (a signed embed's lock), and/or another period than the report's (a viewer's
 * {@code period=} pick, or a signed embed's locked preset or days), narrowed by what the viewer chose
 * in the widget's viewer filters, with the values those filters offer. Calculated data is kept per
 * report revision and scope, so one scope's data is never served to another.
 *
 * @param filter AND-ed into every data set's own filter
 * @param period replaces the report's period
 * @param offered the viewer filters shown, in order: their values are calculated with the data
 * @param selection what the viewer chose, AND-ed into every data set after the filter
 */
public record DataScope(
        Optional<DataSetFilter> filter,
        Optional<EmbedPeriod> period,
        List<ViewerFilter> offered,
        ViewerSelection selection) {

    /** The report as it is defined. */
    public static final DataScope WHOLE = new DataScope(Optional.empty(), Optional.empty());

    public DataScope {
        Objects.requireNonNull(filter, "filter");
        Objects.requireNonNull(period, "period");
        offered = List.copyOf(offered);
        Objects.requireNonNull(selection, "selection");
    }

    /** A scope without viewer filters. */
    public DataScope(Optional<DataSetFilter> filter, Optional<EmbedPeriod> period) {
        this(filter, period, List.of(), ViewerSelection.NONE);
    }

    /** The whole report's records over a viewer's period ({@code period=}); empty for the report's own. */
    public static DataScope over(Optional<PeriodPreset> period) {
        return period.isEmpty() ? WHOLE : new DataScope(Optional.empty(), Optional.of(period.get()));
    }

    /** This scope with viewer filters: those offered, and what the viewer chose in them. */
    public DataScope viewing(List<ViewerFilter> filters, ViewerSelection chosen) {
        return new DataScope(filter, period, filters, chosen.offeredBy(filters).narrowing());
    }

    /** The period the report covers under this scope when today is {@code today}. */
    public Period period(ReportDefinition report, LocalDate today) {
        return period.map(p -> p.period(today)).orElse(report.period());
    }

    /** The days the report covers under this scope when today is {@code today}. */
    public DateRange range(ReportDefinition report, LocalDate today) {
        return period(report, today).range(today);
    }

    /** Whether the scope's period fits the report's granularity in at most {@link ReportDefinition#MAX_BUCKETS}. */
    public boolean fits(ReportDefinition report, LocalDate today) {
        CalendarUnit unit = report.granularity();
        return unit.bucketsIn(range(report, today)) <= ReportDefinition.MAX_BUCKETS;
    }

    /** The filter a data set counts with under this scope; empty when no record can match it. */
    public Optional<DataSetFilter> filterOf(DataSet dataSet) {
        return filterOf(dataSet, selection);
    }

    /**
     * The filter a data set counts with under this scope before the viewer's choices: what the
     * viewer filters' values are offered from, each narrowed by the other filters' choices.
     */
    public Optional<DataSetFilter> unchosenFilterOf(DataSet dataSet) {
        return filterOf(dataSet, ViewerSelection.NONE);
    }

    private Optional<DataSetFilter> filterOf(DataSet dataSet, ViewerSelection chosen) {
        return filter.map(locked -> dataSet.filter().and(locked))
                .orElse(Optional.of(dataSet.filter()))
                .map(own -> own.choosing(chosen.chosen()));
    }
}
