/** Console pages of reports: the list of the current property, the report editor and its delete confirmation. */
package dev.reportwidget.adapters.console.report;
