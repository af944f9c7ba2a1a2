package dev.reportwidget.application.widget;

import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.PeriodPreset;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Outbound port: calculated report data, kept per report revision and period for a short time, and
 * the last good calculation of each report and period for when a new one cannot be made. A
 * calculation over a viewer's period is never served for the report's own period, nor the other way
 * round. Per instance: each replica keeps its own copies.
 */
public interface ReportDataCache {

    /**
     * What one calculation is kept under.
     *
     * @param period the viewer's period; empty for the report's own
     */
    record Key(ReportId report, long revision, Optional<PeriodPreset> period) {
        public Key {
            Objects.requireNonNull(report, "report");
            Objects.requireNonNull(period, "period");
        }

        /** The report's own period. */
        public Key(ReportId report, long revision) {
            this(report, revision, Optional.empty());
        }
    }

    /** The cached data of this key, calculating it (once, however many ask at once) when absent or expired. */
    ReportData get(Key key, Supplier<ReportData> calculate);

    /** The cached data of this key, if it is there; never calculates, and is not counted as a lookup. */
    Optional<ReportData> peek(Key key);

    /** The cached data of this key, if it is there, counted as a hit; never calculates. */
    Optional<ReportData> cached(Key key);

    /** Forgets the cached data of this key, so the next {@link #get} recalculates. */
    void evict(Key key);

    /** The newest data ever calculated for the key's report and period, whatever its revision, kept much longer. */
    Optional<ReportData> lastGood(Key key);
}
