/**
 * Web adapter: Qute templates and static assets of the HTML widget. Depends on application and
 * domain; never on another adapter.
 */
package dev.reportwidget.adapters.web;
