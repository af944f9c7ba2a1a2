package dev.reportwidget.application.record;

import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordContent;

/**
 * Stores single ingested records on their own, outside any caller transaction: when {@link #append}
 * returns, the record is committed. Concurrent appends may share one commit (group commit), which is
 * what lets ingestion keep up with many small requests.
 */
public interface RecordJournal {

    /**
     * Stores the record and returns once it is committed.
     *
     * @throws RuntimeException when the record could not be stored; nothing is stored then
     */
    BusinessRecord append(PropertyId property, RecordContent content, Origin origin);
}
