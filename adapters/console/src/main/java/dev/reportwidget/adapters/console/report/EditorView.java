package dev.reportwidget.adapters.console.report;

import dev.reportwidget.domain.report.Dimension;
import java.util.ArrayList;
import java.util.List;

/**
 * The report editor (or, for a role without {@code reports.write}, the report's details).
 *
 * @param reportId null for a report not saved yet
 * @param revision the saved revision the preview shows; 0 before the first save
 * @param canEdit whether the role may change the report ({@code reports.write}): else no control is shown
 * @param saved whether the page follows a successful save
 * @param dimensions what the property's data sets may be broken down by
 */
public record EditorView(
        Long reportId, long revision, ReportForm form, boolean canEdit, boolean saved, List<Dimension> dimensions) {

    public static final List<String> CHART_TYPES = List.of("line", "bar", "pie", "doughnut");
    public static final List<String> UNITS = List.of("day", "week", "month");
    public static final List<String> AGGREGATIONS = List.of("sum", "count", "avg", "min", "max");
    public static final List<String> AXES = List.of("left", "right");

    /** One option of the "Break down by" list. */
    public record Choice(String value, String text) {}

    public EditorView {
        dimensions = List.copyOf(dimensions);
    }

    /** A view offering the labels every record has, and no custom data key. */
    public EditorView(Long reportId, long revision, ReportForm form, boolean canEdit, boolean saved) {
        this(reportId, revision, form, canEdit, saved, List.of());
    }

    /**
     * The dimensions a data set may be broken down by: those offered, then the one it has when the
     * latest records no longer carry it (so saving the form unchanged keeps it).
     */
    public List<Choice> dimensionChoices(BreakdownForm breakdown) {
        List<Choice> choices = new ArrayList<>();
        List<Dimension> all = new ArrayList<>(Dimension.RECORD_LABELS);
        dimensions.stream().filter(d -> !all.contains(d)).forEach(all::add);
        Dimension.fromWireName(breakdown.by()).filter(d -> !all.contains(d)).ifPresent(all::add);
        for (Dimension dimension : all) {
            choices.add(new Choice(dimension.wireName(), BreakdownForm.describe(dimension)));
        }
        if (breakdown.given() && Dimension.fromWireName(breakdown.by()).isEmpty()) {
            // a name no dimension has, as posted: shown again with the refusal beside it
            choices.add(new Choice(breakdown.by(), breakdown.by()));
        }
        return choices;
    }

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
