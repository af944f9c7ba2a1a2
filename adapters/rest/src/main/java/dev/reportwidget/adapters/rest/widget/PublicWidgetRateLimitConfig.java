package dev.reportwidget.adapters.rest.widget;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.util.List;
import java.util.Optional;

/** The rate limit of public widget requests, per client address and public ID ({@code rw.widget.rate-limit.*}). */
@ConfigMapping(prefix = "rw.widget.rate-limit")
public interface PublicWidgetRateLimitConfig {

    @WithDefault("120")
    long requestsPerMinute();

    /** Requests a client may make at once before the per-minute rate applies. */
    @WithDefault("120")
    long burst();

    /** Proxies whose {@code X-Forwarded-For} names the client; otherwise the connection's address counts. */
    Optional<List<String>> trustedProxies();
}
