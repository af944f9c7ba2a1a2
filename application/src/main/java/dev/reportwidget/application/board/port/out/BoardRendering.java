package dev.reportwidget.application.board.port.out;

import dev.reportwidget.application.board.port.in.BoardContent;
import dev.reportwidget.application.widget.port.out.RenderingVariant;

/**
 * How an inbound adapter shows a board: its rendering, and what else that rendering depends on
 * (format, frame name, URLs), so that a kept rendering is found again for equal content and variant.
 */
public interface BoardRendering {

    /** What the rendering depends on besides the content's {@link BoardRenderingKey} parts. */
    RenderingVariant variant(BoardContent content);

    /** The rendering, as it is sent. */
    byte[] render(BoardContent content);
}
