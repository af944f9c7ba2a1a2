/** The console's records page: the property's records, filtered and paged by cursor. */
package dev.reportwidget.adapters.console.record;
