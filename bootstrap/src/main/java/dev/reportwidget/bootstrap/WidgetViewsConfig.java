package dev.reportwidget.bootstrap;

import io.quarkus.arc.Unremovable;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/**
 * Widget view counting ({@code rw.widget.views.*}). The scheduled flush reads the key in its
 * {@code @Scheduled} expression; this mapping gives it its default and checks its value.
 */
@Unremovable
@ConfigMapping(prefix = "rw.widget.views")
public interface WidgetViewsConfig {

    /** How often each instance adds the views it counted in memory to the database. */
    @WithDefault("10s")
    Duration flushEvery();
}
