package dev.reportwidget.adapters.persistence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.adapters.persistence.record.IdempotencyKeys;
import dev.reportwidget.adapters.persistence.record.RecordTotalsKeys;
import dev.reportwidget.adapters.persistence.record.RecordTotalsMerger;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/** Scheduled upkeep against the real database: expired idempotency keys go, of both kinds; live ones stay. */
class DatabaseHousekeepingTest {

    private final DataSource dataSource = TestDatabase.dataSource();
    private final DatabaseHousekeeping housekeeping = new DatabaseHousekeeping(
            new RecordTotalsMerger(dataSource), new RecordTotalsKeys(dataSource), new IdempotencyKeys(dataSource));

    @Test
    void keysPastTheirWindowAreDeletedAndNoOtherKey() {
        long property = TestDatabase.newProperty();
        TestDatabase.execute(
                dataSource,
                "INSERT INTO idempotency_keys (property_id, key, fingerprint, record_id, created_at, expires_at) VALUES"
                        + " (" + property + ", 'expired request', 'f', 1, now() - interval '24 hours 1 second',"
                        + " now() - interval '1 second'),"
                        + " (" + property + ", 'expired record', NULL, 2, now() - interval '7 days 1 second',"
                        + " now() - interval '1 second'),"
                        + " (" + property + ", 'old but live request', 'f', 3, now() - interval '23 hours 59 minutes',"
                        + " now() + interval '1 minute'),"
                        + " (" + property + ", 'old but live record', NULL, 4, now() - interval '6 days 23 hours',"
                        + " now() + interval '1 hour'),"
                        + " (" + property + ", 'new', NULL, 5, now(), now() + interval '7 days')");

        assertTrue(housekeeping.purgeExpiredKeys() >= 2);

        assertEquals(
                "new,old but live record,old but live request",
                TestDatabase.single(
                        dataSource,
                        "SELECT string_agg(key, ',' ORDER BY key) FROM idempotency_keys WHERE property_id = ?",
                        property));
    }
}
