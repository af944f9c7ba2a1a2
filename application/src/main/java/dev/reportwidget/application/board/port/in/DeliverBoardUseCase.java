package dev.reportwidget.application.board.port.in;

import dev.reportwidget.application.board.port.out.BoardRendering;
import java.util.concurrent.CompletionStage;

/**
 * Delivers a board: every item's widget in one answer, to the public embed, signed embeds and backends with a
 * service token alike, through the same lookups, access rules, calculation slots and caches as a
 * report's widget.
 */
public interface DeliverBoardUseCase {

    /**
     * The board the request's viewer asked for, with each item's content or placeholder. The
     * distinct reports of the board are calculated concurrently, at most the per-property
     * calculation limit at once; an item whose report is gone or cannot be calculated shows a
     * placeholder while the others render.
     *
     * @return fails as {@link dev.reportwidget.application.widget.port.in.DeliverWidgetUseCase#deliver} does: 404 for a public ID
     *     that is not a public board's or a board the token's property lacks, 410 after a public
     *     link's expiry, 403 for a disabled board or an unknown token; 400 for a period the board
     *     does not offer
     */
    CompletionStage<BoardContent> deliverBoard(BoardRequest request);

    /**
     * The board, rendered as {@code rendering} renders it: a rendering kept for the same content
     * and variant at once, else one made on a worker thread and kept. Fails as {@link
     * #deliverBoard(BoardRequest)} does.
     */
    CompletionStage<RenderedBoard> deliverBoard(BoardRequest request, BoardRendering rendering);
}
