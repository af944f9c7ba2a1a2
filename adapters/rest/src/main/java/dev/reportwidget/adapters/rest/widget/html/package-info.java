/**
 * The HTML widget document, part of the HTTP adapter that answers with it: a Qute template fed by
 * view records, the chart data embedded as JSON that no report text can break out of, drawn in the
 * browser by the Chart.js build this service serves.
 */
package dev.reportwidget.adapters.rest.widget.html;
