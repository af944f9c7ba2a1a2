/** The console's integrations page: service tokens and the tracking ID, for the owner. */
package dev.reportwidget.adapters.console.integration;
