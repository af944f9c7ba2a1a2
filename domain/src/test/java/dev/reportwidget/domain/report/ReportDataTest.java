package dev.reportwidget.domain.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.domain.property.PropertyId;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ReportDataTest {

    private static final LocalDate WEDNESDAY = LocalDate.of(2026, 11, 18);

    private static Report report(Aggregation... aggregations) {
        List<DataSet> sets = Arrays.stream(aggregations)
                .map(a -> new DataSet(a.wireName(), "#000000", a, DataSetFilter.ALL))
                .toList();
        var definition = new ReportDefinition(
                "r",
                "",
                ChartType.LINE,
                new Period.Relative(3, CalendarUnit.DAY),
                CalendarUnit.DAY,
                sets,
                Appearance.BUILT_IN);
        return new Report(new ReportId(9), new PropertyId(1), 4, definition);
    }

    @Test
    void dayAxisHasEveryDayOldestFirst() {
        DateAxis axis =
                DateAxis.of(new DateRange(LocalDate.of(2026, 2, 27), LocalDate.of(2026, 3, 2)), CalendarUnit.DAY);
        assertEquals(List.of("2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"), axis.labels());
    }

    @Test
    void weekAxisIsLabelledWithMondaysAndReachesOutsideTheRange() {
        DateAxis axis =
                DateAxis.of(new DateRange(LocalDate.of(2026, 11, 4), LocalDate.of(2026, 11, 18)), CalendarUnit.WEEK);
        assertEquals(List.of("2026-11-02", "2026-11-09", "2026-11-16"), axis.labels());
        assertEquals(LocalDate.of(2026, 11, 4), axis.range().from(), "records before the range still do not count");
    }

    @Test
    void monthAxisSpansYearEnds() {
        DateAxis axis =
                DateAxis.of(new DateRange(LocalDate.of(2025, 11, 15), LocalDate.of(2026, 2, 1)), CalendarUnit.MONTH);
        assertEquals(List.of("2025-11", "2025-12", "2026-01", "2026-02"), axis.labels());
    }

    @Test
    void relativeWeeksOfAReportEndWithTheCurrentWeek() {
        DateAxis axis = DateAxis.of(new Period.Relative(2, CalendarUnit.WEEK).range(WEDNESDAY), CalendarUnit.DAY);
        assertEquals(14, axis.size());
        assertEquals("2026-11-09", axis.labels().get(0));
        assertEquals("2026-11-22", axis.labels().get(13));
    }

    @Test
    void emptyBucketsAreZeroForSumAndCountAndNullOtherwise() {
        Report report = report(Aggregation.SUM, Aggregation.COUNT, Aggregation.AVG, Aggregation.MIN, Aggregation.MAX);
        DateAxis axis = DateAxis.of(new DateRange(WEDNESDAY.minusDays(2), WEDNESDAY), CalendarUnit.DAY);
        var middleOnly = new AggregatedValues(
                Map.of(WEDNESDAY.minusDays(1), new BigDecimal("7.5")), Optional.of(new BigDecimal("7.5")));
        ReportData data = ReportData.assemble(
                report,
                axis,
                List.of(middleOnly, middleOnly, middleOnly, middleOnly, middleOnly),
                WEDNESDAY,
                Instant.EPOCH);

        assertEquals(List.of("2026-11-16", "2026-11-17", "2026-11-18"), data.labels());
        assertEquals(
                Arrays.asList(BigDecimal.ZERO, new BigDecimal("7.5"), BigDecimal.ZERO),
                data.dataSets().get(0).data());
        assertEquals(
                Arrays.asList(BigDecimal.ZERO, new BigDecimal("7.5"), BigDecimal.ZERO),
                data.dataSets().get(1).data());
        for (int i = 2; i < 5; i++) {
            List<BigDecimal> values = data.dataSets().get(i).data();
            assertNull(values.get(0), data.dataSets().get(i).label());
            assertEquals(new BigDecimal("7.5"), values.get(1));
            assertNull(values.get(2));
        }
        assertEquals(4, data.revision());
        assertEquals(new ReportId(9), data.reportId());
    }

    @Test
    void theLastBucketIsUnfinishedOnlyWhenItHoldsToday() {
        DateAxis days = DateAxis.of(new Period.Relative(7, CalendarUnit.DAY).range(WEDNESDAY), CalendarUnit.DAY);
        assertTrue(days.endsInUnfinishedBucket(WEDNESDAY), "today is still running");
        assertFalse(days.endsInUnfinishedBucket(WEDNESDAY.plusDays(1)), "yesterday is over");

        DateAxis weeks = DateAxis.of(new Period.Relative(4, CalendarUnit.WEEK).range(WEDNESDAY), CalendarUnit.WEEK);
        assertTrue(weeks.endsInUnfinishedBucket(WEDNESDAY));
        assertTrue(weeks.endsInUnfinishedBucket(LocalDate.of(2026, 11, 22)), "until the week's Sunday");
        assertFalse(weeks.endsInUnfinishedBucket(LocalDate.of(2026, 11, 23)), "the Monday after");

        // a fixed range that ended yesterday, by month: this month is still running
        DateAxis months =
                DateAxis.of(new DateRange(LocalDate.of(2026, 9, 1), WEDNESDAY.minusDays(1)), CalendarUnit.MONTH);
        assertTrue(months.endsInUnfinishedBucket(WEDNESDAY));
        assertFalse(months.endsInUnfinishedBucket(LocalDate.of(2026, 12, 1)));
        // a range wholly in the future ends in a bucket that has not started
        DateAxis future = DateAxis.of(new DateRange(WEDNESDAY.plusDays(10), WEDNESDAY.plusDays(12)), CalendarUnit.DAY);
        assertFalse(future.endsInUnfinishedBucket(WEDNESDAY));
    }

    @Test
    void assembledDataSaysWhetherItsLastBucketIsUnfinished() {
        Report report = report(Aggregation.SUM);
        DateAxis axis = DateAxis.of(new DateRange(WEDNESDAY.minusDays(2), WEDNESDAY), CalendarUnit.DAY);
        assertTrue(ReportData.assemble(report, axis, List.of(AggregatedValues.NONE), WEDNESDAY, Instant.EPOCH)
                .partialLastBucket());
        assertFalse(
                ReportData.assemble(report, axis, List.of(AggregatedValues.NONE), WEDNESDAY.plusDays(1), Instant.EPOCH)
                        .partialLastBucket());
    }

    @Test
    void oneValueMapPerDataSetIsRequired() {
        Report report = report(Aggregation.SUM, Aggregation.SUM);
        DateAxis axis = DateAxis.of(new DateRange(WEDNESDAY, WEDNESDAY), CalendarUnit.DAY);
        assertThrows(
                IllegalArgumentException.class,
                () -> ReportData.assemble(report, axis, List.of(AggregatedValues.NONE), WEDNESDAY, Instant.EPOCH));
    }

    @Test
    void theDataKeepsThePeriodsDaysAndEachDataSetsValueOverIt() {
        Report report = report(Aggregation.AVG, Aggregation.SUM);
        DateRange days = new DateRange(WEDNESDAY.minusDays(2), WEDNESDAY);
        var averages = new AggregatedValues(
                Map.of(WEDNESDAY.minusDays(2), new BigDecimal("10"), WEDNESDAY, new BigDecimal("1")),
                Optional.of(new BigDecimal("3.25")));

        ReportData data = ReportData.assemble(
                report,
                DateAxis.of(days, CalendarUnit.DAY),
                List.of(averages, AggregatedValues.NONE),
                WEDNESDAY,
                Instant.EPOCH);

        assertEquals(days, data.range());
        assertEquals(Optional.of(new BigDecimal("3.25")), data.dataSets().get(0).periodValue());
        assertEquals(Optional.empty(), data.earlier());
    }

    @Test
    void aPeriodWithoutRecordsIsWorth0ForSumAndCountAndNothingOtherwise() {
        Report report = report(Aggregation.SUM, Aggregation.COUNT, Aggregation.AVG, Aggregation.MIN, Aggregation.MAX);
        DateAxis axis = DateAxis.of(new DateRange(WEDNESDAY, WEDNESDAY), CalendarUnit.DAY);

        ReportData data = ReportData.assemble(
                report, axis, java.util.Collections.nCopies(5, AggregatedValues.NONE), WEDNESDAY, Instant.EPOCH);

        assertEquals(
                List.of(
                        Optional.of(BigDecimal.ZERO),
                        Optional.of(BigDecimal.ZERO),
                        Optional.<BigDecimal>empty(),
                        Optional.<BigDecimal>empty(),
                        Optional.<BigDecimal>empty()),
                data.dataSets().stream().map(SeriesData::periodValue).toList());
    }

    @Test
    void theEarlierPeriodsValuesLieOnTheShownLabelsByTheSameEmptyBucketRule() {
        Report report = report(Aggregation.SUM, Aggregation.MAX);
        // a leap February shown against the February before: 29 February has no earlier day
        Period february = new Period.Absolute(new DateRange(LocalDate.of(2024, 2, 27), LocalDate.of(2024, 2, 29)));
        DateAxis axis = DateAxis.of(february.range(WEDNESDAY), CalendarUnit.DAY);
        EarlierPeriod earlier =
                Comparison.PREVIOUS_YEAR.earlierThan(february, axis).orElseThrow();
        var sums = new AggregatedValues(
                Map.of(LocalDate.of(2023, 2, 28), new BigDecimal("4")), Optional.of(new BigDecimal("4")));
        var maxima = new AggregatedValues(
                Map.of(LocalDate.of(2023, 2, 28), new BigDecimal("4")), Optional.of(new BigDecimal("4")));

        ReportData shown = ReportData.assemble(
                report, axis, List.of(AggregatedValues.NONE, AggregatedValues.NONE), WEDNESDAY, Instant.EPOCH);
        ReportData compared = shown.comparedWith(report, earlier, List.of(sums, maxima));

        EarlierData data = compared.earlier().orElseThrow();
        assertEquals(Comparison.PREVIOUS_YEAR, data.comparison());
        assertEquals(new DateRange(LocalDate.of(2023, 2, 27), LocalDate.of(2023, 2, 28)), data.range());
        assertEquals(
                Arrays.asList(BigDecimal.ZERO, new BigDecimal("4"), BigDecimal.ZERO),
                data.dataSets().get(0).data());
        assertEquals(
                Arrays.asList(null, new BigDecimal("4"), null),
                data.dataSets().get(1).data());
        assertEquals("sum", data.dataSets().get(0).label());
        assertEquals(Optional.of(new BigDecimal("4")), data.dataSets().get(1).periodValue());
        assertEquals(shown.dataSets(), compared.dataSets(), "the shown data stays as it was");
        assertEquals(shown.labels(), compared.labels());
    }

    private static Report withFormula(String formula, DataSet... plain) {
        List<DataSet> sets = new java.util.ArrayList<>(List.of(plain));
        sets.add(DataSet.calculated(
                "ratio",
                "#111111",
                ((Formula.Parsed.Valid) Formula.parse(formula)).formula(),
                ValueAxis.RIGHT,
                true,
                Optional.empty(),
                Optional.empty(),
                Optional.empty()));
        var definition = new ReportDefinition(
                "r",
                "",
                ChartType.LINE,
                new Period.Relative(3, CalendarUnit.DAY),
                CalendarUnit.DAY,
                sets,
                Appearance.BUILT_IN);
        return new Report(new ReportId(9), new PropertyId(1), 4, definition);
    }

    private static DataSet keyed(String key, Aggregation aggregation) {
        return new DataSet(key, "#000000", aggregation, DataSetFilter.ALL)
                .withKeyAndFormat(Optional.of(key), Optional.empty());
    }

    private static AggregatedValues values(Map<LocalDate, BigDecimal> buckets, String overall) {
        return new AggregatedValues(buckets, Optional.ofNullable(overall).map(BigDecimal::new));
    }

    @Test
    void aFormulaIsWorkedOutPerBucketAndOverThePeriodAsARatioOfSums() {
        Report report =
                withFormula("revenue / spend", keyed("revenue", Aggregation.SUM), keyed("spend", Aggregation.SUM));
        DateAxis axis = DateAxis.of(new DateRange(WEDNESDAY.minusDays(2), WEDNESDAY), CalendarUnit.DAY);
        // day 1: 10 / 1 = 10; day 2: no spend (a division by zero); day 3: 30 / 9
        var revenue = values(
                Map.of(
                        WEDNESDAY.minusDays(2),
                        new BigDecimal("10"),
                        WEDNESDAY.minusDays(1),
                        new BigDecimal("5"),
                        WEDNESDAY,
                        new BigDecimal("30")),
                "45");
        var spend = values(Map.of(WEDNESDAY.minusDays(2), BigDecimal.ONE, WEDNESDAY, new BigDecimal("9")), "10");

        ReportData data = ReportData.assemble(
                report, axis, List.of(revenue, spend, AggregatedValues.NONE), WEDNESDAY, Instant.EPOCH);

        SeriesData ratio = data.dataSets().get(2);
        assertEquals("ratio", ratio.label());
        assertEquals(Arrays.asList(new BigDecimal("10"), null, new BigDecimal("3.333333333333333")), ratio.data());
        // 45 / 10, not the mean of the bucket ratios (6.67) nor their sum
        assertEquals(Optional.of(new BigDecimal("4.5")), ratio.periodValue());
    }

    @Test
    void aFormulaOverAnEmptyAverageHasNoValueThereAndOverAnEmptyPeriodNone() {
        Report report = withFormula("price * 2", keyed("price", Aggregation.AVG));
        DateAxis axis = DateAxis.of(new DateRange(WEDNESDAY.minusDays(2), WEDNESDAY), CalendarUnit.DAY);
        var prices = values(Map.of(WEDNESDAY, new BigDecimal("2.5")), "2.5");

        ReportData data =
                ReportData.assemble(report, axis, List.of(prices, AggregatedValues.NONE), WEDNESDAY, Instant.EPOCH);
        assertEquals(
                Arrays.asList(null, null, new BigDecimal("5")),
                data.dataSets().get(1).data());
        assertEquals(Optional.of(new BigDecimal("5")), data.dataSets().get(1).periodValue());

        ReportData empty = ReportData.assemble(
                report, axis, List.of(AggregatedValues.NONE, AggregatedValues.NONE), WEDNESDAY, Instant.EPOCH);
        assertEquals(Arrays.asList(null, null, null), empty.dataSets().get(1).data());
        assertEquals(Optional.empty(), empty.dataSets().get(1).periodValue());
    }

    @Test
    void theEarlierPeriodIsWorkedOutByTheSameFormula() {
        Report report = withFormula("a - b", keyed("a", Aggregation.SUM), keyed("b", Aggregation.COUNT));
        DateAxis axis = DateAxis.of(new DateRange(WEDNESDAY.minusDays(1), WEDNESDAY), CalendarUnit.DAY);
        EarlierPeriod earlier = Comparison.PREVIOUS_PERIOD
                .earlierThan(new Period.Relative(2, CalendarUnit.DAY), axis)
                .orElseThrow();
        LocalDate first = earlier.range().from();
        ReportData shown = ReportData.assemble(
                report,
                axis,
                List.of(AggregatedValues.NONE, AggregatedValues.NONE, AggregatedValues.NONE),
                WEDNESDAY,
                Instant.EPOCH);
        ReportData compared = shown.comparedWith(
                report,
                earlier,
                List.of(
                        values(Map.of(first, new BigDecimal("8")), "8"),
                        values(Map.of(first, new BigDecimal("3")), "3"),
                        AggregatedValues.NONE));
        SeriesData before = compared.earlier().orElseThrow().dataSets().get(2);
        assertEquals(Arrays.asList(new BigDecimal("5"), BigDecimal.ZERO), before.data());
        assertEquals(Optional.of(new BigDecimal("5")), before.periodValue());
        assertEquals(
                Arrays.asList(BigDecimal.ZERO, BigDecimal.ZERO),
                shown.dataSets().get(2).data());
    }
}
