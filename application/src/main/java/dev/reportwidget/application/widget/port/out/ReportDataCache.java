package dev.reportwidget.application.widget.port.out;

import dev.reportwidget.domain.report.ReportData;
import java.util.Optional;
import java.util.concurrent.CompletionStage;
import java.util.function.Supplier;

/**
 * Outbound port: calculated report data, kept per report revision and data scope (a signed
 * embed's locked filter, a viewer's or a token's period) for a short time, and the last good
 * calculation of each report and scope for when a new one cannot be made. One scope's data is never
 * served for another's. Per instance: each replica keeps its own copies.
 */
public interface ReportDataCache {

    /**
     * The calculation of this key under way, or the one {@code calculation} starts (once, however
     * many ask at once; it must return at once and calculate elsewhere). When it succeeds, its data
     * is cached and becomes the last good copy of the key's report and scope; when it fails, nothing
     * is kept and the next ask starts another.
     */
    CompletionStage<ReportData> calculate(ReportDataKey key, Supplier<CompletionStage<ReportData>> calculation);

    /**
     * The cached data of this key, else {@code calculate}'s, run on the caller's thread and cached as
     * {@link #calculate} caches; for a caller that waits anyway (the console's preview).
     */
    ReportData get(ReportDataKey key, Supplier<ReportData> calculate);

    /** The cached data of this key, if it is there; never calculates, and is not counted as a lookup. */
    Optional<ReportData> peek(ReportDataKey key);

    /** The cached data of this key, if it is there, counted as a hit; never calculates. */
    Optional<ReportData> cached(ReportDataKey key);

    /** Forgets the cached data of this key, so the next {@link #get} recalculates. */
    void evict(ReportDataKey key);

    /** The newest data ever calculated for the key's report and scope, whatever its revision, kept much longer. */
    Optional<ReportData> lastGood(ReportDataKey key);
}
