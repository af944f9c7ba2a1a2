package dev.reportwidget.adapters.console.board;

import dev.reportwidget.adapters.console.board.BoardForm.ItemForm;
import java.util.ArrayList;
import java.util.List;

/**
 * The board builder (or, for a role without {@code reports.write}, the board's details).
 *
 * @param boardId null for a board not saved yet
 * @param revision the saved revision; 0 before the first save
 * @param reports the property's reports an item may show, in the order the reports list shows them
 * @param canEdit whether the role may change the board ({@code reports.write})
 * @param saved whether the page follows a successful save
 */
public record BoardEditorView(
        Long boardId, long revision, BoardForm form, List<ReportChoice> reports, boolean canEdit, boolean saved) {

    /** A report an item may show, with its data sets' labels in report order. */
    public record ReportChoice(long id, String name, List<String> dataSets) {}

    /** One option of a select. */
    public record Option(String value, String label, boolean selected) {}

    /** One data set box of an item: its position in the report, its label and whether it is ticked. */
    public record DataSetBox(int index, String label, boolean checked) {
        public int number() {
            return index + 1;
        }
    }

    private static final List<Option> WIDGETS =
            List.of(new Option("chart", "Chart", false), new Option("number", "Number", false));
    private static final List<Option> CHART_TYPES = List.of(
            new Option("", "The report's own", false),
            new Option("line", "Line", false),
            new Option("bar", "Bar", false),
            new Option("pie", "Pie", false),
            new Option("doughnut", "Doughnut", false));
    private static final List<Option> COMPARISONS = List.of(
            new Option("", "The widget's usual", false),
            new Option("none", "None", false),
            new Option("previous_period", "The previous period", false),
            new Option("previous_year", "The same period a year earlier", false));
    private static final List<Option> WIDTHS = List.of(
            new Option("full", "Full row", false),
            new Option("half", "Half a row", false),
            new Option("third", "A third of a row", false));
    private static final List<String> UNITS = List.of("day", "week", "month");

    public boolean isNew() {
        return boardId == null;
    }

    public String action() {
        return isNew() ? "/console/boards/new" : "/console/boards/" + boardId + "/edit";
    }

    public boolean noReports() {
        return reports.isEmpty();
    }

    public List<String> units() {
        return UNITS;
    }

    public List<Option> widgets(ItemForm item) {
        return selected(WIDGETS, item.widget());
    }

    public List<Option> chartTypes(ItemForm item) {
        return selected(CHART_TYPES, item.chartType());
    }

    public List<Option> comparisons(ItemForm item) {
        return selected(COMPARISONS, item.compare());
    }

    public List<Option> widths(ItemForm item) {
        return selected(WIDTHS, item.width());
    }

    /** The property's reports; a report the item names that no longer exists stays chosen, named as gone. */
    public List<Option> reportOptions(ItemForm item) {
        List<Option> options = new ArrayList<>();
        if (item.reportId().isBlank()) {
            options.add(new Option("", "Choose a report", true));
        }
        for (ReportChoice report : reports) {
            options.add(new Option(
                    String.valueOf(report.id()),
                    report.name(),
                    String.valueOf(report.id()).equals(item.reportId())));
        }
        if (!item.reportId().isBlank() && report(item) == null) {
            options.add(new Option(item.reportId(), "Report " + item.reportId() + " (deleted)", true));
        }
        return options;
    }

    /** The item's report's name, or a word for one that is gone or not chosen yet. */
    public String reportName(ItemForm item) {
        ReportChoice report = report(item);
        if (report != null) {
            return report.name();
        }
        return item.reportId().isBlank() ? "no report yet" : "a deleted report";
    }

    /**
     * The data set boxes: the chosen ones first, in their drawing order (a browser sends ticked
     * boxes in page order), then the report's others; a chosen position the report lacks stays
     * ticked and says so.
     */
    public List<DataSetBox> dataSetBoxes(ItemForm item) {
        ReportChoice report = report(item);
        List<String> labels = report == null ? List.of() : report.dataSets();
        List<DataSetBox> boxes = new ArrayList<>();
        for (int index : item.dataSets()) {
            boxes.add(new DataSetBox(
                    index,
                    index < labels.size() ? labels.get(index) : "Data set " + (index + 1) + " (not in the report)",
                    item.chosenDataSets()));
        }
        for (int index = 0; index < labels.size(); index++) {
            if (!item.dataSets().contains(index)) {
                boxes.add(new DataSetBox(index, labels.get(index), false));
            }
        }
        return boxes;
    }

    private ReportChoice report(ItemForm item) {
        return reports.stream()
                .filter(report -> String.valueOf(report.id()).equals(item.reportId()))
                .findFirst()
                .orElse(null);
    }

    private static List<Option> selected(List<Option> options, String value) {
        return options.stream()
                .map(option -> new Option(
                        option.value(), option.label(), option.value().equals(value)))
                .toList();
    }
}
