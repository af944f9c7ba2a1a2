package dev.reportwidget.adapters.persistence.lifecycle;

import dev.reportwidget.application.lifecycle.port.out.RetentionStore;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.property.Retention;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.sql.DataSource;

/**
 * Retention in PostgreSQL. A batch is one statement on its own: it deletes the oldest records of the
 * batch (the records index by property and date finds them), the idempotency keys that name them,
 * and the statement triggers recount the day totals of their days. Rows of older days are locked
 * by it, which no insert and no report's snapshot waits for.
 */
@ApplicationScoped
public class RetentionPersistenceAdapter implements RetentionStore {

    private static final String DELETE_BATCH = "WITH gone AS ("
            + " DELETE FROM records WHERE property_id = ? AND id IN ("
            + " SELECT id FROM records WHERE property_id = ? AND date < ? ORDER BY date LIMIT ?)"
            + " RETURNING id),"
            + " forgotten AS (DELETE FROM idempotency_keys WHERE property_id = ? AND record_id IN (SELECT id FROM gone))"
            + " SELECT count(*) FROM gone";

    private static final String WITH_RETENTION = "SELECT id, name, personal, timezone, locale, retention_days"
            + " FROM properties WHERE retention_days IS NOT NULL ORDER BY id";

    private final DataSource dataSource;

    RetentionPersistenceAdapter(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public List<Property> propertiesWithRetention() {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement select = connection.prepareStatement(WITH_RETENTION);
                ResultSet rows = select.executeQuery()) {
            List<Property> found = new ArrayList<>();
            while (rows.next()) {
                found.add(new Property(
                        new PropertyId(rows.getLong("id")),
                        rows.getString("name"),
                        rows.getBoolean("personal"),
                        ZoneId.of(rows.getString("timezone")),
                        Locale.forLanguageTag(rows.getString("locale")),
                        new Retention(rows.getInt("retention_days"))));
            }
            return found;
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the properties' retention", e);
        }
    }

    @Override
    public int deleteDatedBefore(PropertyId property, LocalDate firstKept, int limit) {
        try (Connection connection = dataSource.getConnection()) {
            return deleteDatedBefore(connection, property, firstKept, limit);
        } catch (SQLException e) {
            throw new IllegalStateException("could not delete records of property " + property + " past retention", e);
        }
    }

    /** One batch in the connection's transaction; answers how many records went. */
    public static int deleteDatedBefore(Connection connection, PropertyId property, LocalDate firstKept, int limit)
            throws SQLException {
        try (PreparedStatement delete = connection.prepareStatement(DELETE_BATCH)) {
            delete.setLong(1, property.value());
            delete.setLong(2, property.value());
            delete.setObject(3, firstKept);
            delete.setInt(4, limit);
            delete.setLong(5, property.value());
            try (ResultSet count = delete.executeQuery()) {
                count.next();
                return count.getInt(1);
            }
        }
    }
}
