package dev.reportwidget.application.record;

import dev.reportwidget.application.record.port.in.RecordQuery;
import dev.reportwidget.application.record.port.out.BulkRecordStore;
import dev.reportwidget.application.record.port.out.RecordStore;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordContent;
import dev.reportwidget.domain.record.RecordId;
import java.io.IOException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;

/** The record store and the bulk store in memory: IDs ascend, every row belongs to one property. */
final class InMemoryRecords implements RecordStore, BulkRecordStore {

    private final TreeMap<RecordId, BusinessRecord> rows = new TreeMap<>(Comparator.comparingLong(RecordId::value));
    private final Clock clock;
    private long lastId;

    InMemoryRecords(Clock clock) {
        this.clock = clock;
    }

    /** Every stored record of {@code property}, in ID order. */
    List<BusinessRecord> of(PropertyId property) {
        return rows.values().stream()
                .filter(r -> r.propertyId().equals(property))
                .toList();
    }

    int size() {
        return rows.size();
    }

    /** Stores a record at once, as the journal does once it commits. */
    BusinessRecord insert(PropertyId property, RecordContent content, Origin origin) {
        var record = new BusinessRecord(new RecordId(++lastId), property, content, origin, clock.instant());
        rows.put(record.id(), record);
        return record;
    }

    @Override
    public long insertAll(PropertyId property, Origin origin, Rows source) throws IOException {
        List<RecordContent> staged = new ArrayList<>();
        List<Origin> origins = new ArrayList<>();
        long firstId = lastId + 1;
        source.forEach((content, own) -> {
            staged.add(content);
            origins.add(own == null ? origin : own);
            return new RecordId(firstId + staged.size() - 1);
        });
        // a failure above leaves nothing stored, as an abandoned COPY would
        for (int i = 0; i < staged.size(); i++) {
            insert(property, staged.get(i), origins.get(i));
        }
        return staged.size();
    }

    @Override
    public Optional<BusinessRecord> find(PropertyId property, RecordId id) {
        return Optional.ofNullable(rows.get(id)).filter(r -> r.propertyId().equals(property));
    }

    @Override
    public List<BusinessRecord> query(PropertyId property, RecordQuery query, int limit) {
        var rows = of(property).stream()
                .sorted(java.util.Comparator.comparingLong((BusinessRecord r) -> r.id().value()))
                .toList();
        if (query.newestFirst()) {
            rows = rows.reversed();
        }
        return rows.stream()
                .filter(r -> query.after().isEmpty()
                        || (query.newestFirst()
                                ? r.id().value() < query.after().get().value()
                                : r.id().value() > query.after().get().value()))
                .filter(r ->
                        query.type() == null || query.type().equals(r.content().type()))
                .filter(r -> query.from() == null || !r.content().date().isBefore(query.from()))
                .filter(r -> query.to() == null || !r.content().date().isAfter(query.to()))
                .limit(limit)
                .toList();
    }

    @Override
    public Optional<BusinessRecord> replace(PropertyId property, RecordId id, RecordContent content) {
        return find(property, id).map(old -> {
            var changed = new BusinessRecord(id, property, content, old.origin(), old.createdAt());
            rows.put(id, changed);
            return changed;
        });
    }

    @Override
    public boolean delete(PropertyId property, RecordId id) {
        return find(property, id).map(r -> rows.remove(id) != null).orElse(false);
    }
}
