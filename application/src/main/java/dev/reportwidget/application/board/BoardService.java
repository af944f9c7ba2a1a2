package dev.reportwidget.application.board;

import dev.reportwidget.application.board.port.in.ManageBoardsUseCase;
import dev.reportwidget.application.board.port.out.BoardStore;
import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.application.report.port.out.ReportStore;
import dev.reportwidget.domain.board.Board;
import dev.reportwidget.domain.board.BoardDefinition;
import dev.reportwidget.domain.board.BoardDraft;
import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.error.NotFoundException;
import dev.reportwidget.domain.property.Capability;
import dev.reportwidget.domain.report.Report;
import java.time.Clock;
import java.util.List;

/**
 * Create, read, update and delete boards within the caller's property. A board is checked against
 * the property's reports when it is written; a report deleted later leaves the board as it is.
 */
public final class BoardService implements ManageBoardsUseCase {

    private final BoardStore boards;
    private final ReportStore reports;
    private final Clock clock;

    public BoardService(BoardStore boards, ReportStore reports, Clock clock) {
        this.boards = boards;
        this.reports = reports;
        this.clock = clock;
    }

    @Override
    public Board create(PropertyContext context, BoardDraft draft) {
        context.require(Capability.REPORTS_WRITE);
        return boards.insert(context.propertyId(), validate(context, draft));
    }

    @Override
    public List<Board> list(PropertyContext context) {
        context.require(Capability.REPORTS_READ);
        return boards.list(context.propertyId());
    }

    @Override
    public Board get(PropertyContext context, BoardId id) {
        context.require(Capability.REPORTS_READ);
        return boards.find(context.propertyId(), id).orElseThrow(() -> notFound(id));
    }

    @Override
    public Board update(PropertyContext context, BoardId id, BoardDraft draft) {
        context.require(Capability.REPORTS_WRITE);
        boards.find(context.propertyId(), id).orElseThrow(() -> notFound(id));
        return boards.update(context.propertyId(), id, validate(context, draft)).orElseThrow(() -> notFound(id));
    }

    @Override
    public void delete(PropertyContext context, BoardId id) {
        context.require(Capability.REPORTS_WRITE);
        if (!boards.delete(context.propertyId(), id)) {
            throw notFound(id);
        }
    }

    /** The draft checked against the caller's property: its reports, its today. */
    private BoardDefinition validate(PropertyContext context, BoardDraft draft) {
        return draft.validate(context.property().today(clock), report -> reports.find(context.propertyId(), report)
                .map(Report::definition));
    }

    /** The one answer for a board that is not in the caller's property, whatever the use case. */
    public static NotFoundException notFound(BoardId id) {
        return new NotFoundException("board " + id + " does not exist in this property");
    }
}
