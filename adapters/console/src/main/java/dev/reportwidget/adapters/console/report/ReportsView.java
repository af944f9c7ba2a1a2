package dev.reportwidget.adapters.console.report;

import java.util.List;

/**
 * The reports of the current property.
 *
 * @param canShare whether the role may change a widget's access ({@code widgets.manage})
 */
public record ReportsView(String propertyName, List<Row> rows, boolean canShare, String apiExample) {

    /** One report: what it shows and who may load its widget. */
    public record Row(
            long id, String name, String description, String chartType, List<String> dataSets, Access access) {}

    public boolean empty() {
        return rows.isEmpty();
    }
}
