package dev.reportwidget.application.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.application.report.port.out.RecordAggregates;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.AggregatedValues;
import dev.reportwidget.domain.report.Aggregation;
import dev.reportwidget.domain.report.Appearance;
import dev.reportwidget.domain.report.Buckets;
import dev.reportwidget.domain.report.CalendarUnit;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.Comparison;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.DateAxis;
import dev.reportwidget.domain.report.DateRange;
import dev.reportwidget.domain.report.EarlierData;
import dev.reportwidget.domain.report.EarlierPeriod;
import dev.reportwidget.domain.report.Period;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.DataScope;
import dev.reportwidget.domain.widget.PeriodPreset;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The calculator over a fake of its port that answers, per query, the values of records it holds by
 * day: which buckets it asks for in each period, and where the answers land.
 */
class ReportCalculatorTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-03-11T12:00:00Z"), ZoneOffset.UTC);
    private static final Property SHOP = new Property(new PropertyId(3), "Shop", false, ZoneOffset.UTC);

    /** Sums the values of every record of each data set's type, by the day naming each bucket. */
    private static final class DayRecords implements RecordAggregates {
        final List<Buckets> asked = new ArrayList<>();
        final List<List<DataSet>> sets = new ArrayList<>();
        final Map<String, Map<LocalDate, BigDecimal>> byType = new HashMap<>();

        DayRecords add(String type, String day, String value) {
            byType.computeIfAbsent(type, t -> new HashMap<>())
                    .merge(LocalDate.parse(day), new BigDecimal(value), BigDecimal::add);
            return this;
        }

        @Override
        public synchronized List<AggregatedValues> aggregate(
                PropertyId property, Buckets buckets, List<DataSet> dataSets) {
            asked.add(buckets);
            sets.add(dataSets);
            List<AggregatedValues> result = new ArrayList<>();
            for (DataSet set : dataSets) {
                Map<LocalDate, BigDecimal> perBucket = new HashMap<>();
                BigDecimal overall = null;
                for (var record :
                        byType.getOrDefault(set.filter().type(), Map.of()).entrySet()) {
                    if (!buckets.range().contains(record.getKey())) {
                        continue;
                    }
                    LocalDate bucket = buckets.starts().stream()
                            .filter(start -> !start.isAfter(record.getKey()))
                            .reduce((a, b) -> b)
                            .orElseThrow();
                    perBucket.merge(bucket, record.getValue(), BigDecimal::add);
                    overall = overall == null ? record.getValue() : overall.add(record.getValue());
                }
                result.add(new AggregatedValues(perBucket, Optional.ofNullable(overall)));
            }
            return result;
        }
    }

    private final DayRecords records = new DayRecords();
    private final ReportCalculator calculator = new ReportCalculator(records, CLOCK);

    private static Report report(Period period, CalendarUnit granularity, String... types) {
        List<DataSet> sets = Arrays.stream(types)
                .map(type -> new DataSet(type, "#2f7ed8", Aggregation.SUM, filter(type)))
                .toList();
        return new Report(
                new ReportId(5),
                SHOP.id(),
                2,
                new ReportDefinition("r", "", ChartType.LINE, period, granularity, sets, Appearance.BUILT_IN));
    }

    private static DataSetFilter filter(String type) {
        return new DataSetFilter(type, null, List.of(), List.of(), Map.of());
    }

    private static List<BigDecimal> values(String... values) {
        return Arrays.stream(values).map(BigDecimal::new).toList();
    }

    @Test
    void withoutAComparisonOnePeriodIsAskedForWithItsDateAxis() {
        records.add("sale", "2026-03-10", "4").add("sale", "2026-03-11", "6");
        Report report = report(new Period.Relative(3, CalendarUnit.DAY), CalendarUnit.DAY, "sale");

        ReportData data = calculator.calculate(report, SHOP);

        assertEquals(1, records.asked.size());
        assertInstanceOf(DateAxis.class, records.asked.get(0));
        assertEquals(new DateRange(LocalDate.of(2026, 3, 9), LocalDate.of(2026, 3, 11)), data.range());
        assertEquals(values("0", "4", "6"), data.dataSets().get(0).data());
        assertEquals(Optional.of(new BigDecimal("10")), data.dataSets().get(0).periodValue());
        assertEquals(Optional.empty(), data.earlier());
    }

    @Test
    void aComparisonAsksForTheEarlierPeriodAndLaysItOnTheShownLabels() {
        records.add("sale", "2026-03-10", "4")
                .add("sale", "2026-03-06", "1")
                .add("sale", "2026-03-08", "2")
                .add("sale", "2026-03-05", "100");
        Report report = report(new Period.Relative(3, CalendarUnit.DAY), CalendarUnit.DAY, "sale");

        ReportData data = calculator.calculate(report, SHOP, DataScope.WHOLE, Comparison.PREVIOUS_PERIOD);

        assertEquals(2, records.asked.size());
        // the two statements may run in either order (the earlier one beside the shown one)
        EarlierPeriod asked = records.asked.stream()
                .filter(EarlierPeriod.class::isInstance)
                .map(EarlierPeriod.class::cast)
                .findFirst()
                .orElseThrow();
        assertEquals(
                1, records.asked.stream().filter(DateAxis.class::isInstance).count());
        assertEquals(new DateRange(LocalDate.of(2026, 3, 6), LocalDate.of(2026, 3, 8)), asked.range());
        EarlierData earlier = data.earlier().orElseThrow();
        assertEquals(Comparison.PREVIOUS_PERIOD, earlier.comparison());
        assertEquals(asked.range(), earlier.range());
        assertEquals(values("1", "0", "2"), earlier.dataSets().get(0).data());
        assertEquals(Optional.of(new BigDecimal("3")), earlier.dataSets().get(0).periodValue());
        assertEquals(values("0", "4", "0"), data.dataSets().get(0).data(), "the shown data is the same");
    }

    @Test
    void theEarlierPeriodsStatementRunsOnTheGivenExecutorBesideTheShownOne() {
        records.add("sale", "2026-03-10", "4").add("sale", "2026-03-06", "1");
        Report report = report(new Period.Relative(3, CalendarUnit.DAY), CalendarUnit.DAY, "sale");
        List<Runnable> handedOver = new ArrayList<>();
        var besides = new ReportCalculator(records, CLOCK, task -> {
            handedOver.add(task);
            task.run();
        });

        ReportData data = besides.calculate(report, SHOP, DataScope.WHOLE, Comparison.PREVIOUS_PERIOD);

        assertEquals(1, handedOver.size(), "one statement, the earlier period's, is handed to the executor");
        assertEquals(
                values("1", "0", "0"),
                data.earlier().orElseThrow().dataSets().get(0).data());
        assertEquals(values("0", "4", "0"), data.dataSets().get(0).data());
        besides.calculate(report, SHOP, DataScope.WHOLE, Comparison.NONE);
        assertEquals(1, handedOver.size(), "without a comparison nothing is handed over");
    }

    @Test
    void aFailureOfTheEarlierStatementIsTheCalculationsOwn() {
        Report report = report(new Period.Relative(3, CalendarUnit.DAY), CalendarUnit.DAY, "sale");
        var failing = new ReportCalculator(
                (property, buckets, sets) -> {
                    if (buckets instanceof EarlierPeriod) {
                        throw new IllegalStateException("statement timeout");
                    }
                    return records.aggregate(property, buckets, sets);
                },
                CLOCK,
                task -> new Thread(task).start());
        IllegalStateException thrown = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalStateException.class,
                () -> failing.calculate(report, SHOP, DataScope.WHOLE, Comparison.PREVIOUS_PERIOD));
        assertEquals("statement timeout", thrown.getMessage());
    }

    @Test
    void theEarlierPeriodFollowsTheViewersPeriodNotTheReports() {
        Report report = report(new Period.Relative(3, CalendarUnit.DAY), CalendarUnit.MONTH, "sale");
        records.add("sale", "2025-02-14", "7");

        ReportData data = calculator.calculate(
                report, SHOP, DataScope.over(Optional.of(PeriodPreset.LAST_12_MONTHS)), Comparison.PREVIOUS_YEAR);

        EarlierData earlier = data.earlier().orElseThrow();
        assertEquals(new DateRange(LocalDate.of(2024, 4, 1), LocalDate.of(2025, 3, 31)), earlier.range());
        assertEquals(12, earlier.dataSets().get(0).data().size());
        assertEquals("2026-02", data.labels().get(10));
        assertEquals(new BigDecimal("7"), earlier.dataSets().get(0).data().get(10), "February a year earlier");
    }

    @Test
    void aDataSetALockedFilterContradictsIsQueriedInNeitherPeriod() {
        records.add("sale", "2026-03-10", "4").add("cost", "2026-03-07", "9");
        Report report = report(new Period.Relative(3, CalendarUnit.DAY), CalendarUnit.DAY, "sale", "cost");
        var onlySales = new DataScope(Optional.of(filter("sale")), Optional.empty());

        ReportData data = calculator.calculate(report, SHOP, onlySales, Comparison.PREVIOUS_PERIOD);

        assertEquals(2, records.sets.size());
        for (List<DataSet> queried : records.sets) {
            assertEquals(
                    List.of("sale"),
                    queried.stream().map(s -> s.filter().type()).toList());
        }
        EarlierData earlier = data.earlier().orElseThrow();
        assertEquals(values("0", "0", "0"), earlier.dataSets().get(1).data());
        assertEquals(Optional.of(BigDecimal.ZERO), earlier.dataSets().get(1).periodValue());
        assertTrue(data.dataSets().get(1).data().stream().allMatch(v -> v.signum() == 0));
    }

    @Test
    void noneAsksForOnePeriodOnly() {
        Report report = report(new Period.Relative(3, CalendarUnit.DAY), CalendarUnit.DAY, "sale");

        ReportData data = calculator.calculate(report, SHOP, DataScope.WHOLE, Comparison.NONE);

        assertEquals(1, records.asked.size());
        assertEquals(Optional.empty(), data.earlier());
    }
}
