package dev.reportwidget.adapters.persistence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.UUID;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationState;
import org.junit.jupiter.api.Test;

/**
 * The migrations, as the service applies them at start: every one applies to an empty database, and
 * those that move data keep the rows that the tables held in their previous shape.
 */
class MigrationsTest {

    private static void migrateTo(DataSource database, String version) {
        Flyway.configure().dataSource(database).target(version).load().migrate();
    }

    private static long count(DataSource database, String sql, Object... params) {
        return TestDatabase.count(database, sql, params);
    }

    @Test
    void everyMigrationAppliesToAnEmptyDatabase() {
        DataSource database = TestDatabase.newEmptyDatabase();

        int applied = TestDatabase.migrate(database);

        MigrationInfo[] all =
                Flyway.configure().dataSource(database).load().info().all();
        assertTrue(applied >= 17, "applied " + applied);
        assertEquals(all.length, applied);
        assertTrue(Arrays.stream(all).allMatch(m -> m.getState() == MigrationState.SUCCESS), Arrays.toString(all));
        assertEquals(1, count(database, "SELECT count(*) FROM pg_tables WHERE tablename = 'idempotency_keys'"));
        assertEquals(
                0,
                count(
                        database,
                        "SELECT count(*) FROM pg_tables WHERE tablename IN"
                                + " ('record_idempotency_keys', 'request_idempotency_keys_v3')"));
    }

    @Test
    void theTenantKeysKeepEveryRowAndLookUpTheValuesThatWereThere() {
        DataSource database = TestDatabase.newEmptyDatabase();
        migrateTo(database, "9");
        long property = count(database, "INSERT INTO properties (name) VALUES ('before V10') RETURNING id");
        long user = count(
                database,
                "INSERT INTO users (email, name, password_hash, personal_property_id)"
                        + " VALUES ('before@example.test', 'Before', 'hash', ?) RETURNING id",
                property);
        TestDatabase.execute(
                database,
                "INSERT INTO memberships (property_id, user_id, role) VALUES (" + property + ", " + user
                        + ", 'owner')");
        UUID publicId = UUID.randomUUID();
        long report = count(
                database,
                "INSERT INTO reports (property_id, name, definition, widget_access, public_id)"
                        + " VALUES (?, 'r', '{}', 'public', ?) RETURNING id",
                property,
                publicId);
        String hash = "%064x".formatted(property);
        TestDatabase.execute(
                database,
                "INSERT INTO service_tokens (property_id, name, token_hash) VALUES (" + property + ", 't', '" + hash
                        + "')");
        TestDatabase.execute(
                database,
                "INSERT INTO tracking_ids (property_id, tracking_id) VALUES (" + property + ", 'rwtr_before')");
        TestDatabase.execute(
                database,
                "INSERT INTO records (property_id, id, date, time, type, value, origin) VALUES (" + property
                        + ", nextval('records_id_seq'), DATE '2026-01-01', TIME '00:00', 'sale', 5, 'api')");

        TestDatabase.migrate(database);

        assertEquals(report, count(database, "SELECT report_id FROM public_link_lookup WHERE public_id = ?", publicId));
        assertEquals(
                property, count(database, "SELECT property_id FROM service_token_lookup WHERE token_hash = ?", hash));
        assertEquals(
                property,
                count(database, "SELECT property_id FROM tracking_id_lookup WHERE tracking_id = 'rwtr_before'"));
        assertEquals(
                1,
                count(
                        database,
                        "SELECT count(*) FROM memberships WHERE property_id = ? AND user_id = ? AND role = 'owner'",
                        property,
                        user));
        assertEquals(5, count(database, "SELECT sum(total) FROM record_totals WHERE property_id = ?", property));
    }

    @Test
    void theLiveIdempotencyKeysOfBothOldTablesMoveToOneAndTheOldTablesGo() {
        DataSource database = TestDatabase.newEmptyDatabase();
        migrateTo(database, "16");
        long property = count(database, "INSERT INTO properties (name) VALUES ('before V17') RETURNING id");
        // V8: a record's key names its record for 7 days
        TestDatabase.execute(
                database,
                "INSERT INTO record_idempotency_keys (property_id, key, record_id, created_at) VALUES"
                        + " (" + property + ", 'record live', 11, now() - interval '6 days'),"
                        + " (" + property + ", 'record expired', 12, now() - interval '8 days'),"
                        + " (" + property + ", 'both', 13, now() - interval '1 hour')");
        // V3: a request's key kept its fingerprint and the first response for 24 hours
        TestDatabase.execute(
                database,
                "INSERT INTO idempotency_keys (property_id, key, fingerprint, response, created_at) VALUES"
                        + " (" + property
                        + ", 'request live', 'f1', '{\"id\": 21, \"type\": \"sale\"}', now() - interval '23 hours'),"
                        + " (" + property + ", 'request expired', 'f2', '{\"id\": 22}', now() - interval '25 hours'),"
                        + " (" + property + ", 'both', 'f3', '{\"id\": 23}', now() - interval '1 hour')");

        TestDatabase.migrate(database);

        assertEquals(
                "both:13:-:168,record live:11:-:168,request live:21:f1:24",
                TestDatabase.single(
                        database,
                        "SELECT string_agg(key || ':' || record_id || ':' || coalesce(fingerprint, '-') || ':'"
                                + " || CAST(extract(epoch FROM expires_at - created_at) / 3600 AS integer), ',' ORDER BY key)"
                                + " FROM idempotency_keys WHERE property_id = ?",
                        property));
        assertEquals(
                0,
                count(
                        database,
                        "SELECT count(*) FROM pg_tables WHERE tablename IN"
                                + " ('record_idempotency_keys', 'request_idempotency_keys_v3')"));
    }
}
