package dev.reportwidget.adapters.rest.widget;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** How widgets are served ({@code rw.widget.*}, the HTTP side; the rate limit has its own mapping). */
@ConfigMapping(prefix = "rw.widget")
public interface WidgetDeliveryConfig {

    /** The public Refresh button recomputes at most once per this window per report. */
    @WithDefault("PT5S")
    Duration publicRefreshThrottle();

    /**
     * Calculations of one property that run at once on an instance; a report that would need one
     * more answers its last good copy, or 503 with Retry-After.
     */
    @WithDefault("2")
    int calculationsPerProperty();
}
