package dev.reportwidget.adapters.persistence.record;

import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.jboss.logging.Logger;

/**
 * Folds the day totals that inserts append into one row per day and label set (the database's
 * {@code merge_record_totals}), so that a calculation reads few rows however the records arrived:
 * one at a time, in batches or by import. Every instance runs it on a schedule; a day that another
 * instance or a recount holds is left for the next run. Totals are right before and after a merge:
 * it only changes how many rows hold them.
 */
@ApplicationScoped
public class RecordTotalsMerger {

    private static final Logger LOG = Logger.getLogger(RecordTotalsMerger.class);

    /** Days merged in one transaction: each holds its day's lock until the commit. */
    static final int DAYS_PER_TRANSACTION = 100;
    /** Transactions in one run at most, so a run ends even while appends keep coming. */
    private static final int MAX_TRANSACTIONS = 100;

    private final DataSource dataSource;
    /** Set when the service stops: a run under way may then find the connection pool closed. */
    private volatile boolean stopping;

    RecordTotalsMerger(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Scheduled(
            identity = "merge-record-totals",
            every = "${rw.record-totals.merge-every}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void onSchedule() {
        if (stopping) {
            return;
        }
        try {
            merge();
        } catch (IllegalStateException e) {
            if (!stopping) {
                // nothing is lost: the appended rows stay right, and the next run merges them
                LOG.warn("record totals not merged this time", e);
            }
        }
    }

    void onStop(@Observes ShutdownEvent event) {
        stopping = true;
    }

    /** Merges the appended totals of every day that has some; answers how many days it merged. */
    public int merge() {
        int merged = 0;
        try (Connection connection = dataSource.getConnection();
                PreparedStatement statement = connection.prepareStatement("SELECT merge_record_totals(?)")) {
            statement.setInt(1, DAYS_PER_TRANSACTION);
            for (int i = 0; i < MAX_TRANSACTIONS; i++) {
                int days;
                try (ResultSet result = statement.executeQuery()) {
                    result.next();
                    days = result.getInt(1);
                }
                merged += days;
                if (days < DAYS_PER_TRANSACTION) {
                    break;
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not merge the record totals", e);
        }
        return merged;
    }
}
