package dev.reportwidget.domain.board;

/** Identifier of a saved board. */
public record BoardId(long value) {
    @Override
    public String toString() {
        return Long.toString(value);
    }
}
