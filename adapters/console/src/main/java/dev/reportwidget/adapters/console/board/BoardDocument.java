package dev.reportwidget.adapters.console.board;

import dev.reportwidget.application.board.port.in.BoardContent;

/**
 * Writes a board's HTML document: the embeds' own board renderer, which bootstrap supplies (this
 * module depends on no other adapter), so the preview is drawn exactly as the embedded board is.
 */
@FunctionalInterface
public interface BoardDocument {

    /** The document without a Refresh button, period selector or downloads. */
    String html(BoardContent content);
}
