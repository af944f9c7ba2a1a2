package dev.reportwidget.adapters.cache;

import io.quarkus.runtime.configuration.MemorySize;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** What the widget path keeps ({@code rw.widget.*}, the cache side; report data: {@code quarkus.cache.caffeine.*}). */
@ConfigMapping(prefix = "rw.widget")
public interface CacheConfig {

    /**
     * While the database cannot be reached, a widget whose access was confirmed within this period
     * is served from its last good copy (marked stale); past it, 503.
     */
    @WithDefault("PT30S")
    Duration accessGrace();

    /** Bytes of rendered widget documents and payloads kept per instance. */
    @WithDefault("32M")
    MemorySize renderedCacheSize();
}
