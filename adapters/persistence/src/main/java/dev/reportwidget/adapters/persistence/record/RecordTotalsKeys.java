package dev.reportwidget.adapters.persistence.record;

import dev.reportwidget.adapters.persistence.Batches;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
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
import javax.sql.DataSource;

/**
 * The custom data keys that a property's day totals keep (docs/adr/0013-totals-keep-asked-keys.md):
 * only those calculations ask for, so that a key no report reads (an order number in every record)
 * never multiplies the totals' rows. A calculation naming a key the totals do not keep yet asks for
 * it and reads the records; the scheduled {@link #settle()} then judges the key by its values in
 * the property's latest records, and either skips it (near-unique values: kept, it would make a row
 * per record) or counts the property's totals again with it, day by day, after which calculations
 * naming it read the totals.
 */
@ApplicationScoped
public class RecordTotalsKeys {

    /** Latest records whose values judge a key. */
    static final int SAMPLE = 100_000;

    /** Records holding the key, at least, before its values can judge it near-unique. */
    static final int JUDGED_FROM = 1_000;

    /** Days counted again in one transaction: each holds its day's lock until the commit. */
    static final int DAYS_PER_TRANSACTION = 30;

    private final DataSource dataSource;

    public RecordTotalsKeys(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /**
     * What the property's totals know of some keys: whether they keep every one, and how many
     * distinct values each judged one had among the latest records.
     */
    record Kept(boolean ready, Map<String, Integer> sampledValues) {
        static final Kept NOTHING_NAMED = new Kept(true, Map.of());

        /** Whether the key had more than {@code limit} values when judged; false when not judged. */
        boolean moreValuesThan(String key, int limit) {
            Integer values = sampledValues.get(key);
            return values != null && values > limit;
        }
    }

    /**
     * What the property's totals know of {@code keys}; those never asked for are asked for, in a
     * transaction of their own, so that the ask outlives a calculation that fails.
     */
    Kept kept(EntityManager em, long property, Set<String> keys) {
        if (keys.isEmpty()) {
            return Kept.NOTHING_NAMED;
        }
        Set<String> known = new HashSet<>();
        Map<String, Integer> sampled = new HashMap<>();
        boolean ready = true;
        List<?> rows = em.createNativeQuery("SELECT key, state, sampled_values FROM record_totals_keys"
                        + " WHERE property_id = :property AND key = ANY (:keys)")
                .setParameter("property", property)
                .setParameter("keys", keys.toArray(String[]::new))
                .getResultList();
        for (Object row : rows) {
            Object[] columns = (Object[]) row;
            known.add((String) columns[0]);
            ready &= "ready".equals(columns[1]);
            if (columns[2] != null) {
                sampled.put((String) columns[0], ((Number) columns[2]).intValue());
            }
        }
        if (known.size() < keys.size()) {
            List<String> unknown = new ArrayList<>(keys);
            unknown.removeAll(known);
            QuarkusTransaction.requiringNew().run(() -> ask(property, unknown));
            ready = false;
        }
        return new Kept(ready, sampled);
    }

    private void ask(long property, List<String> keys) {
        execute(
                "INSERT INTO record_totals_keys (property_id, key) SELECT ?, unnest(?) ON CONFLICT DO NOTHING",
                (connection, statement) -> {
                    statement.setLong(1, property);
                    statement.setArray(2, connection.createArrayOf("text", keys.toArray()));
                    return statement.executeUpdate();
                });
    }

    /**
     * Moves every asked-for key on as far as it can go now: judged, started (the totals written from
     * now on keep it), counted into the older days, ready. Answers how many keys changed state or
     * days were counted again.
     */
    public int settle() {
        int done = judge();
        // its own statement, after the keys started building have committed: transactions that
        // started before might still append totals without them
        done += execute(
                "UPDATE record_totals_keys SET ready_after = pg_snapshot_xmax(pg_current_snapshot())"
                        + " WHERE state = 'building' AND ready_after IS NULL",
                (connection, statement) -> statement.executeUpdate());
        for (long property : building()) {
            done += Batches.untilShort(DAYS_PER_TRANSACTION, days -> rekey(property, days));
            done += execute(
                    "UPDATE record_totals_keys k SET state = 'ready'"
                            + " WHERE k.property_id = ? AND k.state = 'building'"
                            + " AND k.ready_after <= pg_snapshot_xmin(pg_current_snapshot())"
                            + " AND NOT EXISTS (SELECT 1 FROM record_totals t"
                            + " WHERE t.property_id = k.property_id AND NOT (t.kept @> ARRAY[k.key]))",
                    (connection, statement) -> {
                        statement.setLong(1, property);
                        return statement.executeUpdate();
                    });
        }
        return done;
    }

    /** Judges the asked-for keys: near-unique values among the latest records skip a key, others build. */
    private int judge() {
        return execute("""
                UPDATE record_totals_keys k
                SET state = CASE WHEN sample.holding >= ? AND sample.distinct_values * 2 > sample.holding
                                 THEN 'skipped' ELSE 'building' END,
                    sampled_values = sample.distinct_values
                FROM (SELECT asked.property_id, asked.key,
                             count(latest.value) AS holding, count(DISTINCT latest.value) AS distinct_values
                      FROM (SELECT property_id, key FROM record_totals_keys WHERE state = 'asked') AS asked
                      LEFT JOIN LATERAL (
                          SELECT r.custom_data -> asked.key AS value
                          FROM records r WHERE r.property_id = asked.property_id
                          ORDER BY r.id DESC LIMIT ?) AS latest ON true
                      GROUP BY 1, 2) AS sample
                WHERE k.property_id = sample.property_id AND k.key = sample.key AND k.state = 'asked'
                """, (connection, statement) -> {
            statement.setInt(1, JUDGED_FROM);
            statement.setInt(2, SAMPLE);
            return statement.executeUpdate();
        });
    }

    /** The properties with a key building whose older totals can be counted again now. */
    private List<Long> building() {
        return execute(
                "SELECT DISTINCT property_id FROM record_totals_keys WHERE state = 'building'"
                        + " AND ready_after <= pg_snapshot_xmin(pg_current_snapshot())",
                (connection, statement) -> {
                    List<Long> properties = new ArrayList<>();
                    try (ResultSet result = statement.executeQuery()) {
                        while (result.next()) {
                            properties.add(result.getLong(1));
                        }
                    }
                    return properties;
                });
    }

    private int rekey(long property, int days) {
        return execute("SELECT record_totals_rekey(?, ?)", (connection, statement) -> {
            statement.setLong(1, property);
            statement.setInt(2, days);
            try (ResultSet result = statement.executeQuery()) {
                result.next();
                return result.getInt(1);
            }
        });
    }

    private interface Work<T> {
        T run(Connection connection, PreparedStatement statement) throws SQLException;
    }

    /** One statement in a transaction of its own (outside any the caller runs). */
    private <T> T execute(String sql, Work<T> work) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement statement = connection.prepareStatement(sql)) {
            return work.run(connection, statement);
        } catch (SQLException e) {
            throw new IllegalStateException("could not settle the keys of the record totals", e);
        }
    }
}
