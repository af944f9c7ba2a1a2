package dev.reportwidget.adapters.console.widget;

import dev.reportwidget.domain.widget.WidgetSubject;

/**
 * What the share page of a report and of a board says and links differently: the words for what
 * viewers load, where the pages of the kind live, and which parts of the page it has. A report's
 * page builds snippets (chart type, data sets, comparison and the embed options, docs/console.md#share);
 * a board's saves the embed options alone, since its items fix the rest (docs/boards.md#embed-it).
 */
public enum SharedKind {
    REPORT,
    BOARD;

    public static SharedKind of(WidgetSubject.Kind kind) {
        return switch (kind) {
            case REPORT -> REPORT;
            case BOARD -> BOARD;
        };
    }

    /** The list of the kind's pages, such as {@code /console/reports}; each one's pages lie below it. */
    public String listPath() {
        return switch (this) {
            case REPORT -> "/console/reports";
            case BOARD -> "/console/boards";
        };
    }

    /** The list's title, and the menu's section the kind's pages belong to. */
    public String listTitle() {
        return switch (this) {
            case REPORT -> "Reports";
            case BOARD -> "Boards";
        };
    }

    public String section() {
        return switch (this) {
            case REPORT -> "reports";
            case BOARD -> "boards";
        };
    }

    /** What viewers load: "the chart", "the board". */
    public String noun() {
        return switch (this) {
            case REPORT -> "chart";
            case BOARD -> "board";
        };
    }

    /** What a role may see but not share: "this report", "this board". */
    public String thing() {
        return switch (this) {
            case REPORT -> "report";
            case BOARD -> "board";
        };
    }

    /**
     * Whether the page builds snippets (chart or numbers, chart type, data sets and their order, the
     * comparison, and the embed options), whose choices travel in the page's address; else it saves
     * the embed options alone as the snippet's defaults.
     */
    public boolean builds() {
        return this == REPORT;
    }

    /** Whether the crumbs link the editor: the boards list leads to a board's builder, the reports list to a report's share page. */
    public boolean editorInCrumbs() {
        return this == BOARD;
    }

    /** The snippet the notice after a rotation points to. */
    public String snippetsBelow() {
        return switch (this) {
            case REPORT -> "one below";
            case BOARD -> "the one below";
        };
    }

    /** What carries the snippet's defaults once they are saved. */
    public String defaultsCarrier() {
        return switch (this) {
            case REPORT -> "the settings' own snippet";
            case BOARD -> "the snippet below";
        };
    }

    /** What viewers may download as CSV. */
    public String downloads() {
        return switch (this) {
            case REPORT -> "the data";
            case BOARD -> "each item's data";
        };
    }

    /** What a backend's JSON holds, after "As JSON data"; empty when the words say it. */
    public String jsonHolds() {
        return switch (this) {
            case REPORT -> "";
            case BOARD -> " (every item's widget data)";
        };
    }

    /** The embed options' words for what shows without an option: the look, the period. */
    public String ownLook() {
        return switch (this) {
            case REPORT -> "The report's own look";
            case BOARD -> "The built-in look";
        };
    }

    public String ownPeriod() {
        return switch (this) {
            case REPORT -> "The report's own period";
            case BOARD -> "The board's own period";
        };
    }

    /** The embed options' words for the two views: a chart or a table, a board's charts and numbers or tables. */
    public String chartView() {
        return switch (this) {
            case REPORT -> "Chart";
            case BOARD -> "Charts and numbers";
        };
    }

    public String tableView() {
        return switch (this) {
            case REPORT -> "Table";
            case BOARD -> "Tables";
        };
    }

    /** The prefix of the embed options' input IDs: the builder's ({@code b-theme}), the snippet options' ({@code o-theme}). */
    public String optionsPrefix() {
        return builds() ? "b" : "o";
    }

    /**
     * What the settings' own snippet shows, above it: every data set of a report (whose positions
     * may shift when they change), every item of a board (which the snippet follows).
     */
    public String pasteHint(int parts) {
        return switch (this) {
            case REPORT ->
                "Paste this snippet where the chart should appear. It shows all " + parts + " data sets; after data"
                        + " sets change in the report, copy it again (the positions it names may shift).";
            case BOARD ->
                "Paste this snippet where the board should appear: all " + parts + " item" + (parts != 1 ? "s" : "")
                        + ", in one frame, with one period for all. Changes to the board show in it at once; the"
                        + " snippet stays the same.";
        };
    }
}
