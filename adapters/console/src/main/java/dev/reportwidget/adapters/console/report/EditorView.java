package dev.reportwidget.adapters.console.report;

import java.util.List;

/**
 * The report editor (or, for a role without {@code reports.write}, the report's details).
 *
 * @param reportId null for a report not saved yet
 * @param revision the saved revision the preview shows; 0 before the first save
 * @param canEdit whether the role may change the report ({@code reports.write}): else no control is shown
 * @param saved whether the page follows a successful save
 */
public record EditorView(Long reportId, long revision, ReportForm form, boolean canEdit, boolean saved) {

    public static final List<String> CHART_TYPES = List.of("line", "bar", "pie", "doughnut");
    public static final List<String> UNITS = List.of("day", "week", "month");
    public static final List<String> AGGREGATIONS = List.of("sum", "count", "avg", "min", "max");
    public static final List<String> AXES = List.of("left", "right");

    public boolean isNew() {
        return reportId == null;
    }

    public String action() {
        return isNew() ? "/console/reports/new" : "/console/reports/" + reportId + "/edit";
    }

    public List<String> chartTypes() {
        return CHART_TYPES;
    }

    public List<String> units() {
        return UNITS;
    }

    public List<String> aggregations() {
        return AGGREGATIONS;
    }

    public List<String> axes() {
        return AXES;
    }

    /** A colour input takes {@code #rrggbb} only; other valid colours (short, with alpha) keep a text input. */
    public String colorInput(String value) {
        return value != null && value.matches("^#[0-9a-fA-F]{6}$") ? "color" : "text";
    }
}
