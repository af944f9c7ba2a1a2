package dev.reportwidget.adapters.persistence.record;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** The record journal behind service-token and web-event ingestion ({@code rw.ingest.*}). */
@ConfigMapping(prefix = "rw.ingest")
public interface IngestionConfig {

    GroupCommit groupCommit();

    /** {@code rw.ingest.group-commit.*}: writer threads that take queued records in batches, one commit each. */
    interface GroupCommit {

        @WithDefault("2")
        int writers();

        /** Records a writer takes at most into one batch and one commit. */
        @WithDefault("500")
        int maxBatch();

        /** Records queued for the writers at most; a record beyond answers 503 with Retry-After at once. */
        @WithDefault("10000")
        int maxQueued();
    }
}
