/**
 * Persistence adapter: Panache entities and repositories behind the application's outbound ports,
 * and the Flyway migrations. Depends on application and domain; never on another adapter.
 */
package dev.reportwidget.adapters.persistence;
