package dev.reportwidget.adapters.console.report;

import dev.reportwidget.adapters.console.EditorButton;

/** The buttons of the report editor's form ({@link EditorButton}): save, and add, remove or move a data set. */
enum ReportEditorAction implements EditorButton.Action {
    SAVE("save", false),
    ADD("add", false),
    REMOVE("remove", true),
    UP("up", true),
    DOWN("down", true),
    /** Any other value: the form is shown again as posted. */
    UNKNOWN(null, false);

    private final String value;
    private final boolean onRow;

    ReportEditorAction(String value, boolean onRow) {
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
