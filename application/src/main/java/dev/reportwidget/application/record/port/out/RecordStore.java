package dev.reportwidget.application.record.port.out;

import dev.reportwidget.application.record.port.in.RecordQuery;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.RecordContent;
import dev.reportwidget.domain.record.RecordId;
import java.util.List;
import java.util.Optional;

/**
 * Outbound port: stored records, always addressed within one property, in the caller's transaction.
 * New records are stored by the {@link RecordJournal} (one at a time) and the {@link BulkRecordStore}.
 */
public interface RecordStore {

    Optional<BusinessRecord> find(PropertyId property, RecordId id);

    /**
     * One page of records in ascending ID order after the cursor's ID, or, when the query asks for
     * the newest first, in descending ID order below it.
     */
    List<BusinessRecord> query(PropertyId property, RecordQuery query, int limit);

    Optional<BusinessRecord> replace(PropertyId property, RecordId id, RecordContent content);

    boolean delete(PropertyId property, RecordId id);
}
