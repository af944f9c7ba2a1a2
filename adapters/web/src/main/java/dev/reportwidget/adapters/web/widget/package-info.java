/**
 * The HTML widget document: a Qute template fed by view records, the chart data embedded as JSON
 * that no report text can break out of, drawn in the browser by the Chart.js build this service
 * serves. Depends on application and domain; never on another adapter.
 */
package dev.reportwidget.adapters.web.widget;
