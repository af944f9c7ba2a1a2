package dev.reportwidget.bootstrap;

import dev.reportwidget.application.widget.ReportDataCache;
import dev.reportwidget.domain.report.ReportData;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.cache.Cache;
import io.quarkus.cache.CacheName;
import io.quarkus.cache.CaffeineCache;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * Report data in two quarkus-cache (Caffeine) caches of this instance: {@code report-data}, per
 * revision and period with a short expiry, and {@code report-data-last-good}, per report and period
 * with a long one. The period is part of both keys, so a calculation over a viewer's period is never
 * served for the report's own, nor the other way round.
 * {@code rw.widget.cache.requests} counts lookups of the first by {@code result} (hit or miss).
 */
@ApplicationScoped
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
    public ReportData get(Key key, Supplier<ReportData> calculate) {
        AtomicBoolean calculated = new AtomicBoolean();
        try {
            return recent.<String, ReportData>get(recentKey(key), k -> {
                        calculated.set(true);
                        ReportData data = calculate.get();
                        lastGood.as(CaffeineCache.class).put(lastGoodKey(key), CompletableFuture.completedFuture(data));
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
    public Optional<ReportData> peek(Key key) {
        return present(recent, recentKey(key));
    }

    @Override
    public Optional<ReportData> cached(Key key) {
        Optional<ReportData> found = present(recent, recentKey(key));
        if (found.isPresent()) {
            hits.increment();
        }
        return found;
    }

    @Override
    public void evict(Key key) {
        // without waiting: widget requests may evict from the event loop; a Caffeine invalidation is
        // done when the subscription returns
        recent.invalidate(recentKey(key)).subscribe().asCompletionStage();
    }

    @Override
    public Optional<ReportData> lastGood(Key key) {
        return present(lastGood, lastGoodKey(key));
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

    /** {@code 12@3} for the report's own period, {@code 12@3/90d} for a viewer's. */
    private static String recentKey(Key key) {
        return key.report().value() + "@" + key.revision() + periodSuffix(key);
    }

    private static String lastGoodKey(Key key) {
        return key.report().value() + periodSuffix(key);
    }

    private static String periodSuffix(Key key) {
        return key.period().map(p -> "/" + p.wireName()).orElse("");
    }
}
