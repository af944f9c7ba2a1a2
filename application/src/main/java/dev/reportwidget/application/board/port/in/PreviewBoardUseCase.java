package dev.reportwidget.application.board.port.in;

import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.domain.board.BoardDraft;
import dev.reportwidget.domain.board.BoardId;
import java.util.Optional;

/**
 * A board as its property's members see it while they work on it (the console's preview): every
 * item over the board's period, whatever the board's sharing, never counted as a view. Each item's
 * data is the same per-revision data the embeds get.
 */
public interface PreviewBoardUseCase {

    /**
     * A saved board; needs {@code reports.read}.
     *
     * @throws dev.reportwidget.domain.error.NotFoundException also when the board is another property's
     */
    BoardContent preview(PropertyContext context, BoardId id);

    /**
     * A board as the editor holds it, before it is saved: validated exactly as a save would be, so
     * it needs {@code reports.write}; nothing is stored.
     *
     * @param id the board being edited, or empty for a new one
     * @throws dev.reportwidget.domain.error.ValidationException naming each broken field, as a save would
     */
    BoardContent preview(PropertyContext context, Optional<BoardId> id, BoardDraft draft);
}
