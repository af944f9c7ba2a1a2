/**
 * Saved reports: what they show (data sets, period, date axis, appearance), how input becomes one,
 * and the earlier periods a report's data is compared with.
 */
package dev.reportwidget.domain.report;
