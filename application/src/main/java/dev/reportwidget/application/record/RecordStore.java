package dev.reportwidget.application.record;

import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordContent;
import dev.reportwidget.domain.record.RecordId;
import java.util.List;
import java.util.Optional;

/** Outbound port: stored records, always addressed within one property. */
public interface RecordStore {

    BusinessRecord insert(PropertyId property, RecordContent content, Origin origin);

    /** Stores every record or none (the caller's transaction decides); answers them in input order. */
    List<BusinessRecord> insertAll(PropertyId property, List<RecordContent> contents, Origin origin);

    Optional<BusinessRecord> find(PropertyId property, RecordId id);

    /**
     * One page of records in ascending ID order after the cursor's ID, or, when the query asks for
     * the newest first, in descending ID order below it.
     */
    List<BusinessRecord> query(PropertyId property, RecordQuery query, int limit);

    Optional<BusinessRecord> replace(PropertyId property, RecordId id, RecordContent content);

    boolean delete(PropertyId property, RecordId id);
}
