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
}
