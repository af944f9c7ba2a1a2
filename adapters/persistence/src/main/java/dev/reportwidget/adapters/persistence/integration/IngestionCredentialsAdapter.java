package dev.reportwidget.adapters.persistence.integration;

import dev.reportwidget.application.integration.IngestionCredentials;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.integration.SecretKind;
import dev.reportwidget.domain.integration.ServiceTokenId;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyId;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.Optional;
import javax.sql.DataSource;
import org.jboss.logging.Logger;

/**
 * Resolves ingestion credentials on the hot path with one indexed query each, in plain JDBC: in the
 * caller's transaction when there is one, else on its own. Every answer is read from the database,
 * so a revocation or rotation takes effect at once on every replica. Secret values are never
 * logged: log lines name token IDs and properties only.
 */
@ApplicationScoped
public class IngestionCredentialsAdapter implements IngestionCredentials {

    private static final Logger LOG = Logger.getLogger(IngestionCredentialsAdapter.class);

    /** {@code last_used_at} is noted at most once per this period, so busy ingestion does not write on every request. */
    static final Duration LAST_USED_RESOLUTION = Duration.ofMinutes(1);

    private static final String PROPERTY_COLUMNS = "p.id, p.name, p.personal, p.timezone";
    private static final String BY_TRACKING_ID = "SELECT " + PROPERTY_COLUMNS
            + " FROM tracking_ids t JOIN properties p ON p.id = t.property_id WHERE t.tracking_id = ?";
    private static final String BY_TOKEN_HASH = "SELECT " + PROPERTY_COLUMNS + ", t.id, t.last_used_at"
            + " FROM service_tokens t JOIN properties p ON p.id = t.property_id"
            + " WHERE t.token_hash = ? AND t.revoked_at IS NULL";
    private static final String NOTE_USE = "UPDATE service_tokens SET last_used_at = ?"
            + " WHERE id = ? AND (last_used_at IS NULL OR last_used_at < ?)";

    private final DataSource dataSource;

    IngestionCredentialsAdapter(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** Malformed input (null, another prefix, over 200 characters) answers empty without a query. */
    @Override
    public Optional<Property> propertyOfServiceToken(String token) {
        Optional<Secret> secret = Secret.parse(SecretKind.SERVICE_TOKEN, token);
        if (secret.isEmpty()) {
            LOG.debug("refused a malformed service token");
            return Optional.empty();
        }
        try (Connection connection = dataSource.getConnection();
                PreparedStatement query = connection.prepareStatement(BY_TOKEN_HASH)) {
            query.setString(1, secret.get().hash().hex());
            try (ResultSet row = query.executeQuery()) {
                if (!row.next()) {
                    LOG.debug("no live service token matches the one presented");
                    return Optional.empty();
                }
                Property property = property(row);
                long tokenId = row.getLong(5);
                OffsetDateTime lastUsed = row.getObject(6, OffsetDateTime.class);
                Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
                boolean noted = isStale(lastUsed, now) && noteUse(connection, tokenId, now);
                LOG.debugf(
                        "service token %s accepted for property %s (last use noted: %s)",
                        new ServiceTokenId(tokenId), property.id(), noted);
                return Optional.of(property);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("the service token could not be checked", e);
        }
    }

    /** Malformed input answers empty without a query. */
    @Override
    public Optional<Property> propertyOfTrackingId(String trackingId) {
        if (Secret.parse(SecretKind.TRACKING_ID, trackingId).isEmpty()) {
            LOG.debug("refused a malformed tracking ID");
            return Optional.empty();
        }
        try (Connection connection = dataSource.getConnection();
                PreparedStatement query = connection.prepareStatement(BY_TRACKING_ID)) {
            query.setString(1, trackingId);
            try (ResultSet row = query.executeQuery()) {
                if (!row.next()) {
                    LOG.debug("no property has the tracking ID presented");
                    return Optional.empty();
                }
                return Optional.of(property(row));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("the tracking ID could not be checked", e);
        }
    }

    private static boolean isStale(OffsetDateTime lastUsed, Instant now) {
        return lastUsed == null || lastUsed.toInstant().isBefore(now.minus(LAST_USED_RESOLUTION));
    }

    /** The guard in the statement keeps concurrent requests from writing the row more than once. */
    private static boolean noteUse(Connection connection, long tokenId, Instant now) throws SQLException {
        try (PreparedStatement update = connection.prepareStatement(NOTE_USE)) {
            update.setObject(1, OffsetDateTime.ofInstant(now, ZoneOffset.UTC));
            update.setLong(2, tokenId);
            update.setObject(3, OffsetDateTime.ofInstant(now.minus(LAST_USED_RESOLUTION), ZoneOffset.UTC));
            return update.executeUpdate() > 0;
        }
    }

    private static Property property(ResultSet row) throws SQLException {
        return new Property(
                new PropertyId(row.getLong(1)), row.getString(2), row.getBoolean(3), ZoneId.of(row.getString(4)));
    }
}
