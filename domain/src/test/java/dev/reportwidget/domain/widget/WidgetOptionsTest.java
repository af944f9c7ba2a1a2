package dev.reportwidget.domain.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.report.Aggregation;
import dev.reportwidget.domain.report.Appearance;
import dev.reportwidget.domain.report.CalendarUnit;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.Period;
import dev.reportwidget.domain.report.ReportDefinition;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A request's selection as written ({@link DataSetSelection}) and applied to a report ({@link WidgetOptions}). */
class WidgetOptionsTest {

    private static final ReportDefinition FOUR_SETS = new ReportDefinition(
            "r",
            "",
            ChartType.BAR,
            new Period.Relative(7, CalendarUnit.DAY),
            CalendarUnit.DAY,
            IntStream.range(0, 4)
                    .mapToObj(i -> new DataSet("s" + i, "#000000", Aggregation.SUM, DataSetFilter.ALL))
                    .toList(),
            Appearance.BUILT_IN);

    private static WidgetOptions options(String chartType, String indexes) {
        Optional<ChartType> type = Optional.ofNullable(chartType)
                .map(t -> ChartType.fromWireName(t).orElseThrow());
        return WidgetOptions.of(type, DataSetSelection.parse(indexes), FOUR_SETS);
    }

    @Test
    void omittedMeansEveryDataSetInReportOrderAndTheReportsChartType() {
        var o = options(null, null);
        assertEquals(ChartType.BAR, o.chartType());
        assertEquals(DataSetSelection.ALL, o.selection());
        assertEquals(List.of(0, 1, 2, 3), o.positions());
    }

    @Test
    void aRequestedChartTypeReplacesTheReportsOwn() {
        assertEquals(ChartType.PIE, options("pie", "2").chartType());
    }

    @Test
    void namedPositionsAreDrawnInTheNamedOrder() {
        assertEquals(List.of(2), options(null, "2").positions());
        assertEquals(List.of(0, 1, 3), options(null, "0,1,3").positions());
        assertEquals(List.of(3, 0, 2), options(null, "3,0,2").positions());
    }

    @Test
    void aSelectionKeepsItsQueryValue() {
        assertEquals(Optional.empty(), DataSetSelection.ALL.queryValue());
        assertEquals(Optional.of("3,0,2"), DataSetSelection.parse("3,0,2").queryValue());
        assertEquals(Optional.of("1"), DataSetSelection.parse("01").queryValue(), "canonical decimal form");
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                "-1",
                "1.0",
                " 1",
                "1 ",
                "1,,2",
                "1,1",
                "a",
                "0,",
                ",0",
                "99999999999",
                "+1",
                "1234567890",
                "\u0663",
                "1/",
                ":"
            })
    void malformedSelectionsAreRefusedWhenRead(String indexes) {
        assertThrows(InvalidRequestException.class, () -> DataSetSelection.parse(indexes));
    }

    @ParameterizedTest
    @ValueSource(strings = {"4", "0,4", "999999999"})
    void positionsTheReportLacksAreRefusedWhenApplied(String indexes) {
        DataSetSelection selection = DataSetSelection.parse(indexes);
        assertThrows(InvalidRequestException.class, () -> WidgetOptions.of(Optional.empty(), selection, FOUR_SETS));
    }

    @Test
    void aChosenSelectionCannotBeBuiltEmptyRepeatedOrNegative() {
        assertThrows(IllegalArgumentException.class, () -> new DataSetSelection.Chosen(List.of()));
        assertThrows(IllegalArgumentException.class, () -> new DataSetSelection.Chosen(List.of(1, 1)));
        assertThrows(IllegalArgumentException.class, () -> new DataSetSelection.Chosen(List.of(-1)));
        assertThrows(IllegalArgumentException.class, () -> new DataSetSelection.Chosen(List.of(3, 0, 2, 0)));
        assertThrows(IllegalArgumentException.class, () -> new DataSetSelection.Chosen(List.of(0, 1, -2)));
        List<Integer> many = IntStream.range(0, 40).boxed().toList();
        assertEquals(many, new DataSetSelection.Chosen(many).indexes());
        List<Integer> manyRepeated = new ArrayList<>(many);
        manyRepeated.add(39);
        assertThrows(IllegalArgumentException.class, () -> new DataSetSelection.Chosen(manyRepeated));
        List<Integer> manyNegative = new ArrayList<>(many);
        manyNegative.add(-40);
        assertThrows(IllegalArgumentException.class, () -> new DataSetSelection.Chosen(manyNegative));
    }
}
