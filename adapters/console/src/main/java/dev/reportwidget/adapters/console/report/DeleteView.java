package dev.reportwidget.adapters.console.report;

import java.util.List;

/**
 * The confirmation before a report is deleted: what dies with it.
 *
 * @param publicUrl the public embed URL that stops working, or null when the widget is not public
 * @param backends whether backends load the widget with a service token (they then get 404)
 * @param boards the names of the boards that show the report (they then show a placeholder for it)
 */
public record DeleteView(
        long reportId, String name, int dataSetCount, String publicUrl, boolean backends, List<String> boards) {

    /** A report no board shows. */
    public DeleteView(long reportId, String name, int dataSetCount, String publicUrl, boolean backends) {
        this(reportId, name, dataSetCount, publicUrl, backends, List.of());
    }
}
