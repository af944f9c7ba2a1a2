package dev.reportwidget.bootstrap;

import dev.reportwidget.application.widget.ReportDataCache;
import dev.reportwidget.application.widget.ReportDataKey;
import dev.reportwidget.domain.report.ReportData;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.cache.Cache;
import io.quarkus.cache.CacheName;
import io.quarkus.cache.CaffeineCache;
import jakarta.inject.Singleton;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * Report data in two quarkus-cache (Caffeine) caches of this instance: {@code report-data}, per
 * revision and data scope with a short expiry, and {@code report-data-last-good}, per report and
 * scope with a long one. The scope (a signed embed's locked filter, a viewer's or a token's period)
 * is part of both keys, so one scope's calculation is never served for another.
 * {@code rw.widget.cache.requests} counts lookups of the first by {@code result} (hit or miss).
 */
@Singleton
public class ReportDataCacheAdapter implements ReportDataCache {

    private final Cache recent;
    private final Cache lastGood;
    private final Counter hits;
    private final Counter misses;

    ReportDataCacheAdapter(
            @CacheName("report-data") Cache recent,
            @CacheName("report-data-last-good") Cache lastGood,
            MeterRegistry registry) {
        this.recent = recent;
        this.lastGood = lastGood;
        this.hits = lookups(registry, "hit");
        this.misses = lookups(registry, "miss");
    }

    private static Counter lookups(MeterRegistry registry, String result) {
        return Counter.builder("rw.widget.cache.requests")
                .description("Report data lookups in this instance's cache")
                .tag("result", result)
                .register(registry);
    }

    @Override
    public ReportData get(ReportDataKey key, Supplier<ReportData> calculate) {
        AtomicBoolean calculated = new AtomicBoolean();
        try {
            return recent.<ReportDataKey, ReportData>get(key, k -> {
                        calculated.set(true);
                        ReportData data = calculate.get();
                        lastGood.as(CaffeineCache.class).put(latest(key), CompletableFuture.completedFuture(data));
                        return data;
                    })
                    .await()
                    .indefinitely();
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException cause ? cause : e;
        } finally {
            (calculated.get() ? misses : hits).increment();
        }
    }

    @Override
    public Optional<ReportData> peek(ReportDataKey key) {
        return present(recent, key);
    }

    @Override
    public Optional<ReportData> cached(ReportDataKey key) {
        Optional<ReportData> found = present(recent, key);
        if (found.isPresent()) {
            hits.increment();
        }
        return found;
    }

    @Override
    public void evict(ReportDataKey key) {
        // without waiting: widget requests may evict from the event loop; a Caffeine invalidation is
        // done when the subscription returns
        recent.invalidate(key).subscribe().asCompletionStage();
    }

    @Override
    public Optional<ReportData> lastGood(ReportDataKey key) {
        return present(lastGood, latest(key));
    }

    /** The last good copy is kept per report, scope and comparison: one customer's copy is never another's. */
    private static ReportDataKey latest(ReportDataKey key) {
        return new ReportDataKey(key.report(), 0, key.scope(), key.comparison());
    }

    private static Optional<ReportData> present(Cache cache, Object key) {
        CompletableFuture<Object> value = cache.as(CaffeineCache.class).getIfPresent(key);
        if (value == null || !value.isDone() || value.isCompletedExceptionally()) {
            return Optional.empty();
        }
        try {
            return Optional.of((ReportData) value.get());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        } catch (ExecutionException e) {
            return Optional.empty();
        }
    }
}
