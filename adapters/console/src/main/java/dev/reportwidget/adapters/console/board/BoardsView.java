package dev.reportwidget.adapters.console.board;

import dev.reportwidget.adapters.console.widget.Access;
import java.util.List;

/**
 * The boards of the current property.
 *
 * @param canEdit whether the role may create, change and delete boards ({@code reports.write})
 * @param hasReports whether the property has a report a board could show
 */
public record BoardsView(String propertyName, List<Row> rows, boolean canEdit, boolean hasReports) {

    /**
     * One board.
     *
     * @param reports the names of the reports its items show, each once, in item order
     * @param access who may load it
     * @param views30d loads by viewers in the last 30 days
     */
    public record Row(
            long id, String name, String description, int items, List<String> reports, Access access, long views30d) {
        public boolean oneItem() {
            return items == 1;
        }
    }

    public boolean empty() {
        return rows.isEmpty();
    }
}
