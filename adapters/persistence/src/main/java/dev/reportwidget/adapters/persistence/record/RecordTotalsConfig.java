package dev.reportwidget.adapters.persistence.record;

import io.quarkus.arc.Unremovable;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/**
 * The day totals that inserts append ({@code rw.record-totals.*}). The scheduled merge reads the
 * key in its {@code @Scheduled} expression; this mapping gives it its default and checks its value.
 * Nothing injects it, so it is marked unremovable: Quarkus registers unused mappings otherwise not at all.
 */
@Unremovable
@ConfigMapping(prefix = "rw.record-totals")
public interface RecordTotalsConfig {

    /** How often each instance folds the appended day totals into one row per day and label set. */
    @WithDefault("10s")
    Duration mergeEvery();
}
