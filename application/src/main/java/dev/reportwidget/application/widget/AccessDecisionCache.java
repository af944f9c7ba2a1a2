package dev.reportwidget.application.widget;

import java.util.Optional;
import java.util.concurrent.CompletionStage;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * Outbound port: the answers of widget lookups (which report a public ID, a service token or a
 * signed embed reaches, with its access) that this instance keeps
 * (docs/adr/0004-notify-invalidated-caches.md): an answer is kept only while the instance listens
 * to the notifications that every change of what a lookup reads sends from its own transaction, and
 * all are forgotten when one arrives (or when this instance's own transaction changes one: {@link
 * WidgetLookupsChanged}); while the listening connection is down nothing kept is served. While the
 * database cannot be reached, an answer confirmed within the access grace ({@code
 * rw.widget.access-grace}) stands in for a lookup; past it, 503 (docs/adr/0006-access-grace.md).
 */
public interface AccessDecisionCache {

    /**
     * The answer for {@code key}: the one kept; else {@code lookup}'s, kept when {@code keepable}
     * says so (an unknown ID or token never is: anyone can send any number of them). When the
     * database cannot be reached (the lookup fails with {@link
     * dev.reportwidget.domain.error.UnavailableException}), the answer confirmed within the access
     * grace, made {@code stale}; else that failure.
     *
     * @param key what the lookup is asked by; equal keys ask the same lookup
     */
    <V> CompletionStage<Optional<V>> answer(
            Object key, Supplier<CompletionStage<Optional<V>>> lookup, Predicate<V> keepable, UnaryOperator<V> stale);
}
