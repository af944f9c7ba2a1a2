package dev.reportwidget.application.board.port.in;

import java.util.Objects;

/** A delivered board, rendered: what it shows (for the answer's headers) and its rendering as it is sent. */
public record RenderedBoard(BoardContent content, byte[] rendering) {
    public RenderedBoard {
        Objects.requireNonNull(content, "content");
        Objects.requireNonNull(rendering, "rendering");
    }
}
