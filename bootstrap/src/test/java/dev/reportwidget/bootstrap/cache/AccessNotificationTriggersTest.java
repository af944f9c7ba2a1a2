package dev.reportwidget.bootstrap.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.reportwidget.adapters.persistence.widget.SharedWidgetsAdapter;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * Kept access decisions are safe only while every change of what a lookup reads notifies the
 * instances that keep them (docs/adr/0004-notify-invalidated-caches.md): read against the migrated
 * database's catalog, every table that an access or credential lookup reads has a trigger whose
 * function sends a {@code widget_access} notification on UPDATE and on DELETE. The tables come from
 * the lookups' declared list, which is held to the tables their SQL names: a lookup that starts
 * reading another table fails here until that table notifies.
 */
@QuarkusTest
class AccessNotificationTriggersTest {

    /** A table a query reads: after FROM or JOIN, not a function call such as unnest(...). */
    private static final Pattern TABLE = Pattern.compile("\\b(?:FROM|JOIN)\\s+([a-z_][a-z0-9_]*)\\b(?!\\s*\\()");

    /** Row triggers or statement triggers, on UPDATE (16) and DELETE (8), whose function notifies on the channel. */
    private static final String NOTIFYING = "SELECT (t.tgtype & 16) <> 0, (t.tgtype & 8) <> 0"
            + " FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace"
            + " JOIN pg_proc p ON p.oid = t.tgfoid"
            + " WHERE n.nspname = current_schema() AND c.relname = ? AND NOT t.tgisinternal"
            + " AND p.prosrc LIKE '%pg_notify(''widget_access''%'";

    @Inject
    DataSource dataSource;

    @Test
    void theDeclaredTablesAreExactlyTheTablesTheLookupsRead() {
        Set<String> read = new TreeSet<>();
        for (String query : SharedWidgetsAdapter.QUERIES) {
            Matcher table = TABLE.matcher(query);
            while (table.find()) {
                read.add(table.group(1));
            }
        }
        assertFalse(read.isEmpty(), "the lookups' SQL names its tables");
        assertEquals(new TreeSet<>(SharedWidgetsAdapter.TABLES_READ), read);
    }

    @Test
    void everyTableALookupReadsNotifiesOnUpdateAndDelete() throws SQLException {
        assertFalse(SharedWidgetsAdapter.TABLES_READ.isEmpty());
        Set<String> silent = new TreeSet<>();
        try (Connection connection = dataSource.getConnection();
                PreparedStatement triggers = connection.prepareStatement(NOTIFYING)) {
            for (String table : SharedWidgetsAdapter.TABLES_READ) {
                triggers.setString(1, table);
                boolean onUpdate = false;
                boolean onDelete = false;
                try (ResultSet trigger = triggers.executeQuery()) {
                    while (trigger.next()) {
                        onUpdate |= trigger.getBoolean(1);
                        onDelete |= trigger.getBoolean(2);
                    }
                }
                if (!onUpdate) {
                    silent.add(table + " (UPDATE)");
                }
                if (!onDelete) {
                    silent.add(table + " (DELETE)");
                }
            }
        }
        assertEquals(Set.of(), silent, "tables a widget lookup reads whose changes notify no instance");
    }

    @Test
    void aTableWithoutTheTriggerIsFound() throws SQLException {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement triggers = connection.prepareStatement(NOTIFYING)) {
            // records change with every ingestion and are read by no lookup: they send nothing
            triggers.setString(1, "records");
            try (ResultSet trigger = triggers.executeQuery()) {
                assertFalse(trigger.next(), "the catalog query tells a silent table from a notifying one");
            }
        }
    }
}
