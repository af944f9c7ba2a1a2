package dev.reportwidget.adapters.persistence.board;

import dev.reportwidget.adapters.persistence.widget.PeriodDocument;
import java.util.List;

/**
 * The stored form of a board definition (the {@code definition} jsonb column). Kept apart from the
 * domain so the storage format changes only by migration.
 *
 * @param period null when each item shows its report's own period
 */
public record BoardDocument(int version, String desc, PeriodDocument period, List<ItemDoc> items) {

    public static final int CURRENT_VERSION = 1;

    /** {@code last} and {@code unit}, or {@code from} and {@code to}. */
    /**
     * An item's widget options as a widget URL names them; null where the item names none.
     *
     * @param datasetIndexes comma-separated data set positions
     */
    public record ItemDoc(
            long reportId, String widget, String chartType, String datasetIndexes, String compare, String width) {}
}
