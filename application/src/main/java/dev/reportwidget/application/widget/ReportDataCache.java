package dev.reportwidget.application.widget;

import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.report.ReportId;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Outbound port: calculated report data, kept per report revision for a short time, and the last
 * good calculation of each report for when a new one cannot be made. Per instance: each replica
 * keeps its own copies.
 */
public interface ReportDataCache {

    /** The cached data of this revision, calculating it (once, however many ask at once) when absent or expired. */
    ReportData get(ReportId report, long revision, Supplier<ReportData> calculate);

    /** The cached data of this revision, if it is there; never calculates, and is not counted as a lookup. */
    Optional<ReportData> peek(ReportId report, long revision);

    /** The cached data of this revision, if it is there, counted as a hit; never calculates. */
    Optional<ReportData> cached(ReportId report, long revision);

    /** Forgets the cached data of this revision, so the next {@link #get} recalculates. */
    void evict(ReportId report, long revision);

    /** The newest data ever calculated for the report, whatever its revision, kept much longer. */
    Optional<ReportData> lastGood(ReportId report);
}
