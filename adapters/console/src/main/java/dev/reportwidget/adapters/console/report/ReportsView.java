package dev.reportwidget.adapters.console.report;

import dev.reportwidget.adapters.console.widget.Access;
import java.util.List;

/**
 * The reports of the current property.
 *
 * @param canShare whether the role may change a widget's access ({@code widgets.manage})
 * @param canEdit whether the role may create, change and delete reports ({@code reports.write})
 */
public record ReportsView(String propertyName, List<Row> rows, boolean canShare, boolean canEdit, String apiExample) {

    /**
     * One report: what it shows, who may load its widget, and how often viewers loaded it.
     *
     * @param views30d the widget's views in the last 30 days (public loads; see WidgetViews)
     */
    public record Row(
            long id,
            String name,
            String description,
            String chartType,
            List<String> dataSets,
            Access access,
            long views30d) {}

    public boolean empty() {
        return rows.isEmpty();
    }
}
