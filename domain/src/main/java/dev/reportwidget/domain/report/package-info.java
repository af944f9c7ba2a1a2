/** Saved reports: what they show (data sets, period, date axis, appearance) and how input becomes one. */
package dev.reportwidget.domain.report;
