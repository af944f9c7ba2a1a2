package dev.reportwidget.bootstrap.persistence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.adapters.persistence.DatabaseHousekeeping;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Database;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/** Scheduled upkeep against the real database: expired idempotency keys go, live ones stay. */
@QuarkusTest
class DatabaseHousekeepingTest {

    @Inject
    DatabaseHousekeeping housekeeping;

    @Inject
    DataSource dataSource;

    @Test
    void keysPastTheirTwentyFourHoursAreDeletedAndNoOtherKey() {
        long property = Accounts.newUser().personalPropertyId();
        Database.execute(
                dataSource,
                "INSERT INTO idempotency_keys (property_id, key, fingerprint, created_at) VALUES"
                        + " (" + property + ", 'expired', 'f', now() - interval '24 hours 1 second'),"
                        + " (" + property + ", 'old but live', 'f', now() - interval '23 hours 59 minutes'),"
                        + " (" + property + ", 'new', 'f', now())");

        assertTrue(housekeeping.purgeExpiredKeys() >= 1);

        assertEquals(
                "new,old but live",
                Database.single(
                        dataSource,
                        "SELECT string_agg(key, ',' ORDER BY key) FROM idempotency_keys WHERE property_id = ?",
                        property));
    }
}
