package dev.reportwidget.domain.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.reportwidget.domain.board.BoardDraft.ItemDraft;
import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.report.Aggregation;
import dev.reportwidget.domain.report.Appearance;
import dev.reportwidget.domain.report.CalendarUnit;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.Comparison;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.DateRange;
import dev.reportwidget.domain.report.Period;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.ReportDraft.PeriodDraft;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.WidgetType;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class BoardDraftTest {

    private static final LocalDate TODAY = LocalDate.of(2026, 3, 15);

    /** The property's reports: 7 has three daily data sets, 8 one monthly data set. */
    private static final Map<ReportId, ReportDefinition> REPORTS = Map.of(
            new ReportId(7), report(CalendarUnit.DAY, 3),
            new ReportId(8), report(CalendarUnit.MONTH, 1));

    private static ReportDefinition report(CalendarUnit granularity, int dataSets) {
        return new ReportDefinition(
                "r",
                "",
                ChartType.BAR,
                new Period.Relative(30, CalendarUnit.DAY),
                granularity,
                Collections.nCopies(dataSets, new DataSet("s", "#2f7ed8", Aggregation.SUM, DataSetFilter.ALL)),
                Appearance.BUILT_IN);
    }

    private static ItemDraft chart(long report) {
        return new ItemDraft(BigDecimal.valueOf(report), "chart", null, null, null, "full");
    }

    private static ItemDraft item(
            Object report, String widget, String chartType, String indexes, String compare, String width) {
        return new ItemDraft(
                report == null ? null : new BigDecimal(report.toString()), widget, chartType, indexes, compare, width);
    }

    private static BoardDraft board(ItemDraft... items) {
        return new BoardDraft("Month at a glance", null, null, Arrays.asList(items));
    }

    private static BoardDefinition valid(BoardDraft draft) {
        return draft.validate(TODAY, id -> Optional.ofNullable(REPORTS.get(id)));
    }

    private static void assertInvalid(BoardDraft draft, String... fields) {
        var refused = assertThrows(ValidationException.class, () -> valid(draft));
        for (FieldError error : refused.errors()) {
            assertFalse(error.message().isBlank(), "no message for " + error.field());
        }
        assertEquals(
                Arrays.stream(fields).sorted().toList(),
                refused.errors().stream().map(FieldError::field).sorted().toList(),
                () -> "errors were " + refused.errors());
    }

    @Test
    void aValidBoardKeepsItsItemsInOrderWithTheirOptions() {
        BoardDefinition board = valid(new BoardDraft(
                "  Month at a glance ",
                "For customers",
                new PeriodDraft(null, null, "2026-01-01", "2026-01-31"),
                List.of(
                        item(7, "chart", "pie", "2,0", "previous_year", "half"),
                        item(8, "number", null, null, "none", "third"),
                        chart(7))));

        assertEquals("Month at a glance", board.name());
        assertEquals("For customers", board.desc());
        assertEquals(
                Optional.of(new Period.Absolute(new DateRange(LocalDate.of(2026, 1, 1), LocalDate.of(2026, 1, 31)))),
                board.period());
        assertEquals(
                List.of(
                        BoardItem.chart(
                                new ReportId(7),
                                Optional.of(ChartType.PIE),
                                new DataSetSelection.Chosen(List.of(2, 0)),
                                Optional.of(Comparison.PREVIOUS_YEAR),
                                ItemWidth.HALF),
                        BoardItem.number(
                                new ReportId(8), DataSetSelection.ALL, Optional.of(Comparison.NONE), ItemWidth.THIRD),
                        BoardItem.chart(
                                new ReportId(7),
                                Optional.empty(),
                                DataSetSelection.ALL,
                                Optional.empty(),
                                ItemWidth.FULL)),
                board.items());
    }

    @Test
    void withoutAPeriodEachItemKeepsItsReportsPeriod() {
        assertEquals(Optional.empty(), valid(board(chart(7))).period());
        assertEquals("", valid(board(chart(7))).desc());
    }

    @Test
    void aBoardHasOneToTwelveItems() {
        assertInvalid(board(), "items");
        assertInvalid(new BoardDraft("b", null, null, null), "items");
        assertEquals(
                12,
                valid(board(Collections.nCopies(12, chart(7)).toArray(ItemDraft[]::new)))
                        .items()
                        .size());
        assertInvalid(board(Collections.nCopies(13, chart(7)).toArray(ItemDraft[]::new)), "items");
    }

    @Test
    void aReportOfAnotherPropertyOrNoneIsRefusedNamingTheItem() {
        assertInvalid(board(chart(7), chart(8), chart(99)), "items[2].reportId");
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-7", "7.5", "1e30"})
    void aReportIdIsAWholePositiveNumber(String id) {
        assertInvalid(board(item(id, "chart", null, null, null, "full")), "items[0].reportId");
    }

    @Test
    void aReportIdWrittenWithDecimalZerosIsTheSameId() {
        assertEquals(
                new ReportId(7),
                valid(board(item("7.00", "chart", null, null, null, "full")))
                        .items()
                        .get(0)
                        .reportId());
    }

    @Test
    void widgetAndWidthAreRequiredAndNamed() {
        assertInvalid(
                board(item(7, null, null, null, null, null), item(7, "table", null, null, null, "wide")),
                "items[0].widget",
                "items[0].width",
                "items[1].widget",
                "items[1].width");
    }

    @Test
    void chartTypesAndComparisonsAreCheckedAsWidgetRequestsCheckThem() {
        assertInvalid(
                board(
                        item(7, "chart", "Line", null, null, "full"),
                        item(7, "chart", null, null, "previous_month", "full")),
                "items[0].chartType",
                "items[1].compare");
    }

    @Test
    void aNumberItemTakesNoChartType() {
        assertInvalid(board(item(7, "number", "line", null, null, "full")), "items[0].chartType");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "3", "-1", "1.0", " 1", "1,,2", "0,0", "n"})
    void dataSetIndexesAreCheckedAgainstTheReportAsWidgetUrlsAre(String indexes) {
        assertInvalid(board(item(7, "chart", null, indexes, null, "full")), "items[0].datasetIndexes");
    }

    @Test
    void aNumberItemShowsAtMostFourDataSets() {
        var wide = new ReportId(9);
        Map<ReportId, ReportDefinition> reports = Map.of(wide, report(CalendarUnit.DAY, 5));
        BoardDraft five = board(item(9, "number", null, "0,1,2,3,4", null, "full"));
        BoardDraft four = board(item(9, "number", null, "4,3,2,1", null, "full"));

        var refused = assertThrows(
                ValidationException.class, () -> five.validate(TODAY, id -> Optional.ofNullable(reports.get(id))));
        assertEquals("items[0].datasetIndexes", refused.errors().get(0).field());
        assertEquals(
                WidgetType.NUMBER,
                four.validate(TODAY, id -> Optional.ofNullable(reports.get(id)))
                        .items()
                        .get(0)
                        .widget());
    }

    @Test
    void theBoardsPeriodFitsEveryItemsGranularityInAThousandBuckets() {
        PeriodDraft thousandAndOneDays = new PeriodDraft(BigDecimal.valueOf(1001), "day", null, null);
        BoardDraft monthly = new BoardDraft("b", null, thousandAndOneDays, List.of(chart(8)));
        BoardDraft daily = new BoardDraft("b", null, thousandAndOneDays, List.of(chart(8), chart(7), chart(7)));

        assertEquals(1, valid(monthly).items().size());
        var refused = assertThrows(ValidationException.class, () -> valid(daily));
        assertEquals(
                List.of("period"),
                refused.errors().stream().map(FieldError::field).toList());
    }

    @Test
    void thePeriodIsCheckedLikeAReportsPeriod() {
        assertInvalid(
                new BoardDraft("b", null, new PeriodDraft(null, null, "2026-02-01", "2026-01-01"), List.of(chart(7))),
                "period.to");
        assertInvalid(
                new BoardDraft("b", null, new PeriodDraft(BigDecimal.TEN, "year", null, null), List.of(chart(7))),
                "period.unit");
    }

    @Test
    void nameAndDescFollowTheReportsRules() {
        List<ItemDraft> items = List.of(chart(7));
        assertInvalid(new BoardDraft(" ", "x".repeat(2001), null, items), "name", "desc");
        assertInvalid(new BoardDraft("a".repeat(201), "nul \u0000", null, items), "name", "desc");
    }

    @Test
    void everyBrokenItemIsNamedTogether() {
        List<ItemDraft> items = new ArrayList<>();
        items.add(chart(7));
        items.add(null);
        items.add(item(99, "number", null, null, null, "half"));
        assertInvalid(new BoardDraft(null, null, null, items), "name", "items[1]", "items[2].reportId");
    }

    @Test
    void aNumberItemCannotBeMadeWithAChartType() {
        assertThrows(
                IllegalArgumentException.class,
                () -> new BoardItem(
                        new ReportId(7),
                        WidgetType.NUMBER,
                        Optional.of(ChartType.LINE),
                        DataSetSelection.ALL,
                        Optional.empty(),
                        ItemWidth.FULL));
    }
}
