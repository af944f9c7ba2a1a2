package dev.reportwidget.adapters.console.board;

import dev.reportwidget.adapters.console.EditorButton;

/**
 * The buttons of the board builder's form ({@link EditorButton}): save, add, remove or move an
 * item, and show the data sets of an item's newly chosen report.
 */
enum BoardEditorAction implements EditorButton.Action {
    SAVE("save", false),
    ADD("add", false),
    REMOVE("remove", true),
    UP("up", true),
    DOWN("down", true),
    /** The form shown again as posted, with the data sets of each item's report. */
    REFRESH("refresh", false),
    /** Any other value: the form is shown again as posted. */
    UNKNOWN(null, false);

    private final String value;
    private final boolean onRow;

    BoardEditorAction(String value, boolean onRow) {
        this.value = value;
        this.onRow = onRow;
    }

    @Override
    public String value() {
        return value;
    }

    @Override
    public boolean onRow() {
        return onRow;
    }
}
