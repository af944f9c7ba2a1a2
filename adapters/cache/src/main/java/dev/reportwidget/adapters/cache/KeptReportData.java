package dev.reportwidget.adapters.cache;

import dev.reportwidget.application.widget.port.out.ReportDataCache;
import dev.reportwidget.application.widget.port.out.ReportDataKey;
import dev.reportwidget.domain.report.ReportData;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.cache.Cache;
import io.quarkus.cache.CacheName;
import io.quarkus.cache.CaffeineCache;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.ExecutionException;
import java.util.function.Supplier;

/**
 * Report data in two quarkus-cache (Caffeine) caches of this instance: {@code report-data}, per
 * revision and data scope with a short expiry, and {@code report-data-last-good}, per report and
 * scope with a long one; and the calculations under way, one per key. The scope (a signed embed's
 * locked filter, a viewer's or a token's period) is part of every key, so one scope's calculation is
 * never served for another. {@code rw.widget.cache.requests} counts the asks by {@code result}: a
 * hit of the first cache, or a miss that starts a calculation.
 */
@ApplicationScoped
public class KeptReportData implements ReportDataCache {

    private final Cache recent;
    private final Cache lastGood;
    private final ConcurrentMap<ReportDataKey, CompletableFuture<ReportData>> calculating = new ConcurrentHashMap<>();
    private final Counter hits;
    private final Counter misses;

    KeptReportData(
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
    public CompletionStage<ReportData> calculate(ReportDataKey key, Supplier<CompletionStage<ReportData>> calculation) {
        CompletableFuture<ReportData> running = calculating.computeIfAbsent(key, k -> {
            Optional<ReportData> done = present(recent, key);
            if (done.isPresent()) {
                // calculated between the caller's look and this one: not calculated twice
                return CompletableFuture.completedFuture(done.get());
            }
            misses.increment();
            // its dependents see the data once it is kept
            return calculation.get().toCompletableFuture().whenComplete((data, failure) -> {
                if (failure == null) {
                    keep(key, data);
                }
            });
        });
        running.whenComplete((data, failure) -> calculating.remove(key, running));
        return running;
    }

    @Override
    public ReportData get(ReportDataKey key, Supplier<ReportData> calculate) {
        Optional<ReportData> cached = cached(key);
        if (cached.isPresent()) {
            return cached.get();
        }
        misses.increment();
        ReportData data = calculate.get();
        keep(key, data);
        return data;
    }

    private void keep(ReportDataKey key, ReportData data) {
        recent.as(CaffeineCache.class).put(key, CompletableFuture.completedFuture(data));
        lastGood.as(CaffeineCache.class).put(latest(key), CompletableFuture.completedFuture(data));
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

    private static Optional<ReportData> present(Cache cache, ReportDataKey key) {
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
