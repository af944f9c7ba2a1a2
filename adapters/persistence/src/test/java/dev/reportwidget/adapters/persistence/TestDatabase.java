package dev.reportwidget.adapters.persistence;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * The tests' real PostgreSQL: an embedded server started once per test JVM (or the server that
 * {@code -Dtest.db.url} names, with {@code test.db.username}/{@code test.db.password}), its database
 * migrated by Flyway with this module's migrations, as the service migrates it at start. Tests
 * share it: none assumes IDs or empty tables (each makes the properties it writes into).
 */
public final class TestDatabase {

    private static DataSource migrated;
    private static EmbeddedPostgres embedded;

    private TestDatabase() {}

    /** The migrated database. */
    public static synchronized DataSource dataSource() {
        if (migrated == null) {
            DataSource server = server();
            migrate(server);
            migrated = server;
        }
        return migrated;
    }

    /** Applies every migration of this module to a database; answers how many it applied. */
    public static int migrate(DataSource database) {
        return Flyway.configure().dataSource(database).load().migrate().migrationsExecuted;
    }

    /** A new, empty database on the same server, for tests of the migrations themselves. */
    public static DataSource newEmptyDatabase() {
        String name = "empty_" + UUID.randomUUID().toString().replace("-", "");
        execute(dataSource(), "CREATE DATABASE " + name);
        if (embedded != null) {
            return embedded.getDatabase("postgres", name);
        }
        var database = configured();
        database.setDatabaseName(name);
        return database;
    }

    private static DataSource server() {
        if (System.getProperty("test.db.url") != null) {
            return configured();
        }
        try {
            embedded = EmbeddedPostgres.builder().start();
        } catch (IOException e) {
            throw new UncheckedIOException("could not start the embedded PostgreSQL", e);
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                embedded.close();
            } catch (IOException e) {
                // the JVM is leaving: nothing left to clean up for
            }
        }));
        return embedded.getPostgresDatabase();
    }

    private static PGSimpleDataSource configured() {
        var database = new PGSimpleDataSource();
        database.setURL(System.getProperty("test.db.url"));
        database.setUser(System.getProperty("test.db.username", "postgres"));
        database.setPassword(System.getProperty("test.db.password", "postgres"));
        return database;
    }

    /** A new property (a tenant) to write into. */
    public static long newProperty() {
        return count(dataSource(), "INSERT INTO properties (name) VALUES ('test') RETURNING id");
    }

    /** The single long a query answers (for counts and returned IDs). */
    public static long count(DataSource dataSource, String sql, Object... params) {
        return single(dataSource, sql, params) instanceof Number n ? n.longValue() : -1;
    }

    /** The first column of the first row, or null. */
    public static Object single(DataSource dataSource, String sql, Object... params) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement s = c.prepareStatement(sql)) {
            for (int i = 0; i < params.length; i++) {
                s.setObject(i + 1, params[i]);
            }
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? rs.getObject(1) : null;
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Runs a statement that answers no rows (DDL, for example). */
    public static void execute(DataSource dataSource, String sql) {
        try (Connection c = dataSource.getConnection();
                Statement s = c.createStatement()) {
            s.execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Undoes what a test set up in the database; closing it throws nothing checked. */
    public interface Undo extends AutoCloseable {
        @Override
        void close();
    }

    /**
     * Makes the database refuse every record of this property with this description (a trigger),
     * until closed: a failure that passes every record rule, so that only the database can find it.
     */
    public static Undo refuseRecords(DataSource dataSource, long property, String description) {
        String trigger = "refuse_records_of_" + property;
        execute(
                dataSource,
                "CREATE FUNCTION " + trigger + "() RETURNS trigger LANGUAGE plpgsql"
                        + " AS $$ BEGIN RAISE EXCEPTION 'row refused by a test trigger'; END $$");
        execute(
                dataSource,
                "CREATE TRIGGER " + trigger + " BEFORE INSERT ON records FOR EACH ROW"
                        + " WHEN (NEW.property_id = " + property + " AND NEW.description = '"
                        + description.replace("'", "''") + "')"
                        + " EXECUTE FUNCTION " + trigger + "()");
        return () -> {
            execute(dataSource, "DROP TRIGGER IF EXISTS " + trigger + " ON records");
            execute(dataSource, "DROP FUNCTION IF EXISTS " + trigger + "()");
        };
    }
}
