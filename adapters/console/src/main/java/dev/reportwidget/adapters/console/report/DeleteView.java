package dev.reportwidget.adapters.console.report;

/**
 * The confirmation before a report is deleted: what dies with it.
 *
 * @param publicUrl the public embed URL that stops working, or null when the widget is not public
 * @param backends whether backends load the widget with a service token (they then get 404)
 */
public record DeleteView(long reportId, String name, int dataSetCount, String publicUrl, boolean backends) {}
