package dev.reportwidget.adapters.persistence.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.adapters.persistence.TestDatabase;
import dev.reportwidget.application.record.port.in.IdempotencyKey;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordContent;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * The day totals that calculations read ({@code record_totals}) against the records they sum up, on
 * the real database: both writers and every change keep them equal, and concurrent appends, recounts
 * and merges of one day lose nothing. (A report reading them over HTTP: bootstrap's RecordTotalsTest.)
 */
class RecordTotalsTest {

    /**
     * Label sets whose count, sum, minimum or maximum differ between the records and their totals,
     * over the custom data keys the totals keep.
     */
    private static final String MISMATCHES = """
            WITH counted AS (
                SELECT date, type, activity, source, tags,
                       record_totals_custom_data(custom_data, record_totals_kept(property_id)),
                       count(*) AS n, sum(value) AS total, min(value) AS lo, max(value) AS hi
                FROM records WHERE property_id = ? GROUP BY 1, 2, 3, 4, 5, 6
            ), kept AS (
                SELECT date, type, activity, source, tags,
                       record_totals_custom_data(custom_data, record_totals_kept(property_id)),
                       sum(records) AS n, sum(total) AS total, min(smallest) AS lo, max(largest) AS hi
                FROM record_totals WHERE property_id = ? GROUP BY 1, 2, 3, 4, 5, 6
            )
            SELECT (SELECT count(*) FROM (SELECT * FROM counted EXCEPT ALL SELECT * FROM kept) AS missing)
                 + (SELECT count(*) FROM (SELECT * FROM kept EXCEPT ALL SELECT * FROM counted) AS extra)
            """;

    private final DataSource dataSource = TestDatabase.dataSource();
    private final RecordTotalsMerger merger = new RecordTotalsMerger(dataSource);

    private long mismatches(long property) {
        return TestDatabase.count(dataSource, MISMATCHES, property, property);
    }

    private long rows(long property) {
        return TestDatabase.count(dataSource, "SELECT count(*) FROM record_totals WHERE property_id = ?", property);
    }

    private long labelSets(long property) {
        return TestDatabase.count(
                dataSource,
                "SELECT count(*) FROM (SELECT DISTINCT date, type, activity, source, tags,"
                        + " record_totals_custom_data(custom_data, record_totals_kept(property_id))"
                        + " FROM records WHERE property_id = ?) AS sets",
                property);
    }

    @Test
    void everyWriterAndEveryChangeKeepsTheTotalsEqualToTheRecords() throws Exception {
        long property = TestDatabase.newProperty();
        PropertyId id = new PropertyId(property);
        GroupCommitRecordJournal journal = RecordFixtures.startedJournal(dataSource);
        try {
            journal.append(id, content("sale", "2026-03-01", "10", List.of("google")), Origin.API)
                    .toCompletableFuture()
                    .get(30, TimeUnit.SECONDS);
            RecordFixtures.created(journal.append(
                            RecordFixtures.trackingId(property),
                            p -> content("sale", "2026-03-01", "4", List.of("google")),
                            Origin.WEB_EVENT,
                            Optional.empty()))
                    .toCompletableFuture()
                    .get(30, TimeUnit.SECONDS);
            journal.append(
                            RecordFixtures.serviceToken(property),
                            p -> content("lead", "2026-03-02", "1", List.of()),
                            Origin.SERVICE_TOKEN,
                            Optional.of(IdempotencyKey.ofRecord("totals")))
                    .toCompletableFuture()
                    .get(30, TimeUnit.SECONDS);
        } finally {
            journal.stop();
        }
        RecordFixtures.bulkWriter(dataSource).insertAll(id, Origin.IMPORT, sink -> {
            sink.add(content("sale", "2026-03-01", "7", List.of("google")));
            sink.add(content("cost", "2026-03-02", "2.5", List.of()));
            sink.add(content("sale", "2026-03-04", "1.25", List.of("google")));
        });
        assertEquals(0, mismatches(property), "after inserts");
        assertTrue(rows(property) > labelSets(property), "inserts append rows");

        // the largest sale of its label set leaves it; the smallest is deleted; a record moves to another day
        TestDatabase.execute(
                dataSource,
                "UPDATE records SET tags = ARRAY['moved'] WHERE property_id = " + property + " AND value = 10");
        TestDatabase.execute(dataSource, "DELETE FROM records WHERE property_id = " + property + " AND value = 4");
        TestDatabase.execute(
                dataSource,
                "UPDATE records SET date = DATE '2026-02-28', value = 100 WHERE property_id = " + property
                        + " AND type = 'lead'");
        assertEquals(0, mismatches(property), "after updates and deletes");

        merger.merge();
        assertEquals(0, mismatches(property), "after a merge");
        assertEquals(labelSets(property), rows(property), "a merge leaves one row per day and label set");

        TestDatabase.execute(dataSource, "UPDATE record_totals SET total = total + 1 WHERE property_id = " + property);
        assertTrue(mismatches(property) > 0);
        assertEquals(labelSets(property), TestDatabase.count(dataSource, "SELECT rebuild_record_totals(?)", property));
        assertEquals(0, mismatches(property), "after a rebuild");
    }

    private static RecordContent content(String type, String date, String value, List<String> source) {
        return new RecordContent(
                LocalDate.parse(date),
                LocalTime.NOON,
                type,
                null,
                null,
                source,
                List.of(),
                new BigDecimal(value),
                Map.of(),
                Map.of());
    }

    @Test
    void concurrentAppendsRecountsAndMergesOfTheSameDaysLoseNothing() throws Exception {
        long property = TestDatabase.newProperty();
        ExecutorService threads = Executors.newFixedThreadPool(6);
        try {
            List<Future<?>> work = new ArrayList<>();
            for (int writer = 0; writer < 3; writer++) {
                int offset = writer;
                work.add(threads.submit(() -> repeat(40, connection -> insertSome(connection, property, offset))));
            }
            work.add(threads.submit(() -> repeat(40, connection -> changeOne(connection, property, false))));
            work.add(threads.submit(() -> repeat(40, connection -> changeOne(connection, property, true))));
            work.add(threads.submit(() -> {
                for (int i = 0; i < 40; i++) {
                    merger.merge();
                }
            }));
            for (Future<?> done : work) {
                done.get();
            }
        } finally {
            threads.shutdownNow();
        }
        assertTrue(TestDatabase.count(dataSource, "SELECT count(*) FROM records WHERE property_id = ?", property) > 0);
        assertEquals(0, mismatches(property), "after concurrent writes");
        merger.merge();
        assertEquals(0, mismatches(property), "after the last merge");
    }

    private interface Step {
        void run(Connection connection) throws SQLException;
    }

    /** Runs a step this many times, each in a transaction of its own. */
    private Void repeat(int times, Step step) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            for (int i = 0; i < times; i++) {
                step.run(connection);
                connection.commit();
            }
        }
        return null;
    }

    /** A few records in one statement, on one of three days, in one of two label sets. */
    private static void insertSome(Connection connection, long property, int offset) throws SQLException {
        var random = ThreadLocalRandom.current();
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO records (property_id, id, date, time, type, tags, value, origin)"
                        + " SELECT ?, nextval('records_id_seq'), DATE '2026-01-01' + (n % 3), TIME '00:00',"
                        + " 'sale', CASE WHEN n % 2 = 0 THEN ARRAY['eu'] ELSE ARRAY['us'] END, ? + n, 'api'"
                        + " FROM generate_series(?, ?) AS n")) {
            int from = random.nextInt(100);
            insert.setLong(1, property);
            insert.setInt(2, random.nextInt(-50, 50));
            insert.setInt(3, from + offset);
            insert.setInt(4, from + offset + random.nextInt(1, 6));
            insert.executeUpdate();
        }
    }

    /** Deletes one record of those days, or moves one to another day and label set with a new value. */
    private static void changeOne(Connection connection, long property, boolean delete) throws SQLException {
        String pick = "(SELECT id FROM records WHERE property_id = ? ORDER BY random() LIMIT 1)";
        String sql = delete
                ? "DELETE FROM records WHERE property_id = ? AND id = " + pick
                : "UPDATE records SET date = DATE '2026-01-01' + CAST(id % 3 AS integer), tags = ARRAY['moved'], value = value * 2"
                        + " WHERE property_id = ? AND id = " + pick;
        try (PreparedStatement change = connection.prepareStatement(sql)) {
            change.setLong(1, property);
            change.setLong(2, property);
            change.executeUpdate();
        }
    }
}
