package dev.reportwidget.adapters.persistence.record;

import io.quarkus.arc.Unremovable;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/**
 * Stored idempotency keys ({@code rw.idempotency.*}). The scheduled purge reads the key in its
 * {@code @Scheduled} expression; this mapping gives it its default and checks its value. Nothing
 * injects it, so it is marked unremovable: Quarkus registers unused mappings otherwise not at all.
 */
@Unremovable
@ConfigMapping(prefix = "rw.idempotency")
public interface IdempotencyConfig {

    /** How often each instance deletes the idempotency keys whose window has passed. */
    @WithDefault("1h")
    Duration purgeEvery();
}
