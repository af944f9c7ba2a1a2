package dev.reportwidget.application.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.application.board.BoardPreviewService;
import dev.reportwidget.application.board.BoardService;
import dev.reportwidget.application.board.InMemoryBoards;
import dev.reportwidget.application.board.port.in.BoardContent;
import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.application.report.ReportCalculator;
import dev.reportwidget.application.support.PropertyContexts;
import dev.reportwidget.application.support.RecordValues;
import dev.reportwidget.application.support.ReportDefinitions;
import dev.reportwidget.domain.board.Board;
import dev.reportwidget.domain.board.BoardDraft;
import dev.reportwidget.domain.board.BoardDraft.ItemDraft;
import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.error.NotFoundException;
import dev.reportwidget.domain.error.PermissionDeniedException;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.report.DateRange;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportDraft;
import dev.reportwidget.domain.widget.EmbedPeriod;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class BoardPreviewServiceTest {

    private final Clock clock = Clock.fixed(Instant.parse("2026-11-24T10:00:00Z"), ZoneOffset.UTC);
    private final InMemoryReports reports = new InMemoryReports();
    private final InMemoryBoards boards = new InMemoryBoards();
    private final List<DateRange> calculated = new ArrayList<>();
    private final BoardPreviewService previews = new BoardPreviewService(
            new BoardService(boards, reports, clock),
            reports,
            new ReportCalculator(
                    (property, axis, sets) -> {
                        calculated.add(axis.range());
                        return sets.stream()
                                .map(set ->
                                        RecordValues.inOneBucket(axis.range().to(), BigDecimal.TEN))
                                .toList();
                    },
                    clock),
            new InMemoryReportDataCache(),
            clock);
    private final Property shop = PropertyContexts.aProperty(7);

    private static ItemDraft chart(Report report, String datasetIndexes) {
        return new ItemDraft(BigDecimal.valueOf(report.id().value()), "chart", "bar", datasetIndexes, null, "half");
    }

    @Test
    void aSavedBoardShowsEveryItemOverTheBoardsPeriodOnceCalculatedPerReportAndAPlaceholderForADeletedOne() {
        Report sales = reports.insert(
                shop.id(), ReportDefinitions.aReport().withDataSets(2).build());
        Report gone = reports.insert(shop.id(), ReportDefinitions.aReport().build());
        PropertyContext owner = PropertyContexts.owner(shop);
        Board board = new BoardService(boards, reports, clock)
                .create(
                        owner,
                        new BoardDraft(
                                "Glance",
                                null,
                                new ReportDraft.PeriodDraft(BigDecimal.valueOf(7), "day", null, null),
                                List.of(chart(sales, "1"), chart(sales, "0,1"), chart(gone, null))));
        reports.delete(shop.id(), gone.id());

        BoardContent shown = previews.preview(PropertyContexts.viewer(shop), board.id());
        previews.preview(PropertyContexts.viewer(shop), board.id());

        assertEquals(3, shown.items().size());
        var first =
                assertInstanceOf(BoardContent.Item.Shown.class, shown.items().get(0));
        assertEquals(1, first.content().drawn().size(), "the item's own data sets");
        assertEquals(
                2,
                assertInstanceOf(BoardContent.Item.Shown.class, shown.items().get(1))
                        .content()
                        .drawn()
                        .size());
        assertEquals(
                BoardContent.Reason.REPORT_DELETED,
                assertInstanceOf(BoardContent.Item.Missing.class, shown.items().get(2))
                        .reason());
        assertEquals(1, calculated.size(), "one calculation for the report both items show, kept for the next preview");
        assertEquals(
                7,
                calculated
                        .get(0)
                        .from()
                        .datesUntil(calculated.get(0).to().plusDays(1))
                        .count(),
                "the board's period replaces the report's");
        assertEquals(
                Optional.of(new EmbedPeriod.OfBoard(board.definition().period().orElseThrow())),
                shown.scope().period());
        assertThrows(
                NotFoundException.class,
                () -> previews.preview(PropertyContexts.owner(PropertyContexts.aProperty(8)), board.id()));
    }

    @Test
    void aDraftIsValidatedAsASaveWouldBeAndNeedsWriting() {
        Report sales = reports.insert(shop.id(), ReportDefinitions.aReport().build());
        BoardDraft draft = new BoardDraft("Unsaved", null, null, List.of(chart(sales, null)));

        BoardContent shown = previews.preview(PropertyContexts.owner(shop), Optional.empty(), draft);

        assertEquals("Unsaved", shown.board().definition().name());
        assertTrue(boards.list(shop.id()).isEmpty(), "nothing is stored");
        assertInstanceOf(BoardContent.Item.Shown.class, shown.items().get(0));
        assertThrows(
                PermissionDeniedException.class,
                () -> previews.preview(PropertyContexts.viewer(shop), Optional.empty(), draft));
        assertThrows(
                ValidationException.class,
                () -> previews.preview(
                        PropertyContexts.owner(shop),
                        Optional.empty(),
                        new BoardDraft("", null, null, List.of(chart(sales, "5")))));
        assertThrows(
                NotFoundException.class,
                () -> previews.preview(PropertyContexts.owner(shop), Optional.of(new BoardId(99)), draft));
    }
}
