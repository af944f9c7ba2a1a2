package dev.reportwidget.bootstrap;

import io.quarkus.arc.Unremovable;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/**
 * Retention ({@code rw.retention.*}, docs/operations.md#scheduled-work). The schedule reads
 * {@code every} in its {@code @Scheduled} expression; this mapping gives it its default and checks it.
 */
@Unremovable
@ConfigMapping(prefix = "rw.retention")
public interface LifecycleConfig {

    /** How often retention runs: each run deletes what has grown older since the last one. */
    @WithDefault("1h")
    Duration every();

    /** Records deleted per transaction. */
    @WithDefault("5000")
    int batchSize();

    /** How long a replica may take over one batch before another may take the job over. */
    @WithDefault("5m")
    Duration leaseLength();
}
