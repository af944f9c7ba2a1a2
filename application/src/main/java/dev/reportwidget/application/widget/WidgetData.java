package dev.reportwidget.application.widget;

import dev.reportwidget.application.report.ReportCalculator;
import dev.reportwidget.application.widget.port.out.ReportDataCache;
import dev.reportwidget.application.widget.port.out.ReportDataKey;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportData;
import java.time.Clock;
import java.time.Duration;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Supplier;

/**
 * The data a delivery shows, by key: cached data at once; otherwise one calculation per key however
 * many requests ask meanwhile, the keys a load misses calculated together in one of the property's
 * {@link CalculationSlots}. Until a calculation is done, a request that need not be fresh gets the
 * previous copy of the same revision and scope (stale while it revalidates), so an expired cache
 * entry never stalls a busy widget; when it fails or cannot start: the last good copy, else nothing
 * (the caller answers 503, or a board a placeholder). While the database cannot be reached nothing
 * is calculated: the copies are all there is.
 */
final class WidgetData {

    /** How a request may make its data fresh. */
    enum Refresh {
        /** Whatever is kept serves. */
        NONE,
        /** Recalculated unless a copy younger than the public refresh window is kept (a page's Refresh button). */
        THROTTLED,
        /** Always recalculated (a backend's {@code refresh=true}). */
        ALWAYS
    }

    private final ReportCalculator calculator;
    private final ReportDataCache cache;
    private final CalculationSlots slots;
    private final Clock clock;
    private final Duration publicRefreshThrottle;

    WidgetData(
            ReportCalculator calculator,
            ReportDataCache cache,
            CalculationSlots slots,
            Clock clock,
            Duration publicRefreshThrottle) {
        this.calculator = calculator;
        this.cache = cache;
        this.slots = slots;
        this.clock = clock;
        this.publicRefreshThrottle = publicRefreshThrottle;
    }

    /**
     * The data of every key (each of {@code reports}' report), empty where it cannot be had.
     *
     * @param stale the database cannot be reached: only copies serve
     * @param what what is calculated, for the log ("report 7", "board 3's reports")
     */
    CompletionStage<Map<ReportDataKey, Optional<ReportData>>> of(
            Map<ReportDataKey, Report> reports, Property property, boolean stale, Refresh refresh, String what) {
        // a warm load: every key kept, answered without waiting on anything
        Map<ReportDataKey, Optional<ReportData>> kept = new LinkedHashMap<>();
        if (!stale && refresh == Refresh.NONE && allKept(reports, kept)) {
            return CompletableFuture.completedFuture(kept);
        }
        CompletableFuture<Map<ReportDataKey, ReportData>> together = new CompletableFuture<>();
        Map<ReportDataKey, Report> missing = new LinkedHashMap<>();
        Map<ReportDataKey, CompletableFuture<Optional<ReportData>>> data = new LinkedHashMap<>();
        try {
            reports.forEach((key, report) -> {
                refresh(key, refresh);
                CompletionStage<ReportData> found = stale
                        ? CompletableFuture.completedFuture(null).thenApply(ignored -> lastCopy(key))
                        : cachedOrCalculated(
                                key,
                                kept.containsKey(key) ? kept.get(key) : cache.cached(key),
                                report.revision(),
                                refresh != Refresh.NONE,
                                () -> {
                                    missing.put(key, report);
                                    return together.thenApply(calculated -> calculated.get(key));
                                });
                data.put(
                        key,
                        found.thenApply(Optional::of)
                                .exceptionally(failed -> Optional.empty())
                                .toCompletableFuture());
            });
        } finally {
            if (missing.isEmpty()) {
                together.complete(Map.of());
            } else {
                slots.start(property.id(), what, () -> calculateAll(missing, property))
                        .whenComplete((calculated, failed) -> {
                            if (failed == null) {
                                together.complete(calculated);
                            } else {
                                together.completeExceptionally(failed);
                            }
                        });
            }
        }
        return CompletableFuture.allOf(data.values().toArray(CompletableFuture[]::new))
                .thenApply(done -> {
                    Map<ReportDataKey, Optional<ReportData>> answered = new LinkedHashMap<>();
                    data.forEach((key, value) -> answered.put(key, value.join()));
                    return answered;
                });
    }

    /**
     * Puts each key's kept data into {@code kept} until a key is not kept; whether every one is.
     * Each key is asked of the cache once: the keys found are not asked again.
     */
    private boolean allKept(Map<ReportDataKey, Report> reports, Map<ReportDataKey, Optional<ReportData>> kept) {
        for (ReportDataKey key : reports.keySet()) {
            Optional<ReportData> cached = cache.cached(key);
            if (cached.isEmpty()) {
                return false;
            }
            kept.put(key, cached);
        }
        return true;
    }

    private void refresh(ReportDataKey key, Refresh refresh) {
        switch (refresh) {
            case NONE -> {}
            case ALWAYS -> cache.evict(key);
            case THROTTLED ->
                // anyone may press a page's Refresh button: it recomputes at most once per window
                cache.peek(key)
                        .filter(cached ->
                                cached.generatedAt().isBefore(clock.instant().minus(publicRefreshThrottle)))
                        .ifPresent(old -> cache.evict(key));
        }
    }

    /** The cached data of the key, else its last good copy, else 503. */
    private ReportData lastCopy(ReportDataKey key) {
        return cache.cached(key).or(() -> cache.lastGood(key)).orElseThrow(CalculationSlots::unavailable);
    }

    /**
     * The {@code cached} data at once; else the key's one calculation, and meanwhile (unless {@code fresh}) the
     * previous copy of the same revision.
     */
    private CompletionStage<ReportData> cachedOrCalculated(
            ReportDataKey key,
            Optional<ReportData> cached,
            long revision,
            boolean fresh,
            Supplier<CompletionStage<ReportData>> calculation) {
        if (cached.isPresent()) {
            return CompletableFuture.completedFuture(cached.get());
        }
        CompletionStage<ReportData> calculated = cache.calculate(key, calculation)
                .exceptionally(failed -> cache.lastGood(key).orElseThrow(CalculationSlots::unavailable));
        if (!fresh) {
            Optional<ReportData> previous = cache.lastGood(key).filter(data -> data.revision() == revision);
            if (previous.isPresent()) {
                return CompletableFuture.completedFuture(previous.get());
            }
        }
        return calculated;
    }

    /** The reports not kept, calculated together: each key's data. */
    private Map<ReportDataKey, ReportData> calculateAll(Map<ReportDataKey, Report> reports, Property property) {
        List<ReportDataKey> keys = List.copyOf(reports.keySet());
        List<ReportData> calculated = calculator.calculateAll(
                keys.stream()
                        .map(key -> new ReportCalculator.Calculation(reports.get(key), key.scope(), key.comparison()))
                        .toList(),
                property);
        Map<ReportDataKey, ReportData> data = new HashMap<>();
        for (int i = 0; i < keys.size(); i++) {
            data.put(keys.get(i), calculated.get(i));
        }
        return data;
    }
}
