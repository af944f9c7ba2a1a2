package dev.reportwidget.application.report;

import dev.reportwidget.application.report.port.out.RecordAggregates;
import dev.reportwidget.application.report.port.out.RecordValueCounts;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.report.AggregatedValues;
import dev.reportwidget.domain.report.BreakdownValue;
import dev.reportwidget.domain.report.Buckets;
import dev.reportwidget.domain.report.Comparison;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.DateAxis;
import dev.reportwidget.domain.report.DimensionValues;
import dev.reportwidget.domain.report.EarlierPeriod;
import dev.reportwidget.domain.report.Period;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.widget.DataScope;
import dev.reportwidget.domain.widget.ViewerFilter;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;

/** Calculates a report from the stored records, for today in the property's time zone. */
public final class ReportCalculator {

    private final RecordAggregates aggregates;
    private final RecordValueCounts valueCounts;
    private final Clock clock;
    private final Executor otherStatements;

    /** A calculator that runs a comparison's two statements one after the other. */
    public ReportCalculator(RecordAggregates aggregates, Clock clock) {
        this(aggregates, clock, Runnable::run);
    }

    /**
     * @param otherStatements where a second statement runs (a comparison's over the earlier
     *     period, another period of a board's reports), beside the first on the calculating thread:
     *     the two cost about one statement's time. A calculation still holds one of its property's
     *     calculation slots for both.
     */
    public ReportCalculator(RecordAggregates aggregates, Clock clock, Executor otherStatements) {
        this(aggregates, ReportCalculator::noViewerFilters, clock, otherStatements);
    }

    /**
     * A calculator of reports whose scopes may offer viewer filters: their values are counted by
     * {@code valueCounts} beside the data, over the same records.
     */
    public ReportCalculator(
            RecordAggregates aggregates, RecordValueCounts valueCounts, Clock clock, Executor otherStatements) {
        this.aggregates = aggregates;
        this.valueCounts = valueCounts;
        this.clock = clock;
        this.otherStatements = otherStatements;
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
     * itself counts no record and is not queried, as a calculated data set is not). With a comparison, the earlier period is
     * calculated the same way, its buckets lined up with the shown ones: one query per period,
     * each giving every data set's buckets and its value over the whole period.
     */
    public ReportData calculate(Report report, Property property, DataScope scope, Comparison comparison) {
        return calculateAll(List.of(new Calculation(report, scope, comparison)), property)
                .getFirst();
    }

    /** One report to calculate: the part a scope shows, with a comparison. */
    public record Calculation(Report report, DataScope scope, Comparison comparison) {
        public Calculation {
            Objects.requireNonNull(report, "report");
            Objects.requireNonNull(scope, "scope");
            Objects.requireNonNull(comparison, "comparison");
        }
    }

    /**
     * Calculates several reports of one property together, each as {@link #calculate} would (same
     * order): the data sets of every report over the same buckets (the same period and
     * granularity, or the same earlier period) are aggregated by one statement. A board's reports
     * usually share their period, so its items cost about one report's statement. The statements
     * of distinct buckets run two at a time, like one report's two periods.
     */
    public List<ReportData> calculateAll(List<Calculation> calculations, Property property) {
        LocalDate today = property.today(clock);
        // every distinct buckets with the data sets asked over them: one statement each
        Map<Buckets, List<DataSet>> statements = new LinkedHashMap<>();
        List<Planned> planned = calculations.stream()
                .map(calculation -> plan(calculation, today, statements))
                .toList();
        // the viewer filters' values, meanwhile on the other statements' thread
        CompletableFuture<List<List<DimensionValues>>> offered = planned.stream()
                        .anyMatch(plan -> !plan.calculation().scope().offered().isEmpty())
                ? CompletableFuture.supplyAsync(
                        () -> planned.stream()
                                .map(plan -> offeredValues(property, plan))
                                .toList(),
                        otherStatements)
                : CompletableFuture.completedFuture(
                        planned.stream().map(plan -> List.<DimensionValues>of()).toList());
        Map<Buckets, List<AggregatedValues>> found = runAll(property, statements, planned);
        List<List<DimensionValues>> values = joined(offered);
        Instant now = clock.instant();
        List<ReportData> calculated = new ArrayList<>(planned.size());
        for (Planned plan : planned) {
            Report report = plan.calculation().report();
            ReportData data = ReportData.assemble(
                    report, plan.axis(), plan.values(found.get(plan.axis()), plan.axisOffset()), today, now);
            if (plan.earlier().isPresent()) {
                EarlierPeriod earlier = plan.earlier().get();
                data = data.comparedWith(report, earlier, plan.values(found.get(earlier), plan.earlierOffset()));
            }
            calculated.add(
                    values.get(calculated.size()).isEmpty() ? data : data.offering(values.get(calculated.size())));
        }
        return calculated;
    }

    /**
     * The values each viewer filter of a calculation's scope offers, in one statement: among the
     * records of any of the report's counted data sets over the shown period, under the scope's
     * filter and every other filter's choice (docs/embedding.md#viewer-filters).
     */
    private List<DimensionValues> offeredValues(Property property, Planned plan) {
        DataScope scope = plan.calculation().scope();
        if (scope.offered().isEmpty()) {
            return List.of();
        }
        List<DataSetFilter> filters = plan.calculation().report().definition().dataSets().stream()
                .filter(set -> !set.isCalculated())
                .flatMap(set -> scope.unchosenFilterOf(set).stream())
                .toList();
        return valueCounts.count(
                property.id(),
                plan.axis().range(),
                filters,
                scope.selection().chosen(),
                scope.offered().stream().map(ViewerFilter::by).toList(),
                DimensionValues.MAX_VALUES);
    }

    /** What a calculator without value counts answers a scope offering viewer filters. */
    private static List<DimensionValues> noViewerFilters(
            dev.reportwidget.domain.property.PropertyId property,
            dev.reportwidget.domain.report.DateRange range,
            List<DataSetFilter> filters,
            List<dev.reportwidget.domain.report.DimensionChoice> chosen,
            List<dev.reportwidget.domain.report.Dimension> dimensions,
            int limit) {
        throw new IllegalStateException("this calculator counts no viewer filter's values");
    }

    /** A future's value, its own failure rethrown as it is. */
    private static <T> T joined(CompletableFuture<T> future) {
        try {
            return future.join();
        } catch (CompletionException failed) {
            if (failed.getCause() instanceof RuntimeException cause) {
                throw cause;
            }
            throw failed;
        }
    }

    /** A report's calculation laid out, its data sets added to the statements over its buckets. */
    private static Planned plan(Calculation calculation, LocalDate today, Map<Buckets, List<DataSet>> statements) {
        ReportDefinition definition = calculation.report().definition();
        Period period = calculation.scope().period(definition, today);
        DateAxis axis = DateAxis.of(period.range(today), definition.granularity());
        Optional<EarlierPeriod> earlier = calculation.comparison().earlierThan(period, axis);
        List<Optional<DataSet>> counted = new ArrayList<>();
        for (DataSet set : definition.dataSets()) {
            // a calculated data set counts no record: it is worked out from its operands'
            counted.add(
                    set.isCalculated()
                            ? Optional.empty()
                            : calculation.scope().filterOf(set).map(set::withFilter));
        }
        List<DataSet> queried = counted.stream().flatMap(Optional::stream).toList();
        return new Planned(
                calculation,
                axis,
                earlier,
                counted,
                append(statements, axis, queried),
                earlier.map(before -> append(statements, before, queried)).orElse(0));
    }

    /**
     * Runs every statement. A comparison of a broken-down data set shows in its earlier period the
     * series of the shown one, so the shown periods' statements run first, and the earlier
     * periods' are then given their values; without one, all run together.
     */
    private Map<Buckets, List<AggregatedValues>> runAll(
            Property property, Map<Buckets, List<DataSet>> statements, List<Planned> planned) {
        boolean shownFirst = planned.stream()
                .anyMatch(plan -> plan.earlier().isPresent()
                        && plan.counted().stream().flatMap(Optional::stream).anyMatch(DataSet::isBrokenDown));
        if (!shownFirst) {
            return run(property, statements);
        }
        Map<Buckets, List<DataSet>> shown = new LinkedHashMap<>();
        Map<Buckets, List<DataSet>> earlier = new LinkedHashMap<>();
        statements.forEach((buckets, sets) ->
                (buckets instanceof EarlierPeriod ? earlier : shown).put(buckets, new ArrayList<>(sets)));
        Map<Buckets, List<AggregatedValues>> found = new HashMap<>(run(property, shown));
        for (Planned plan : planned) {
            if (plan.earlier().isEmpty()) {
                continue;
            }
            List<DataSet> before = earlier.get(plan.earlier().get());
            List<AggregatedValues> now = found.get(plan.axis());
            for (int k = 0; k < plan.queried(); k++) {
                int at = plan.earlierOffset() + k;
                DataSet set = before.get(at);
                List<BreakdownValue> values = now.get(plan.axisOffset() + k).parts().stream()
                        .map(AggregatedValues.Part::value)
                        .toList();
                set.breakdown()
                        .ifPresent(breakdown ->
                                before.set(at, set.withBreakdown(Optional.of(breakdown.choosing(values)))));
            }
        }
        found.putAll(run(property, earlier));
        return found;
    }

    /** Adds data sets to the statement over these buckets; answers where they start in it. */
    private static int append(Map<Buckets, List<DataSet>> statements, Buckets buckets, List<DataSet> sets) {
        List<DataSet> asked = statements.computeIfAbsent(buckets, ignored -> new ArrayList<>());
        int offset = asked.size();
        asked.addAll(sets);
        return offset;
    }

    /**
     * One statement per distinct buckets, with every data set asked over them: the first half on
     * the calling thread, the other half meanwhile on {@code otherStatements}.
     */
    private Map<Buckets, List<AggregatedValues>> run(Property property, Map<Buckets, List<DataSet>> statements) {
        List<Map.Entry<Buckets, List<DataSet>>> asked = statements.entrySet().stream()
                .filter(statement -> !statement.getValue().isEmpty())
                .toList();
        int here = (asked.size() + 1) / 2;
        CompletableFuture<Map<Buckets, List<AggregatedValues>>> besides = here == asked.size()
                ? CompletableFuture.completedFuture(Map.of())
                : CompletableFuture.supplyAsync(
                        () -> aggregate(property, asked.subList(here, asked.size())), otherStatements);
        Map<Buckets, List<AggregatedValues>> found = new HashMap<>(aggregate(property, asked.subList(0, here)));
        // the other statement's own failure (a timeout, the database gone), as this one's would be
        found.putAll(joined(besides));
        return found;
    }

    private Map<Buckets, List<AggregatedValues>> aggregate(
            Property property, List<Map.Entry<Buckets, List<DataSet>>> statements) {
        Map<Buckets, List<AggregatedValues>> found = new HashMap<>();
        for (Map.Entry<Buckets, List<DataSet>> statement : statements) {
            found.put(
                    statement.getKey(), aggregates.aggregate(property.id(), statement.getKey(), statement.getValue()));
        }
        return found;
    }

    /**
     * A report's calculation laid out: its buckets, its earlier period's, its data sets (nothing for
     * one that counts no record), and where they start among the data sets of each statement.
     */
    private record Planned(
            Calculation calculation,
            DateAxis axis,
            Optional<EarlierPeriod> earlier,
            List<Optional<DataSet>> counted,
            int axisOffset,
            int earlierOffset) {

        /** How many of its data sets are queried. */
        int queried() {
            return (int) counted.stream().filter(Optional::isPresent).count();
        }

        /** Each data set's values (report order) from a statement's, from the offset on. */
        List<AggregatedValues> values(List<AggregatedValues> statement, int offset) {
            List<AggregatedValues> values = new ArrayList<>(counted.size());
            int next = offset;
            for (Optional<DataSet> set : counted) {
                values.add(set.isPresent() ? statement.get(next++) : AggregatedValues.NONE);
            }
            return values;
        }
    }
}
