package dev.reportwidget.bootstrap.support;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;

/** Direct access to the real database, to check what was committed. */
public final class Database {

    private Database() {}

    /** The single long a query answers (for counts). */
    public static long count(DataSource dataSource, String sql, Object... params) {
        return single(dataSource, sql, params) instanceof Number n ? n.longValue() : -1;
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
        return refuseRecords(dataSource, property, description, "P0001");
    }

    /**
     * As {@link #refuseRecords(DataSource, long, String)}, the refusal carrying {@code sqlState}: for
     * example 57P01, the server shutting down, which the service answers 503 as a database it cannot
     * reach right now (and logs as a warning, not as an error of its own).
     */
    public static Undo refuseRecords(DataSource dataSource, long property, String description, String sqlState) {
        String trigger = "refuse_records_of_" + property;
        execute(
                dataSource,
                "CREATE FUNCTION " + trigger + "() RETURNS trigger LANGUAGE plpgsql"
                        + " AS $$ BEGIN RAISE EXCEPTION 'row refused by a test trigger' USING ERRCODE = '"
                        + sqlState + "'; END $$");
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

    /** The first column of every row, as text. */
    public static java.util.List<String> strings(DataSource dataSource, String sql, Object... params) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement s = c.prepareStatement(sql)) {
            for (int i = 0; i < params.length; i++) {
                s.setObject(i + 1, params[i]);
            }
            java.util.List<String> found = new java.util.ArrayList<>();
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    found.add(rs.getString(1));
                }
            }
            return found;
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
