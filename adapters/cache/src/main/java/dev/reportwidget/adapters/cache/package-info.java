/**
 * Cache adapter: the one owner of what the widget path keeps in this instance's memory, behind the
 * application's ports ({@code AccessDecisionCache}, {@code ReportDataCache},
 * {@code RenderedWidgetCache}), with each cache's key, bound, lifetime and invalidation
 * (docs/architecture.md, Caches). It holds the PostgreSQL LISTEN connection whose notifications
 * invalidate the kept access decisions. Depends on application and domain; never on another adapter.
 */
package dev.reportwidget.adapters.cache;
