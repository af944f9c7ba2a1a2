package dev.reportwidget.application.widget;

import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.report.ReportId;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/** The cache's contract in memory; entries stay until evicted, the last good copy of each report is kept. */
final class InMemoryReportDataCache implements ReportDataCache {
    private final Map<String, ReportData> recent = new HashMap<>();
    private final Map<ReportId, ReportData> lastGood = new HashMap<>();

    synchronized ReportData previousCopy(Report report, String generatedAt) {
        var data = new ReportData(report.id(), report.revision(), List.of("a"), List.of(), Instant.parse(generatedAt));
        lastGood.put(report.id(), data);
        return data;
    }

    @Override
    public ReportData get(ReportId report, long revision, Supplier<ReportData> calculate) {
        Optional<ReportData> found = peek(report, revision);
        if (found.isPresent()) {
            return found.get();
        }
        ReportData data = calculate.get();
        synchronized (this) {
            recent.put(report + "@" + revision, data);
            lastGood.put(report, data);
        }
        return data;
    }

    @Override
    public synchronized Optional<ReportData> peek(ReportId report, long revision) {
        return Optional.ofNullable(recent.get(report + "@" + revision));
    }

    @Override
    public Optional<ReportData> cached(ReportId report, long revision) {
        return peek(report, revision);
    }

    @Override
    public synchronized void evict(ReportId report, long revision) {
        recent.remove(report + "@" + revision);
    }

    @Override
    public synchronized Optional<ReportData> lastGood(ReportId report) {
        return Optional.ofNullable(lastGood.get(report));
    }
}
