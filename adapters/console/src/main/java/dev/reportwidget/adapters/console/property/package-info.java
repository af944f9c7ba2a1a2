/** The console's property pages: a new property, and the current one's name, time zone and language. */
package dev.reportwidget.adapters.console.property;
