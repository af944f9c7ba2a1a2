/** Console pages of reports: the list of the current property and each report's share panel. */
package dev.reportwidget.adapters.console.report;
