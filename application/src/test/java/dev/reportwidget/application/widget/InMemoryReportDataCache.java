package dev.reportwidget.application.widget;

import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.PeriodPreset;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The cache's contract in memory; entries stay until evicted, the last good copy of each report and
 * period is kept.
 */
final class InMemoryReportDataCache implements ReportDataCache {
    private final Map<Key, ReportData> recent = new HashMap<>();
    private final Map<LastGood, ReportData> lastGood = new HashMap<>();

    private record LastGood(ReportId report, Optional<PeriodPreset> period) {
        static LastGood of(Key key) {
            return new LastGood(key.report(), key.period());
        }
    }

    synchronized ReportData previousCopy(Report report, String generatedAt) {
        var data = new ReportData(report.id(), report.revision(), List.of("a"), List.of(), Instant.parse(generatedAt));
        lastGood.put(new LastGood(report.id(), Optional.empty()), data);
        return data;
    }

    @Override
    public ReportData get(Key key, Supplier<ReportData> calculate) {
        Optional<ReportData> found = peek(key);
        if (found.isPresent()) {
            return found.get();
        }
        ReportData data = calculate.get();
        synchronized (this) {
            recent.put(key, data);
            lastGood.put(LastGood.of(key), data);
        }
        return data;
    }

    @Override
    public synchronized Optional<ReportData> peek(Key key) {
        return Optional.ofNullable(recent.get(key));
    }

    @Override
    public Optional<ReportData> cached(Key key) {
        return peek(key);
    }

    @Override
    public synchronized void evict(Key key) {
        recent.remove(key);
    }

    @Override
    public synchronized Optional<ReportData> lastGood(Key key) {
        return Optional.ofNullable(lastGood.get(LastGood.of(key)));
    }
}
