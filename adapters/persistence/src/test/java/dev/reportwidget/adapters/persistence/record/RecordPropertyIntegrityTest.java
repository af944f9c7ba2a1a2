package dev.reportwidget.adapters.persistence.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.adapters.persistence.TestDatabase;
import java.io.StringReader;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.postgresql.PGConnection;

/**
 * A record belongs to an existing property, however it is written, and goes with its property, on
 * the real database: what the foreign key of records used to check per row, checked per statement
 * through the day totals ({@code V16}), with the same answers under concurrent deletion.
 */
class RecordPropertyIntegrityTest {

    private static final String FOREIGN_KEY_VIOLATION = "23503";

    /** The blocked side of each race runs here (the common pool may have a single thread). */
    private ExecutorService blocked;

    private final DataSource dataSource = TestDatabase.dataSource();

    @BeforeEach
    void startThread() {
        blocked = Executors.newSingleThreadExecutor();
    }

    @AfterEach
    void stopThread() {
        blocked.shutdownNow();
    }

    private long newProperty() {
        return TestDatabase.count(dataSource, "INSERT INTO properties (name) VALUES ('integrity') RETURNING id");
    }

    private long records(long property) {
        return TestDatabase.count(dataSource, "SELECT count(*) FROM records WHERE property_id = ?", property);
    }

    @Test
    void aRecordOfAMissingPropertyIsRefusedByInsertCopyAndUpdate() throws Exception {
        long existing = newProperty();
        long missing = TestDatabase.count(dataSource, "SELECT max(id) + 1000000 FROM properties");
        try (Connection connection = dataSource.getConnection()) {
            SQLException inserted = assertThrows(SQLException.class, () -> insertOne(connection, missing));
            assertEquals(FOREIGN_KEY_VIOLATION, inserted.getSQLState(), inserted.getMessage());

            SQLException copied = assertThrows(SQLException.class, () -> connection
                    .unwrap(PGConnection.class)
                    .getCopyAPI()
                    .copyIn(
                            "COPY records (property_id, id, date, time, type, value, origin)"
                                    + " FROM STDIN WITH (FORMAT csv)",
                            new StringReader(missing + ",1,2026-01-01,00:00:00,sale,1,import\n")));
            assertEquals(FOREIGN_KEY_VIOLATION, copied.getSQLState(), copied.getMessage());

            insertOne(connection, existing);
            SQLException moved = assertThrows(SQLException.class, () -> {
                try (PreparedStatement update =
                        connection.prepareStatement("UPDATE records SET property_id = ? WHERE property_id = ?")) {
                    update.setLong(1, missing);
                    update.setLong(2, existing);
                    update.executeUpdate();
                }
            });
            assertEquals(FOREIGN_KEY_VIOLATION, moved.getSQLState(), moved.getMessage());
        }
        assertEquals(0, records(missing));
        assertEquals(1, records(existing));
    }

    @Test
    void aDeletedPropertyTakesItsRecordsAndTheirTotals() throws Exception {
        long property = newProperty();
        long other = newProperty();
        try (Connection connection = dataSource.getConnection()) {
            insertOne(connection, property);
            insertOne(connection, property);
            insertOne(connection, other);
        }
        TestDatabase.execute(dataSource, "DELETE FROM properties WHERE id = " + property);
        assertEquals(0, records(property));
        assertEquals(
                0,
                TestDatabase.count(dataSource, "SELECT count(*) FROM record_totals WHERE property_id = ?", property));
        assertEquals(1, records(other), "another property's records stay");
    }

    @Test
    void aPropertyDeletedWhileARecordIsWrittenWaitsForItsCommitAndTakesIt() throws Exception {
        long property = newProperty();
        try (Connection writer = dataSource.getConnection();
                Connection deleter = dataSource.getConnection()) {
            writer.setAutoCommit(false);
            insertOne(writer, property);
            int deleterPid = pid(deleter);
            CompletableFuture<Void> deletion = inBackground(() -> deleteProperty(deleter, property));
            awaitLockWait(deleterPid);
            assertFalse(deletion.isDone(), "the deletion waits for the writer");
            writer.commit();
            deletion.get(10, TimeUnit.SECONDS);
        }
        assertEquals(0, records(property), "the committed record went with its property");
    }

    @Test
    void aRecordWrittenWhileItsPropertyIsDeletedFailsOnceTheDeletionCommits() throws Exception {
        long property = newProperty();
        try (Connection deleter = dataSource.getConnection();
                Connection writer = dataSource.getConnection()) {
            deleter.setAutoCommit(false);
            deleteProperty(deleter, property);
            int writerPid = pid(writer);
            CompletableFuture<Void> write = inBackground(() -> insertOne(writer, property));
            awaitLockWait(writerPid);
            assertFalse(write.isDone(), "the record waits for the deletion");
            deleter.commit();
            ExecutionException failed = assertThrows(ExecutionException.class, () -> write.get(10, TimeUnit.SECONDS));
            assertTrue(failed.getCause().getCause() instanceof SQLException, String.valueOf(failed.getCause()));
            assertEquals(
                    FOREIGN_KEY_VIOLATION, ((SQLException) failed.getCause().getCause()).getSQLState());
        }
        assertEquals(0, records(property));
    }

    private static void insertOne(Connection connection, long property) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO records (property_id, id, date, time, type, value, origin)"
                        + " VALUES (?, nextval('records_id_seq'), DATE '2026-01-01', TIME '00:00', 'sale', 1, 'api')")) {
            insert.setLong(1, property);
            insert.executeUpdate();
        }
    }

    private interface SqlStep {
        void run() throws SQLException;
    }

    /** Runs the step on the thread kept for the side of a race that waits for a lock. */
    private CompletableFuture<Void> inBackground(SqlStep step) {
        return CompletableFuture.runAsync(
                () -> {
                    try {
                        step.run();
                    } catch (SQLException e) {
                        throw new IllegalStateException(e);
                    }
                },
                blocked);
    }

    private static void deleteProperty(Connection connection, long property) throws SQLException {
        try (PreparedStatement delete = connection.prepareStatement("DELETE FROM properties WHERE id = ?")) {
            delete.setLong(1, property);
            delete.executeUpdate();
        }
    }

    private static int pid(Connection connection) throws SQLException {
        try (ResultSet row = connection.createStatement().executeQuery("SELECT pg_backend_pid()")) {
            row.next();
            return row.getInt(1);
        }
    }

    /** Waits (at most 10 s) until the backend waits for a lock another transaction holds. */
    private void awaitLockWait(int pid) throws InterruptedException {
        for (int i = 0; i < 1_000; i++) {
            if (TestDatabase.count(
                            dataSource,
                            "SELECT count(*) FROM pg_stat_activity WHERE pid = ? AND wait_event_type = 'Lock'",
                            pid)
                    > 0) {
                return;
            }
            Thread.sleep(10);
        }
        throw new AssertionError("backend " + pid + " never waited for a lock");
    }
}
