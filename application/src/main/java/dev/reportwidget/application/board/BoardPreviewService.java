package dev.reportwidget.application.board;

import dev.reportwidget.application.board.port.in.BoardContent;
import dev.reportwidget.application.board.port.in.ManageBoardsUseCase;
import dev.reportwidget.application.board.port.in.PreviewBoardUseCase;
import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.application.report.ReportCalculator;
import dev.reportwidget.application.report.port.out.ReportStore;
import dev.reportwidget.application.widget.port.out.ReportDataCache;
import dev.reportwidget.domain.board.Board;
import dev.reportwidget.domain.board.BoardDefinition;
import dev.reportwidget.domain.board.BoardDraft;
import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.property.Capability;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.widget.DataScope;
import dev.reportwidget.domain.widget.EmbedPeriod;
import java.time.Clock;
import java.util.List;
import java.util.Optional;

/**
 * The preview of a board, saved or being edited: read through {@link ManageBoardsUseCase} (its
 * capability and property checks), each item's report calculated once per revision and the
 * board's period through the same cache as the embeds.
 */
public final class BoardPreviewService implements PreviewBoardUseCase {

    private final ManageBoardsUseCase boards;
    private final ReportStore reports;
    private final ReportCalculator calculator;
    private final ReportDataCache cache;
    private final Clock clock;

    public BoardPreviewService(
            ManageBoardsUseCase boards,
            ReportStore reports,
            ReportCalculator calculator,
            ReportDataCache cache,
            Clock clock) {
        this.boards = boards;
        this.reports = reports;
        this.calculator = calculator;
        this.cache = cache;
        this.clock = clock;
    }

    @Override
    public BoardContent preview(PropertyContext context, BoardId id) {
        return drawn(context, boards.get(context, id));
    }

    @Override
    public BoardContent preview(PropertyContext context, Optional<BoardId> id, BoardDraft draft) {
        context.require(Capability.REPORTS_WRITE);
        id.ifPresent(existing -> boards.get(context, existing));
        BoardDefinition definition =
                draft.validate(context.property().today(clock), report -> reports.find(context.propertyId(), report)
                        .map(Report::definition));
        // never stored: an unsaved revision of the board, or of no board yet
        return drawn(context, new Board(id.orElse(new BoardId(0)), context.propertyId(), 1, definition));
    }

    private BoardContent drawn(PropertyContext context, Board board) {
        DataScope scope =
                new DataScope(Optional.empty(), board.definition().period().map(EmbedPeriod.OfBoard::new));
        List<BoardContent.Item> items = board.definition().items().stream()
                .map(item -> {
                    Optional<Report> report = reports.find(context.propertyId(), item.reportId());
                    return BoardContent.item(
                            item,
                            report,
                            scope,
                            key -> Optional.of(cache.get(
                                    key,
                                    () -> calculator.calculate(
                                            report.orElseThrow(), context.property(), key.scope(), key.comparison()))));
                })
                .toList();
        return new BoardContent(board, items, List.of(), false, scope, List.of(), false);
    }
}
