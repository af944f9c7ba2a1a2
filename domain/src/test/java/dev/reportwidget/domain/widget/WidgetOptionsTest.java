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
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.Period;
import dev.reportwidget.domain.report.ReportDefinition;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

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

    @Test
    void omittedMeansEveryDataSetInReportOrderAndTheReportsChartType() {
        var o = WidgetOptions.parse(null, null, FOUR_SETS);
        assertEquals(ChartType.BAR, o.chartType());
        assertEquals(List.of(0, 1, 2, 3), o.selection());
        assertFalse(o.filterDataSets());
        assertEquals(List.of(), o.filteredDataSetIndexes());
        assertFalse(o.adjustItemsOrder());
        assertEquals(List.of(), o.orderedDataSetIndexes());
    }

    @Test
    void oneIndex() {
        var o = WidgetOptions.parse("pie", "2", FOUR_SETS);
        assertEquals(ChartType.PIE, o.chartType());
        assertTrue(o.filterDataSets());
        assertEquals(List.of(2), o.filteredDataSetIndexes());
        assertFalse(o.adjustItemsOrder());
        assertEquals(List.of(), o.orderedDataSetIndexes());
    }

    @Test
    void severalAscending() {
        var o = WidgetOptions.parse(null, "0,1,3", FOUR_SETS);
        assertEquals(List.of(0, 1, 3), o.filteredDataSetIndexes());
        assertFalse(o.adjustItemsOrder());
        assertEquals(List.of(), o.orderedDataSetIndexes());
        assertEquals(List.of(0, 1, 3), o.selection());
    }

    @Test
    void severalNotAscendingAreFilteredSortedAndOrderedAsRequested() {
        var o = WidgetOptions.parse(null, "3,0,2", FOUR_SETS);
        assertTrue(o.filterDataSets());
        assertEquals(List.of(0, 2, 3), o.filteredDataSetIndexes());
        assertTrue(o.adjustItemsOrder());
        assertEquals(List.of(3, 0, 2), o.orderedDataSetIndexes());
        assertEquals(List.of(3, 0, 2), o.selection());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "-1", "1.0", " 1", "1 ", "1,,2", "4", "1,1", "a", "0,", ",0", "99999999999"})
    void invalidSelectionsAreRefused(String indexes) {
        assertThrows(InvalidRequestException.class, () -> WidgetOptions.parse(null, indexes, FOUR_SETS));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "Line", "LINE", "area", " line"})
    void chartTypesAreCaseSensitive(String type) {
        assertThrows(InvalidRequestException.class, () -> WidgetOptions.parse(type, null, FOUR_SETS));
    }
}
