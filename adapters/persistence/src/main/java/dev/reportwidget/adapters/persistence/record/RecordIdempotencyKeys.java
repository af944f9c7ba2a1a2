package dev.reportwidget.adapters.persistence.record;

import dev.reportwidget.application.record.RecordIdempotencyKey;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Records' idempotency keys in {@code record_idempotency_keys}: claimed by the record journal in the
 * transaction of the records they admit, purged by housekeeping once past their window. The window
 * is measured on the database's clock, the one clock every replica shares.
 */
@ApplicationScoped
public class RecordIdempotencyKeys {

    static final String WINDOW = RecordIdempotencyKey.WINDOW.toSeconds() + " seconds";

    /**
     * Claims each key for one record: a new key, or one whose claim is past the window, is taken
     * (and returned); a live one is left as it is. One row per key (the lowest record ID: the first
     * of the batch), taken in key order, so that two batches claiming the same keys never wait for
     * each other in a cycle. A claim of a key another transaction holds waits for its outcome.
     */
    private static final String CLAIM = "INSERT INTO record_idempotency_keys (property_id, key, record_id, created_at)"
            + " SELECT DISTINCT ON (property_id, key) property_id, key, record_id, now()"
            + " FROM unnest(CAST(? AS bigint[]), CAST(? AS text[]), CAST(? AS bigint[])) AS claim (property_id, key, record_id)"
            + " ORDER BY property_id, key, record_id"
            + " ON CONFLICT (property_id, key) DO UPDATE SET record_id = EXCLUDED.record_id, created_at = EXCLUDED.created_at"
            + " WHERE record_idempotency_keys.created_at < EXCLUDED.created_at - CAST('" + WINDOW + "' AS interval)"
            + " RETURNING record_id";

    /** The records that hold keys now: a new statement, so it sees every claim committed before it. */
    private static final String HOLDERS = "SELECT k.property_id, k.key, k.record_id FROM record_idempotency_keys k"
            + " JOIN unnest(CAST(? AS bigint[]), CAST(? AS text[])) AS wanted (property_id, key)"
            + " ON k.property_id = wanted.property_id AND k.key = wanted.key";

    /** One record's claim of a key. */
    record Claim(long property, String key, long record) {}

    private final EntityManager em;

    RecordIdempotencyKeys(EntityManager em) {
        this.em = em;
    }

    /** Claims the keys in the connection's transaction; answers the IDs of the records whose claim won. */
    static Set<Long> claim(Connection connection, List<Claim> claims) throws SQLException {
        List<Long> properties = new ArrayList<>(claims.size());
        List<String> keys = new ArrayList<>(claims.size());
        List<Long> records = new ArrayList<>(claims.size());
        for (Claim claim : claims) {
            properties.add(claim.property());
            keys.add(claim.key());
            records.add(claim.record());
        }
        Set<Long> won = new HashSet<>();
        try (PreparedStatement statement = connection.prepareStatement(CLAIM)) {
            statement.setArray(1, connection.createArrayOf("bigint", properties.toArray()));
            statement.setArray(2, connection.createArrayOf("text", keys.toArray()));
            statement.setArray(3, connection.createArrayOf("bigint", records.toArray()));
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    won.add(rows.getLong(1));
                }
            }
        }
        return won;
    }

    /** The record holding each of these keys (property, key), as the connection's transaction sees it. */
    static Map<Claim, Long> holders(Connection connection, List<Claim> lost) throws SQLException {
        List<Long> properties = new ArrayList<>(lost.size());
        List<String> keys = new ArrayList<>(lost.size());
        for (Claim claim : lost) {
            properties.add(claim.property());
            keys.add(claim.key());
        }
        Map<List<Object>, Long> byKey = new HashMap<>();
        try (PreparedStatement statement = connection.prepareStatement(HOLDERS)) {
            statement.setArray(1, connection.createArrayOf("bigint", properties.toArray()));
            statement.setArray(2, connection.createArrayOf("text", keys.toArray()));
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    byKey.put(List.of(rows.getLong(1), rows.getString(2)), rows.getLong(3));
                }
            }
        }
        Map<Claim, Long> holders = new HashMap<>();
        for (Claim claim : lost) {
            Long holder = byKey.get(List.of(claim.property(), claim.key()));
            if (holder == null) {
                throw new SQLException("the idempotency key's claim was lost and its holder is gone");
            }
            holders.put(claim, holder);
        }
        return holders;
    }

    /**
     * Deletes up to {@code limit} keys past their window, in a transaction of its own; answers how
     * many. A claim of such a key takes it anyway: this only bounds the table.
     */
    @Transactional
    public int purgeExpired(int limit) {
        return em.createNativeQuery(
                        "DELETE FROM record_idempotency_keys WHERE ctid IN (SELECT ctid FROM record_idempotency_keys"
                                + " WHERE created_at < now() - CAST('" + WINDOW + "' AS interval) LIMIT ?1)")
                .setParameter(1, limit)
                .executeUpdate();
    }
}
