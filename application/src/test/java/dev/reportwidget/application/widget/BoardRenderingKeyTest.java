package dev.reportwidget.application.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.reportwidget.application.board.BoardRenderingKey;
import dev.reportwidget.application.board.port.in.BoardContent;
import dev.reportwidget.application.support.ReportDefinitions;
import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.domain.board.Board;
import dev.reportwidget.domain.board.BoardDefinition;
import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.board.BoardItem;
import dev.reportwidget.domain.board.ItemWidth;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.DateRange;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.DataScope;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.WidgetOptions;
import dev.reportwidget.domain.widget.WidgetType;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A kept board rendering is found again only for what it shows: nothing a board shows is left out of its key. */
class BoardRenderingKeyTest {

    private static final Report REPORT = new Report(
            new ReportId(3), new PropertyId(1), 4, ReportDefinitions.aReport().build());
    private static final BoardItem ITEM = new BoardItem(
            REPORT.id(), WidgetType.CHART, Optional.empty(), DataSetSelection.ALL, Optional.empty(), ItemWidth.HALF);

    private static BoardContent content(long revision, Instant generatedAt, DataScope scope, boolean deleted) {
        Board board = new Board(
                new BoardId(9),
                new PropertyId(1),
                revision,
                new BoardDefinition("Glance", "", Optional.empty(), List.of(ITEM)));
        LocalDate day = LocalDate.of(2026, 11, 27);
        ReportData data = new ReportData(
                REPORT.id(),
                REPORT.revision(),
                List.of(day.toString()),
                List.of(),
                generatedAt,
                new DateRange(day, day),
                Optional.empty());
        BoardContent.Item item = deleted
                ? new BoardContent.Item.Missing(ITEM, BoardContent.Reason.REPORT_DELETED)
                : new BoardContent.Item.Shown(
                        ITEM,
                        new WidgetContent(
                                REPORT,
                                WidgetOptions.of(Optional.empty(), DataSetSelection.ALL, REPORT.definition()),
                                data,
                                List.of(),
                                false,
                                scope,
                                List.of(),
                                false));
        return new BoardContent(board, List.of(item), List.of(), false, scope, List.of(), false);
    }

    @Test
    void theKeyHoldsTheBoardRevisionEachItemsDataAndTheScope() {
        Instant now = Instant.parse("2026-11-27T10:00:00Z");
        BoardRenderingKey one = BoardRenderingKey.of(content(1, now, DataScope.WHOLE, false), new TestVariant("html"));

        assertEquals(one, BoardRenderingKey.of(content(1, now, DataScope.WHOLE, false), new TestVariant("html")));
        assertNotEquals(
                one,
                BoardRenderingKey.of(content(1, now, DataScope.WHOLE, false), new TestVariant("json")),
                "another variant");
        assertNotEquals(
                one,
                BoardRenderingKey.of(content(2, now, DataScope.WHOLE, false), new TestVariant("html")),
                "a new revision");
        assertNotEquals(
                one,
                BoardRenderingKey.of(content(1, now.plusSeconds(30), DataScope.WHOLE, false), new TestVariant("html")),
                "an item's newer data");
        assertNotEquals(
                one,
                BoardRenderingKey.of(content(1, now, DataScope.WHOLE, true), new TestVariant("html")),
                "a placeholder");
        DataScope customerA = new DataScope(
                Optional.of(new DataSetFilter(null, null, List.of(), List.of(), Map.of("customer", "a"))),
                Optional.empty());
        DataScope customerB = new DataScope(
                Optional.of(new DataSetFilter(null, null, List.of(), List.of(), Map.of("customer", "b"))),
                Optional.empty());
        assertNotEquals(
                BoardRenderingKey.of(content(1, now, customerA, false), new TestVariant("html")),
                BoardRenderingKey.of(content(1, now, customerB, false), new TestVariant("html")),
                "one customer's board is never another's");
    }
}
