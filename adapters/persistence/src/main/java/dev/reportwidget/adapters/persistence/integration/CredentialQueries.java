package dev.reportwidget.adapters.persistence.integration;

import dev.reportwidget.domain.integration.ServiceTokenId;
import dev.reportwidget.domain.integration.WebEventRestrictions;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.widget.EmbedOrigin;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jboss.logging.Logger;

/**
 * The SQL that resolves ingestion credentials to their properties, one or many at a time, on a
 * connection the caller holds (so that a lookup can share the transaction that stores the records).
 * Every answer is read from the database: a revocation or rotation takes effect at once on every
 * replica. Secret values are never logged; log lines name token IDs and properties only.
 */
public final class CredentialQueries {

    private static final Logger LOG = Logger.getLogger(CredentialQueries.class);

    /** {@code last_used_at} is noted at most once per this period, so busy ingestion does not write on every request. */
    public static final Duration LAST_USED_RESOLUTION = Duration.ofMinutes(1);

    private static final String PROPERTY_COLUMNS =
            "p.id AS property_id, p.name AS property_name, p.personal, p.timezone";
    private static final String BY_TRACKING_IDS = "SELECT " + PROPERTY_COLUMNS + ", t.tracking_id"
            + " FROM tracking_id_lookup l JOIN tracking_ids t"
            + " ON t.property_id = l.property_id AND t.tracking_id = l.tracking_id"
            + " JOIN properties p ON p.id = t.property_id WHERE l.tracking_id = ANY (?)";
    private static final String RESTRICTED_BY_TRACKING_IDS = "SELECT " + PROPERTY_COLUMNS + ", t.tracking_id,"
            + " r.allowed_origins, r.allowed_types, r.max_abs_value"
            + " FROM tracking_id_lookup l JOIN tracking_ids t"
            + " ON t.property_id = l.property_id AND t.tracking_id = l.tracking_id"
            + " JOIN properties p ON p.id = t.property_id"
            + " LEFT JOIN tracking_id_restrictions r ON r.property_id = t.property_id WHERE l.tracking_id = ANY (?)";
    private static final String RESTRICTIONS_OF_PROPERTY =
            "SELECT allowed_origins, allowed_types, max_abs_value FROM tracking_id_restrictions WHERE property_id = ?";
    private static final String STORE_RESTRICTIONS =
            "INSERT INTO tracking_id_restrictions (property_id, allowed_origins, allowed_types, max_abs_value)"
                    + " VALUES (?, ?, ?, ?) ON CONFLICT (property_id) DO UPDATE SET allowed_origins = EXCLUDED.allowed_origins,"
                    + " allowed_types = EXCLUDED.allowed_types, max_abs_value = EXCLUDED.max_abs_value, updated_at = now()";
    /** A hash leads to its token through service_token_lookup, then by the token's key (also a widget lookup). */
    public static final String BY_TOKEN_HASHES =
            "SELECT " + PROPERTY_COLUMNS + ", t.token_hash, t.id AS token_id, t.last_used_at"
                    + " FROM service_token_lookup l JOIN service_tokens t ON t.property_id = l.property_id AND t.id = l.token_id"
                    + " JOIN properties p ON p.id = t.property_id"
                    + " WHERE l.token_hash = ANY (?) AND t.token_hash = l.token_hash AND t.revoked_at IS NULL";

    private static final String NOTE_USE = "UPDATE service_tokens t SET last_used_at = ?"
            + " FROM unnest(?::bigint[], ?::bigint[]) AS k(property_id, id)"
            + " WHERE t.property_id = k.property_id AND t.id = k.id"
            + " AND (t.last_used_at IS NULL OR t.last_used_at < ?)";

    private CredentialQueries() {}

    /** The property of each current tracking ID among these; unknown or rotated-out ones are absent. */
    public static Map<String, Property> propertiesOfTrackingIds(Connection connection, Collection<String> trackingIds)
            throws SQLException {
        Map<String, Property> found = new HashMap<>();
        try (PreparedStatement query = connection.prepareStatement(BY_TRACKING_IDS)) {
            query.setArray(1, connection.createArrayOf("text", trackingIds.toArray()));
            try (ResultSet row = query.executeQuery()) {
                while (row.next()) {
                    found.put(row.getString("tracking_id"), property(row));
                }
            }
        }
        return found;
    }

    /** A tracking ID's property with what the tracking ID admits. */
    public record TrackedProperty(Property property, WebEventRestrictions restrictions) {}

    /** As {@link #propertiesOfTrackingIds}, with each tracking ID's restrictions read in the same query. */
    public static Map<String, TrackedProperty> restrictedPropertiesOfTrackingIds(
            Connection connection, Collection<String> trackingIds) throws SQLException {
        Map<String, TrackedProperty> found = new HashMap<>();
        try (PreparedStatement query = connection.prepareStatement(RESTRICTED_BY_TRACKING_IDS)) {
            query.setArray(1, connection.createArrayOf("text", trackingIds.toArray()));
            try (ResultSet row = query.executeQuery()) {
                while (row.next()) {
                    found.put(row.getString("tracking_id"), new TrackedProperty(property(row), restrictions(row)));
                }
            }
        }
        return found;
    }

    /** What the property's tracking ID admits; {@link WebEventRestrictions#NONE} when never set. */
    public static WebEventRestrictions restrictionsOf(Connection connection, PropertyId property) throws SQLException {
        try (PreparedStatement query = connection.prepareStatement(RESTRICTIONS_OF_PROPERTY)) {
            query.setLong(1, property.value());
            try (ResultSet row = query.executeQuery()) {
                return row.next() ? restrictions(row) : WebEventRestrictions.NONE;
            }
        }
    }

    /** Stores what the property's tracking ID admits, replacing what was set. */
    public static void storeRestrictions(Connection connection, PropertyId property, WebEventRestrictions restrictions)
            throws SQLException {
        try (PreparedStatement upsert = connection.prepareStatement(STORE_RESTRICTIONS)) {
            upsert.setLong(1, property.value());
            upsert.setArray(
                    2,
                    connection.createArrayOf(
                            "text",
                            restrictions.allowedOrigins().stream()
                                    .map(EmbedOrigin::value)
                                    .toArray()));
            upsert.setArray(
                    3,
                    connection.createArrayOf("text", restrictions.allowedTypes().toArray()));
            upsert.setBigDecimal(4, restrictions.maxAbsValue());
            upsert.executeUpdate();
        }
    }

    /** 100.000000 as 100, never 1E+2: read back as it was written. */
    private static java.math.BigDecimal plain(java.math.BigDecimal stored) {
        java.math.BigDecimal stripped = stored.stripTrailingZeros();
        return stripped.scale() < 0 ? stripped.setScale(0) : stripped;
    }

    /** The restrictions in the row's origins, types and maximum (all null without a restrictions row). */
    private static WebEventRestrictions restrictions(ResultSet row) throws SQLException {
        java.sql.Array origins = row.getArray("allowed_origins");
        java.sql.Array types = row.getArray("allowed_types");
        java.math.BigDecimal max = row.getBigDecimal("max_abs_value");
        if (origins == null && types == null && max == null) {
            return WebEventRestrictions.NONE;
        }
        return new WebEventRestrictions(
                origins == null
                        ? List.of()
                        : java.util.Arrays.stream((String[]) origins.getArray())
                                .map(EmbedOrigin::new)
                                .toList(),
                types == null ? List.of() : List.of((String[]) types.getArray()),
                max == null ? null : plain(max));
    }

    /**
     * The property of each live service token among these hashes, noting the use of those last noted
     * more than a minute ago; unknown or revoked ones are absent.
     */
    public static Map<String, Property> propertiesOfTokenHashes(Connection connection, Collection<String> hashes)
            throws SQLException {
        Map<String, Property> found = new HashMap<>();
        List<Long> staleProperties = new ArrayList<>();
        List<Long> staleTokens = new ArrayList<>();
        Instant now = Instant.now().truncatedTo(java.time.temporal.ChronoUnit.MICROS);
        try (PreparedStatement query = connection.prepareStatement(BY_TOKEN_HASHES)) {
            query.setArray(1, connection.createArrayOf("text", hashes.toArray()));
            try (ResultSet row = query.executeQuery()) {
                while (row.next()) {
                    Property property = property(row);
                    found.put(row.getString("token_hash"), property);
                    OffsetDateTime lastUsed = row.getObject("last_used_at", OffsetDateTime.class);
                    if (lastUsed == null || lastUsed.toInstant().isBefore(now.minus(LAST_USED_RESOLUTION))) {
                        staleProperties.add(row.getLong("property_id"));
                        staleTokens.add(row.getLong("token_id"));
                    }
                    if (LOG.isDebugEnabled()) {
                        LOG.debugf(
                                "service token %s accepted for property %s",
                                new ServiceTokenId(row.getLong("token_id")), property.id());
                    }
                }
            }
        }
        if (!staleTokens.isEmpty()) {
            noteUse(connection, staleProperties, staleTokens, now);
        }
        return found;
    }

    private static final String NOTE_USE_BY_HASH = "UPDATE service_tokens t SET last_used_at = ?"
            + " FROM service_token_lookup l WHERE l.token_hash = ANY (?)"
            + " AND t.property_id = l.property_id AND t.id = l.token_id"
            + " AND t.revoked_at IS NULL AND (t.last_used_at IS NULL OR t.last_used_at < ?)";

    /** Notes the use of these live tokens, for those last noted more than a minute ago. */
    public static void noteUseOfTokenHashes(Connection connection, Collection<String> hashes) throws SQLException {
        Instant now = Instant.now().truncatedTo(java.time.temporal.ChronoUnit.MICROS);
        try (PreparedStatement update = connection.prepareStatement(NOTE_USE_BY_HASH)) {
            update.setObject(1, OffsetDateTime.ofInstant(now, ZoneOffset.UTC));
            update.setArray(2, connection.createArrayOf("text", hashes.toArray()));
            update.setObject(3, OffsetDateTime.ofInstant(now.minus(LAST_USED_RESOLUTION), ZoneOffset.UTC));
            update.executeUpdate();
        }
    }

    /** The guard in the statement keeps concurrent requests from writing a row more than once a minute. */
    private static void noteUse(Connection connection, List<Long> properties, List<Long> tokenIds, Instant now)
            throws SQLException {
        try (PreparedStatement update = connection.prepareStatement(NOTE_USE)) {
            update.setObject(1, OffsetDateTime.ofInstant(now, ZoneOffset.UTC));
            update.setArray(2, connection.createArrayOf("bigint", properties.toArray()));
            update.setArray(3, connection.createArrayOf("bigint", tokenIds.toArray()));
            update.setObject(4, OffsetDateTime.ofInstant(now.minus(LAST_USED_RESOLUTION), ZoneOffset.UTC));
            int noted = update.executeUpdate();
            LOG.debugf("last use noted on %d service token(s)", noted);
        }
    }

    private static Property property(ResultSet row) throws SQLException {
        return new Property(
                new PropertyId(row.getLong("property_id")),
                row.getString("property_name"),
                row.getBoolean("personal"),
                ZoneId.of(row.getString("timezone")));
    }
}
