package dev.reportwidget.adapters.persistence.record;

import dev.reportwidget.adapters.persistence.Batches;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.sql.DataSource;

/**
 * Folds the day totals that inserts append into one row per day and label set (the database's
 * {@code merge_record_totals}), so that a calculation reads few rows however the records arrived:
 * one at a time, in batches or by import. Every instance runs it on a schedule
 * ({@link dev.reportwidget.adapters.persistence.DatabaseHousekeeping}); a day that another instance
 * or a recount holds is left for the next run. Totals are right before and after a merge:
 * it only changes how many rows hold them.
 */
@ApplicationScoped
public class RecordTotalsMerger {

    /** Days merged in one transaction: each holds its day's lock until the commit. */
    static final int DAYS_PER_TRANSACTION = 100;

    private final DataSource dataSource;

    public RecordTotalsMerger(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** Merges the appended totals of every day that has some; answers how many days it merged. */
    public int merge() {
        return Batches.untilShort(DAYS_PER_TRANSACTION, this::mergeDays);
    }

    /** Merges up to {@code days} days in one transaction; answers how many it merged. */
    private int mergeDays(int days) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement statement = connection.prepareStatement("SELECT merge_record_totals(?)")) {
            statement.setInt(1, days);
            try (ResultSet result = statement.executeQuery()) {
                result.next();
                return result.getInt(1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not merge the record totals", e);
        }
    }
}
