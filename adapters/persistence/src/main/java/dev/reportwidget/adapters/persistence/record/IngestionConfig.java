package dev.reportwidget.adapters.persistence.record;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** The record journal behind service-token and web-event ingestion ({@code rw.ingest.*}). */
@ConfigMapping(prefix = "rw.ingest")
public interface IngestionConfig {

    GroupCommit groupCommit();

    /** {@code rw.ingest.group-commit.*}: writer threads that take queued records in batches, one commit each. */
    interface GroupCommit {

        /**
         * Writer threads. One by default: a batch then takes everything that queued while the
         * previous one committed, so under load the database pays one statement and one commit for
         * more records (a second writer halves the batches and spends about 1.6 times the database
         * CPU per record, measured with bench/pg-profile.sh).
         */
        @WithDefault("1")
        int writers();

        /**
         * How long a writer that found fewer records than a batch waits for more before it writes
         * them (zero: it writes at once). Half a millisecond by default: under load the requests
         * that arrive meanwhile join the batch, so the database pays its per-batch cost (round
         * trips, statement, totals trigger, commit) for about twice as many records (measured with
         * bench/pg-profile.sh); each record waits at most that long more.
         */
        @WithDefault("PT0.0005S")
        Duration linger();

        /** Records a writer takes at most into one batch and one commit. */
        @WithDefault("500")
        int maxBatch();

        /** Records queued for the writers at most; a record beyond answers 503 with Retry-After at once. */
        @WithDefault("10000")
        int maxQueued();
    }
}
