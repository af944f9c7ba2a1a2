package dev.reportwidget.domain.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.report.Aggregation;
import dev.reportwidget.domain.report.Appearance;
import dev.reportwidget.domain.report.CalendarUnit;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.Comparison;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.Period;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.SeriesData;
import dev.reportwidget.domain.report.ValueAxis;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** A number widget's number: its change, its "new", its colour and its goal (docs/boards.md#number-widgets). */
class KeyNumberTest {

    private static final DataSet SALES = new DataSet("Sales", "#2f7ed8", Aggregation.SUM, DataSetFilter.ALL);

    private static SeriesData series(String value, String... buckets) {
        return new SeriesData(
                "Sales",
                "#2f7ed8",
                Arrays.stream(buckets)
                        .map(b -> b == null ? null : new BigDecimal(b))
                        .toList(),
                Optional.ofNullable(value).map(BigDecimal::new));
    }

    private static KeyNumber number(DataSet set, String now, String before) {
        return KeyNumber.of(0, set, series(now, "1", "2"), Optional.of(series(before)));
    }

    @Test
    void theChangeAndItsRatioAgainstTheEarlierValue() {
        KeyNumber n = number(SALES, "45", "40");
        assertEquals(new BigDecimal("5"), n.change().orElseThrow());
        assertEquals(0, new BigDecimal("0.125").compareTo(n.changeRatio().orElseThrow()));
        assertEquals(Optional.of(true), n.good());
        assertFalse(n.isNew());
    }

    @Test
    void aFallAgainstANegativeEarlierValueIsANegativeRatio() {
        KeyNumber n = number(SALES, "-30", "-20");
        assertEquals(0, new BigDecimal("-0.5").compareTo(n.changeRatio().orElseThrow()));
    }

    @Test
    void anEarlierValueOfZeroOrNoneGivesNoRatioButNew() {
        KeyNumber zero = number(SALES, "8", "0");
        assertEquals(new BigDecimal("8"), zero.change().orElseThrow());
        assertTrue(zero.changeRatio().isEmpty());
        assertTrue(zero.isNew());
        KeyNumber none = number(SALES, "8", null);
        assertTrue(none.change().isEmpty());
        assertTrue(none.changeRatio().isEmpty());
        assertTrue(none.isNew());
    }

    @Test
    void higherIsNotBetterTurnsARiseIntoBadNews() {
        DataSet costs = new DataSet(
                "Costs", "#910000", Aggregation.SUM, DataSetFilter.ALL, ValueAxis.LEFT, false, Optional.empty());
        assertEquals(Optional.of(false), number(costs, "12", "10").good());
        assertEquals(Optional.of(true), number(costs, "8", "10").good());
        assertEquals(Optional.empty(), number(costs, "10", "10").good());
    }

    @Test
    void theGoalRatioIsTheShareReachedAndAbsentForAGoalOfZero() {
        DataSet withGoal = new DataSet(
                "Sales",
                "#2f7ed8",
                Aggregation.SUM,
                DataSetFilter.ALL,
                ValueAxis.LEFT,
                true,
                Optional.of(new BigDecimal("60")));
        assertEquals(
                0,
                new BigDecimal("0.75")
                        .compareTo(number(withGoal, "45", "40").goalRatio().orElseThrow()));
        DataSet zeroGoal = new DataSet(
                "Sales",
                "#2f7ed8",
                Aggregation.SUM,
                DataSetFilter.ALL,
                ValueAxis.LEFT,
                true,
                Optional.of(BigDecimal.ZERO));
        assertTrue(number(zeroGoal, "45", "40").goalRatio().isEmpty());
        assertTrue(number(SALES, "45", "40").goalRatio().isEmpty());
    }

    @Test
    void thereIsNoValueWithoutRecordsForAnAverage() {
        KeyNumber n = KeyNumber.of(0, SALES, series(null, null, null), Optional.of(series("3")));
        assertTrue(n.value().isEmpty());
        assertTrue(n.change().isEmpty());
        assertFalse(n.isNew());
        assertEquals(Arrays.asList(null, null), n.spark());
    }

    private static final ReportDefinition FIVE_SETS = new ReportDefinition(
            "r",
            "",
            ChartType.BAR,
            new Period.Relative(7, CalendarUnit.DAY),
            CalendarUnit.DAY,
            IntStream.range(0, 5)
                    .mapToObj(i -> new DataSet("s" + i, "#000000", Aggregation.SUM, DataSetFilter.ALL))
                    .toList(),
            Appearance.BUILT_IN);

    @Test
    void aNumberWidgetShowsTheFirstDataSetByDefaultAtMostFourAndComparesWithThePreviousPeriod() {
        WidgetOptions byDefault = WidgetOptions.of(
                WidgetType.NUMBER, Optional.empty(), DataSetSelection.ALL, Optional.empty(), FIVE_SETS);
        assertEquals(List.of(0), byDefault.positions());
        assertEquals(Comparison.PREVIOUS_PERIOD, byDefault.comparison());
        WidgetOptions four = WidgetOptions.of(
                WidgetType.NUMBER,
                Optional.empty(),
                DataSetSelection.parse("3,0,1,2"),
                Optional.of(Comparison.NONE),
                FIVE_SETS);
        assertEquals(List.of(3, 0, 1, 2), four.positions());
        assertEquals(Comparison.NONE, four.comparison());
        assertThrows(
                InvalidRequestException.class,
                () -> WidgetOptions.of(
                        WidgetType.NUMBER,
                        Optional.empty(),
                        DataSetSelection.parse("0,1,2,3,4"),
                        Optional.empty(),
                        FIVE_SETS));
        WidgetOptions chart =
                WidgetOptions.of(WidgetType.CHART, Optional.empty(), DataSetSelection.ALL, Optional.empty(), FIVE_SETS);
        assertEquals(Comparison.NONE, chart.comparison());
        assertEquals(5, chart.positions().size());
    }
}
