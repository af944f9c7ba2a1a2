package dev.reportwidget.adapters.rest.record;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** Ingestion rate limits per instance ({@code rw.ingest.rate-limit.*}; docs/records.md, Limits). */
@ConfigMapping(prefix = "rw.ingest.rate-limit")
public interface IngestionRateLimitConfig {

    /** Records per second one property may send with its service tokens (single and batch). */
    @WithDefault("500")
    long perPropertyPerSecond();

    /** Records one property may send at once before its per-second rate applies. */
    @WithDefault("2000")
    long perPropertyBurst();

    /** Web events per second under one tracking ID (also its burst). */
    @WithDefault("100")
    long perTrackingIdPerSecond();

    /** Web events per second from one client address (also its burst). */
    @WithDefault("20")
    long perAddressPerSecond();

    /** Entries each of the limiter's tables (properties, tracking IDs, addresses, token lookups) keeps at most. */
    @WithDefault("100000")
    long maxTracked();
}
