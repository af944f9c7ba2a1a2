/**
 * What the console shows alike for a report and a board, the two kinds of shared widget subject:
 * the access badge, and the share page with its settings form, snippet options and embed builder,
 * changed through the one use case of {@code /report/config/{id}/widget-api} and
 * {@code /board/config/{id}/widget-api}.
 */
package dev.reportwidget.adapters.console.widget;
