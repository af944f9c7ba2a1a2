package dev.reportwidget.adapters.persistence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

/**
 * The schema can be distributed by property (Citus): every primary key, unique key, unique index and
 * foreign key of a tenant table (one with a {@code property_id} column) includes {@code property_id}.
 * What must be found without the property lives in the lookup tables, which are exempt.
 */
class TenantKeysTest {

    /** Map a value found without its property (public ID, token hash, tracking ID) to the property. */
    static final Set<String> LOOKUP_TABLES = Set.of("public_link_lookup", "service_token_lookup", "tracking_id_lookup");

    /**
     * Shared tables a tenant table may reference without property_id: on Citus they are reference
     * tables, copied to every node, which a distributed table may reference.
     */
    static final Set<String> REFERENCE_TABLES = Set.of("users");

    /** Tenant tables: those with a property_id column, lookup tables aside. */
    private static final String TENANT_TABLES = "SELECT c.relname FROM pg_class c"
            + " JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'property_id' AND NOT a.attisdropped"
            + " WHERE c.relkind IN ('r', 'p') AND c.relnamespace = current_schema()::regnamespace"
            + " ORDER BY c.relname";

    /** Primary keys, unique constraints and foreign keys whose columns lack property_id. */
    private static final String CONSTRAINTS_WITHOUT_PROPERTY = "SELECT c.relname, k.conname, k.contype,"
            + " coalesce(r.relname, '') FROM pg_constraint k"
            + " JOIN pg_class c ON c.oid = k.conrelid"
            + " JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'property_id' AND NOT a.attisdropped"
            + " LEFT JOIN pg_class r ON r.oid = k.confrelid"
            + " WHERE c.relnamespace = current_schema()::regnamespace AND k.contype IN ('p', 'u', 'f')"
            + " AND NOT a.attnum = ANY (k.conkey)";

    /** Unique indexes (also those behind no constraint, e.g. partial ones) whose columns lack property_id. */
    private static final String UNIQUE_INDEXES_WITHOUT_PROPERTY = "SELECT c.relname, i.relname FROM pg_index x"
            + " JOIN pg_class c ON c.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid"
            + " JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'property_id' AND NOT a.attisdropped"
            + " WHERE c.relnamespace = current_schema()::regnamespace AND x.indisunique"
            + " AND NOT a.attnum = ANY (x.indkey::int2[])";

    private final DataSource dataSource = TestDatabase.dataSource();

    @Test
    void everyKeyOfATenantTableIncludesTheProperty() throws SQLException {
        List<String> broken = new ArrayList<>();
        for (List<String> row : rows(CONSTRAINTS_WITHOUT_PROPERTY)) {
            String table = row.get(0);
            boolean toReferenceTable = row.get(2).equals("f") && REFERENCE_TABLES.contains(row.get(3));
            if (!LOOKUP_TABLES.contains(table) && !toReferenceTable) {
                broken.add(table + ": " + kind(row.get(2)) + " " + row.get(1) + " lacks property_id");
            }
        }
        for (List<String> row : rows(UNIQUE_INDEXES_WITHOUT_PROPERTY)) {
            if (!LOOKUP_TABLES.contains(row.get(0))) {
                broken.add(row.get(0) + ": unique index " + row.get(1) + " lacks property_id");
            }
        }
        assertEquals(List.of(), broken, "tenant tables whose keys lack property_id");
    }

    @Test
    void theRuleSeesTheTenantTablesAndTheLookupTables() throws SQLException {
        Set<String> tables = new TreeSet<>();
        rows(TENANT_TABLES).forEach(row -> tables.add(row.get(0)));
        // guards against a rule that passes because its query sees nothing (another schema, a renamed column)
        assertTrue(
                tables.containsAll(Set.of("reports", "memberships", "service_tokens", "tracking_ids", "records")),
                "tenant tables seen: " + tables);
        assertTrue(tables.containsAll(LOOKUP_TABLES), "lookup tables seen: " + tables);
    }

    @Test
    void theLookupTablesFollowTheirRowsThroughEveryChange() {
        long property = count("INSERT INTO properties (name) VALUES ('lookups') RETURNING id");
        UUID first = UUID.randomUUID();
        UUID second = UUID.randomUUID();
        long report = count(
                "INSERT INTO reports (property_id, name, definition, widget_access, public_id)"
                        + " VALUES (?, 'r', '{}', 'public', ?) RETURNING id",
                property,
                first);
        String hash = "%064x".formatted(property);
        TestDatabase.execute(
                dataSource,
                "INSERT INTO service_tokens (property_id, name, token_hash) VALUES (" + property + ", 't', '" + hash
                        + "')");
        TestDatabase.execute(
                dataSource,
                "INSERT INTO tracking_ids (property_id, tracking_id) VALUES (" + property + ", 'rwtr_" + property
                        + "')");
        assertEquals(report, count("SELECT report_id FROM public_link_lookup WHERE public_id = ?", first));
        assertEquals(property, count("SELECT property_id FROM service_token_lookup WHERE token_hash = ?", hash));
        assertEquals(
                property,
                count("SELECT property_id FROM tracking_id_lookup WHERE tracking_id = ?", "rwtr_" + property));

        // a rotation moves the lookup to the new ID; the old one leads nowhere
        TestDatabase.execute(dataSource, "UPDATE reports SET public_id = '" + second + "' WHERE id = " + report);
        assertEquals(0, count("SELECT count(*) FROM public_link_lookup WHERE public_id = ?", first));
        assertEquals(report, count("SELECT report_id FROM public_link_lookup WHERE public_id = ?", second));
        TestDatabase.execute(
                dataSource, "UPDATE reports SET widget_access = 'disabled', public_id = NULL WHERE id = " + report);
        assertEquals(0, count("SELECT count(*) FROM public_link_lookup WHERE report_id = ?", report));

        // a value another property holds is refused, as the old global unique index refused it
        long other = count("INSERT INTO properties (name) VALUES ('other') RETURNING id");
        assertThrows(
                IllegalStateException.class,
                () -> TestDatabase.execute(
                        dataSource,
                        "INSERT INTO service_tokens (property_id, name, token_hash) VALUES (" + other + ", 't', '"
                                + hash + "')"));

        // deleting the property cascades to its rows, and their lookup rows go with them
        TestDatabase.execute(
                dataSource,
                "UPDATE reports SET widget_access = 'public', public_id = '" + first + "' WHERE id = " + report);
        TestDatabase.execute(dataSource, "DELETE FROM properties WHERE id = " + property);
        assertEquals(0, count("SELECT count(*) FROM public_link_lookup WHERE property_id = ?", property));
        assertEquals(0, count("SELECT count(*) FROM service_token_lookup WHERE property_id = ?", property));
        assertEquals(0, count("SELECT count(*) FROM tracking_id_lookup WHERE property_id = ?", property));
    }

    @Test
    void aChangeOfAWidgetLookupTableAloneNotifiesTheReplicas() throws SQLException {
        long property = count("INSERT INTO properties (name) VALUES ('notified') RETURNING id");
        UUID publicId = UUID.randomUUID();
        count(
                "INSERT INTO reports (property_id, name, definition, widget_access, public_id)"
                        + " VALUES (?, 'r', '{}', 'public', ?) RETURNING id",
                property,
                publicId);
        for (String change : List.of(
                "UPDATE public_link_lookup SET report_id = report_id WHERE public_id = '" + publicId + "'",
                "INSERT INTO service_token_lookup VALUES ('%064x', %d, 0)".formatted(property, property),
                "DELETE FROM service_token_lookup WHERE property_id = " + property)) {
            try (Connection listener = dataSource.getConnection();
                    Statement listen = listener.createStatement()) {
                listen.execute("LISTEN widget_access");
                drain(listener);
                TestDatabase.execute(dataSource, change);
                // sent at the commit, which has happened; returns as soon as it arrives
                PGNotification[] received = listener.unwrap(PGConnection.class).getNotifications(10_000);
                assertTrue(received != null && received.length > 0, "no notification for: " + change);
                listen.execute("UNLISTEN widget_access");
            }
        }
    }

    private static void drain(Connection listener) throws SQLException {
        try (Statement poll = listener.createStatement()) {
            poll.execute("SELECT 1");
        }
        listener.unwrap(PGConnection.class).getNotifications();
    }

    private long count(String sql, Object... params) {
        return TestDatabase.count(dataSource, sql, params);
    }

    private static String kind(String contype) {
        return switch (contype) {
            case "p" -> "primary key";
            case "u" -> "unique key";
            default -> "foreign key";
        };
    }

    private List<List<String>> rows(String sql) throws SQLException {
        List<List<String>> rows = new ArrayList<>();
        try (Connection connection = dataSource.getConnection();
                PreparedStatement query = connection.prepareStatement(sql);
                ResultSet row = query.executeQuery()) {
            int columns = row.getMetaData().getColumnCount();
            while (row.next()) {
                List<String> values = new ArrayList<>();
                for (int i = 1; i <= columns; i++) {
                    values.add(row.getString(i));
                }
                rows.add(values);
            }
        }
        return rows;
    }
}
