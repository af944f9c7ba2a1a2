/**
 * The console at {@code /console}: server-rendered pages (checked Qute templates fed by view
 * records) enhanced by htmx. It depends on the application's use cases only, the same ones the API
 * calls, with the same capability checks and validation messages: no other adapter, never
 * persistence (HexagonalArchitectureTest).
 */
package dev.reportwidget.adapters.console;
