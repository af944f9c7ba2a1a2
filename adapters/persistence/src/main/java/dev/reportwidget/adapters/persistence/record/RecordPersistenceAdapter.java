package dev.reportwidget.adapters.persistence.record;

import dev.reportwidget.application.record.port.in.RecordQuery;
import dev.reportwidget.application.record.port.out.RecordStore;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.RecordContent;
import dev.reportwidget.domain.record.RecordId;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.Query;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Records in PostgreSQL, read and changed in the caller's transaction; every statement is scoped by
 * property. New records come from the {@link GroupCommitRecordJournal} and the {@link RecordCopyAdapter}.
 */
@ApplicationScoped
public class RecordPersistenceAdapter implements RecordStore {

    private final RecordRepository records;

    RecordPersistenceAdapter(RecordRepository records) {
        this.records = records;
    }

    @Override
    public Optional<BusinessRecord> find(PropertyId property, RecordId id) {
        return byKey(property, id).map(RecordMapper::toDomain);
    }

    @Override
    public List<BusinessRecord> query(PropertyId property, RecordQuery q, int limit) {
        Map<String, Object> params = new LinkedHashMap<>();
        String sql = select(property, q, params) + (q.newestFirst() ? " ORDER BY id DESC" : " ORDER BY id")
                + " LIMIT :limit";
        params.put("limit", limit);
        Query query = records.getEntityManager().createNativeQuery(sql, RecordEntity.class);
        params.forEach(query::setParameter);
        @SuppressWarnings("unchecked")
        List<RecordEntity> rows = query.getResultList();
        return rows.stream().map(RecordMapper::toDomain).toList();
    }

    /**
     * The native SQL (without order) of the records {@code q} matches, its named parameters put in
     * {@code params}: the label filters use text[] containment, which the GIN index serves.
     */
    static String select(PropertyId property, RecordQuery q, Map<String, Object> params) {
        var sql = new StringBuilder("SELECT * FROM records WHERE property_id = :property");
        params.put("property", property.value());
        q.after().ifPresent(after -> {
            sql.append(q.newestFirst() ? " AND id < :after" : " AND id > :after");
            params.put("after", after.value());
        });
        if (q.from() != null) {
            sql.append(" AND date >= :from");
            params.put("from", q.from());
        }
        if (q.to() != null) {
            sql.append(" AND date <= :to");
            params.put("to", q.to());
        }
        if (q.type() != null) {
            sql.append(" AND type = :type");
            params.put("type", q.type());
        }
        if (q.activity() != null) {
            sql.append(" AND activity = :activity");
            params.put("activity", q.activity());
        }
        if (q.source() != null) {
            sql.append(" AND source @> ARRAY[CAST(:source AS text)]");
            params.put("source", q.source());
        }
        if (q.tag() != null) {
            sql.append(" AND tags @> ARRAY[CAST(:tag AS text)]");
            params.put("tag", q.tag());
        }
        return sql.toString();
    }

    @Override
    public Optional<BusinessRecord> replace(PropertyId property, RecordId id, RecordContent content) {
        return byKey(property, id).map(entity -> {
            RecordMapper.apply(entity, content);
            return RecordMapper.toDomain(entity);
        });
    }

    @Override
    public boolean delete(PropertyId property, RecordId id) {
        return records.delete("propertyId = ?1 and id = ?2", property.value(), id.value()) > 0;
    }

    private Optional<RecordEntity> byKey(PropertyId property, RecordId id) {
        return records.find("propertyId = ?1 and id = ?2", property.value(), id.value())
                .firstResultOptional();
    }
}
