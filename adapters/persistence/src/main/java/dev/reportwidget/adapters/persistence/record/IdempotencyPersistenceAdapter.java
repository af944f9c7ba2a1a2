package dev.reportwidget.adapters.persistence.record;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.reportwidget.application.record.IdempotencyKey;
import dev.reportwidget.application.record.IdempotencyStore;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.record.BusinessRecord;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.util.List;

/**
 * Idempotency keys in PostgreSQL. A claim is one {@code INSERT ... ON CONFLICT} on the key's
 * primary key: concurrent claims of one key queue on that row, so exactly one wins on any replica,
 * and the others read the winner's committed outcome. Keys older than 24 hours count as new.
 */
@ApplicationScoped
public class IdempotencyPersistenceAdapter implements IdempotencyStore {

    static final String RETENTION = "24 hours";

    private static final JsonMapper JSON = JsonMapper.builder()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .build();

    private final EntityManager em;

    IdempotencyPersistenceAdapter(EntityManager em) {
        this.em = em;
    }

    @Override
    public Claim claim(PropertyId property, IdempotencyKey key, String requestFingerprint) {
        List<?> won = em.createNativeQuery(
                        "INSERT INTO idempotency_keys (property_id, key, fingerprint, created_at) VALUES (?1, ?2, ?3, now()) "
                                + "ON CONFLICT (property_id, key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, response = NULL, created_at = now() "
                                + "WHERE idempotency_keys.created_at < now() - interval '" + RETENTION
                                + "' RETURNING 1")
                .setParameter(1, property.value())
                .setParameter(2, key.value())
                .setParameter(3, requestFingerprint)
                .getResultList();
        if (!won.isEmpty()) {
            return new Won();
        }
        Object[] existing = (Object[]) em.createNativeQuery(
                        "SELECT fingerprint, CAST(response AS text) FROM idempotency_keys WHERE property_id = ?1 AND key = ?2")
                .setParameter(1, property.value())
                .setParameter(2, key.value())
                .getSingleResult();
        if (!requestFingerprint.equals(existing[0])) {
            return new Mismatch();
        }
        return new Replay(read((String) existing[1]).toDomain());
    }

    /**
     * Deletes up to {@code limit} keys older than the retention, in a transaction of its own;
     * answers how many. A claim of an expired key would reuse it anyway: this only bounds the table.
     */
    @Transactional
    public int purgeExpired(int limit) {
        return em.createNativeQuery("DELETE FROM idempotency_keys WHERE ctid IN (SELECT ctid FROM idempotency_keys"
                        + " WHERE created_at < now() - interval '" + RETENTION + "' LIMIT ?1)")
                .setParameter(1, limit)
                .executeUpdate();
    }

    @Override
    public void complete(PropertyId property, IdempotencyKey key, BusinessRecord created) {
        em.createNativeQuery(
                        "UPDATE idempotency_keys SET response = CAST(?3 AS jsonb) WHERE property_id = ?1 AND key = ?2")
                .setParameter(1, property.value())
                .setParameter(2, key.value())
                .setParameter(3, write(RecordSnapshot.of(created)))
                .executeUpdate();
    }

    private static String write(RecordSnapshot snapshot) {
        try {
            return JSON.writeValueAsString(snapshot);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a record snapshot is always serialisable", e);
        }
    }

    private static RecordSnapshot read(String json) {
        try {
            return JSON.readValue(json, RecordSnapshot.class);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored idempotency response is unreadable", e);
        }
    }
}
