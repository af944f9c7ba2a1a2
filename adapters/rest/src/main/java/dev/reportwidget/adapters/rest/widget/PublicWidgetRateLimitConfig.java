package dev.reportwidget.adapters.rest.widget;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** The rate limit of public widget requests, per client address and public ID ({@code rw.widget.rate-limit.*}). */
@ConfigMapping(prefix = "rw.widget.rate-limit")
public interface PublicWidgetRateLimitConfig {

    @WithDefault("120")
    long requestsPerMinute();

    /** Requests a client may make at once before the per-minute rate applies. */
    @WithDefault("120")
    long burst();

    /**
     * Requests for public IDs that lead nowhere (unknown, rotated away, malformed) one client address
     * may make per minute; past it, every request of the address whose ID it has not loaded before
     * answers 429.
     */
    @WithDefault("60")
    long unknownIdsPerMinute();

    /**
     * Entries each of the limiter's two tables keeps at most (per instance): client and widget pairs
     * that loaded a widget, and addresses that asked for unknown IDs. Unknown IDs never make an entry
     * in the first, so no flood of them can push a real client's entry out.
     */
    @WithDefault("200000")
    long maxTracked();
}
