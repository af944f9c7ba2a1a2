package dev.reportwidget.adapters.persistence.record;

import dev.reportwidget.application.record.port.in.IdempotencyKey;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.sql.DataSource;

/**
 * Idempotency keys in {@code idempotency_keys}, both kinds ({@link IdempotencyKey}): claimed by the
 * record journal in the transaction of the records they admit, deleted by housekeeping once expired.
 * A key's window is measured on the database's clock, the one clock every replica shares.
 */
@ApplicationScoped
public class IdempotencyKeys {

    /**
     * Claims each key for one record: a new key, or an expired one, is taken (and returned); a live
     * one is left as it is. One row per key (the lowest record ID: the first of the batch), taken in
     * key order, so that two batches claiming the same keys never wait for each other in a cycle. A
     * claim of a key another transaction holds waits for its outcome.
     */
    private static final String CLAIM =
            "INSERT INTO idempotency_keys (property_id, key, fingerprint, record_id, created_at, expires_at)"
                    + " SELECT DISTINCT ON (property_id, key) property_id, key, fingerprint, record_id, now(),"
                    + " now() + window_seconds * interval '1 second'"
                    + " FROM unnest(CAST(? AS bigint[]), CAST(? AS text[]), CAST(? AS text[]), CAST(? AS bigint[]),"
                    + " CAST(? AS bigint[])) AS claim (property_id, key, fingerprint, record_id, window_seconds)"
                    + " ORDER BY property_id, key, record_id"
                    + " ON CONFLICT (property_id, key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint,"
                    + " record_id = EXCLUDED.record_id, created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at"
                    + " WHERE idempotency_keys.expires_at < EXCLUDED.created_at"
                    + " RETURNING record_id";

    /** The records that hold keys now: a new statement, so it sees every claim committed before it. */
    private static final String HOLDERS =
            "SELECT k.property_id, k.key, k.record_id, k.fingerprint FROM idempotency_keys k"
                    + " JOIN unnest(CAST(? AS bigint[]), CAST(? AS text[])) AS wanted (property_id, key)"
                    + " ON k.property_id = wanted.property_id AND k.key = wanted.key";

    /** One record's claim of a key. */
    record Claim(long property, IdempotencyKey key, long record) {}

    /** The record a key names, and the request it was first used with (a request's key's). */
    record Holder(long record, Optional<String> requestFingerprint) {}

    private final DataSource dataSource;

    public IdempotencyKeys(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** Claims the keys in the connection's transaction; answers the IDs of the records whose claim won. */
    static Set<Long> claim(Connection connection, List<Claim> claims) throws SQLException {
        List<Long> properties = new ArrayList<>(claims.size());
        List<String> keys = new ArrayList<>(claims.size());
        List<String> fingerprints = new ArrayList<>(claims.size());
        List<Long> records = new ArrayList<>(claims.size());
        List<Long> windows = new ArrayList<>(claims.size());
        for (Claim claim : claims) {
            properties.add(claim.property());
            keys.add(claim.key().value());
            fingerprints.add(claim.key().requestFingerprint().orElse(null));
            records.add(claim.record());
            windows.add(claim.key().window().toSeconds());
        }
        Set<Long> won = new HashSet<>();
        try (PreparedStatement statement = connection.prepareStatement(CLAIM)) {
            statement.setArray(1, connection.createArrayOf("bigint", properties.toArray()));
            statement.setArray(2, connection.createArrayOf("text", keys.toArray()));
            statement.setArray(3, connection.createArrayOf("text", fingerprints.toArray()));
            statement.setArray(4, connection.createArrayOf("bigint", records.toArray()));
            statement.setArray(5, connection.createArrayOf("bigint", windows.toArray()));
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    won.add(rows.getLong(1));
                }
            }
        }
        return won;
    }

    /** What holds each of these keys, as the connection's transaction sees it. */
    static Map<Claim, Holder> holders(Connection connection, List<Claim> lost) throws SQLException {
        List<Long> properties = new ArrayList<>(lost.size());
        List<String> keys = new ArrayList<>(lost.size());
        for (Claim claim : lost) {
            properties.add(claim.property());
            keys.add(claim.key().value());
        }
        Map<List<Object>, Holder> byKey = new HashMap<>();
        try (PreparedStatement statement = connection.prepareStatement(HOLDERS)) {
            statement.setArray(1, connection.createArrayOf("bigint", properties.toArray()));
            statement.setArray(2, connection.createArrayOf("text", keys.toArray()));
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    byKey.put(
                            List.of(rows.getLong("property_id"), rows.getString("key")),
                            new Holder(rows.getLong("record_id"), Optional.ofNullable(rows.getString("fingerprint"))));
                }
            }
        }
        Map<Claim, Holder> holders = new HashMap<>();
        for (Claim claim : lost) {
            Holder holder = byKey.get(List.of(claim.property(), claim.key().value()));
            if (holder == null) {
                throw new SQLException("the idempotency key's claim was lost and its holder is gone");
            }
            holders.put(claim, holder);
        }
        return holders;
    }

    /**
     * Deletes up to {@code limit} expired keys, in a transaction of its own; answers how many. A
     * claim of such a key takes it anyway: this only bounds the table.
     */
    public int purgeExpired(int limit) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement delete = connection.prepareStatement(
                        "DELETE FROM idempotency_keys WHERE ctid IN (SELECT ctid FROM idempotency_keys"
                                + " WHERE expires_at < now() LIMIT ?)")) {
            delete.setInt(1, limit);
            return delete.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("could not delete expired idempotency keys", e);
        }
    }
}
