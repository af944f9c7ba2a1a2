package dev.reportwidget.application.widget;

import dev.reportwidget.application.widget.port.out.ReportDataCache;
import dev.reportwidget.application.widget.port.out.ReportDataKey;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.DataScope;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Supplier;

/**
 * The cache's contract in memory; entries stay until evicted, the last good copy of each report and
 * scope is kept.
 */
final class InMemoryReportDataCache implements ReportDataCache {
    private final Map<ReportDataKey, ReportData> recent = new HashMap<>();
    private final Map<Latest, ReportData> lastGood = new HashMap<>();
    private final Map<ReportDataKey, CompletableFuture<ReportData>> calculating = new HashMap<>();

    private record Latest(ReportId report, DataScope scope) {
        static Latest of(ReportDataKey key) {
            return new Latest(key.report(), key.scope());
        }
    }

    synchronized ReportData previousCopy(Report report, String generatedAt) {
        var day = java.time.LocalDate.of(2026, 11, 22);
        var data = new ReportData(
                report.id(),
                report.revision(),
                List.of("a"),
                List.of(),
                Instant.parse(generatedAt),
                new dev.reportwidget.domain.report.DateRange(day, day),
                java.util.Optional.empty());
        lastGood.put(new Latest(report.id(), DataScope.WHOLE), data);
        return data;
    }

    @Override
    public synchronized CompletionStage<ReportData> calculate(
            ReportDataKey key, Supplier<CompletionStage<ReportData>> calculation) {
        CompletableFuture<ReportData> running = calculating.get(key);
        if (running != null) {
            return running;
        }
        Optional<ReportData> found = peek(key);
        if (found.isPresent()) {
            return CompletableFuture.completedFuture(found.get());
        }
        CompletableFuture<ReportData> started = calculation.get().toCompletableFuture();
        calculating.put(key, started);
        started.whenComplete((data, failure) -> {
            synchronized (this) {
                if (failure == null) {
                    recent.put(key, data);
                    lastGood.put(Latest.of(key), data);
                }
                calculating.remove(key, started);
            }
        });
        return started;
    }

    @Override
    public ReportData get(ReportDataKey key, Supplier<ReportData> calculate) {
        Optional<ReportData> found = peek(key);
        if (found.isPresent()) {
            return found.get();
        }
        ReportData data = calculate.get();
        synchronized (this) {
            recent.put(key, data);
            lastGood.put(Latest.of(key), data);
        }
        return data;
    }

    @Override
    public synchronized Optional<ReportData> peek(ReportDataKey key) {
        return Optional.ofNullable(recent.get(key));
    }

    @Override
    public Optional<ReportData> cached(ReportDataKey key) {
        return peek(key);
    }

    @Override
    public synchronized void evict(ReportDataKey key) {
        recent.remove(key);
    }

    @Override
    public synchronized Optional<ReportData> lastGood(ReportDataKey key) {
        return Optional.ofNullable(lastGood.get(Latest.of(key)));
    }
}
