package dev.reportwidget.application.board.port.in;

import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.domain.board.Board;
import dev.reportwidget.domain.board.BoardDraft;
import dev.reportwidget.domain.board.BoardId;
import java.util.List;

/**
 * Saved boards: reading needs {@code reports.read}, changing {@code reports.write}, as for reports.
 * Every item names a report of the board's property.
 */
public interface ManageBoardsUseCase {
    Board create(PropertyContext context, BoardDraft draft);

    List<Board> list(PropertyContext context);

    /** @throws dev.reportwidget.domain.error.NotFoundException also when the board is another property's */
    Board get(PropertyContext context, BoardId id);

    /** Replaces the definition and bumps the revision. */
    Board update(PropertyContext context, BoardId id, BoardDraft draft);

    void delete(PropertyContext context, BoardId id);
}
