package dev.reportwidget.adapters.persistence;

import dev.reportwidget.adapters.persistence.record.IdempotencyKeys;
import dev.reportwidget.adapters.persistence.record.RecordTotalsKeys;
import dev.reportwidget.adapters.persistence.record.RecordTotalsMerger;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.function.IntSupplier;
import org.jboss.logging.Logger;

/**
 * Scheduled upkeep of the database, on every instance; each job is safe on several at once.
 * <ul>
 *   <li>the day totals that inserts append are merged into one row per day and label set;
 *   <li>the custom data keys calculations asked for are judged, and kept by the day totals;
 *   <li>idempotency keys past their window are deleted, in batches, so their table stays bounded.
 * </ul>
 * A failed run loses nothing (the next one does the same work) and is logged; a run under way when
 * the service stops may find the connection pool closed, which is not.
 */
@ApplicationScoped
public class DatabaseHousekeeping {

    private static final Logger LOG = Logger.getLogger(DatabaseHousekeeping.class);

    /** Keys deleted per transaction. */
    static final int KEYS_PER_TRANSACTION = 10_000;

    private final RecordTotalsMerger totals;
    private final RecordTotalsKeys totalsKeys;
    private final IdempotencyKeys idempotencyKeys;
    /** Set when the service stops. */
    private volatile boolean stopping;

    DatabaseHousekeeping(RecordTotalsMerger totals, RecordTotalsKeys totalsKeys, IdempotencyKeys idempotencyKeys) {
        this.totals = totals;
        this.totalsKeys = totalsKeys;
        this.idempotencyKeys = idempotencyKeys;
    }

    @Scheduled(
            identity = "merge-record-totals",
            every = "${rw.record-totals.merge-every}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void mergeRecordTotals() {
        run("merge of record totals", totals::merge);
    }

    @Scheduled(
            identity = "settle-record-totals-keys",
            every = "${rw.record-totals.merge-every}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void settleRecordTotalsKeys() {
        run("keys of the record totals", totalsKeys::settle);
    }

    @Scheduled(
            identity = "purge-idempotency-keys",
            every = "${rw.idempotency.purge-every}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void purgeIdempotencyKeys() {
        run("purge of expired idempotency keys", this::purgeExpiredKeys);
    }

    /** Deletes every expired idempotency key, a batch per transaction; answers how many. */
    public int purgeExpiredKeys() {
        return Batches.untilShort(KEYS_PER_TRANSACTION, idempotencyKeys::purgeExpired);
    }

    private void run(String job, IntSupplier work) {
        if (stopping) {
            return;
        }
        try {
            int done = work.getAsInt();
            LOG.debugf("%s: %d", job, done);
        } catch (RuntimeException e) {
            if (!stopping) {
                LOG.warn(job + " failed; the next run does the same work", e);
            }
        }
    }

    void onStop(@Observes ShutdownEvent event) {
        stopping = true;
    }
}
