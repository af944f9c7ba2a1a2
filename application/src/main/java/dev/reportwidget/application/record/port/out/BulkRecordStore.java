package dev.reportwidget.application.record.port.out;

import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordContent;
import dev.reportwidget.domain.record.RecordId;
import java.io.IOException;

/**
 * Outbound port: the one way many records of one property are stored at once (a file import, a bulk
 * request), all of them or none, on its own, outside any caller transaction.
 */
public interface BulkRecordStore {

    /** Takes the records to store, in order. */
    @FunctionalInterface
    interface Sink {
        /** Takes a record; answers the ID it has once stored. */
        RecordId add(RecordContent content);
    }

    /** A source of validated records that pushes each to the sink it is given, in order. */
    @FunctionalInterface
    interface Rows {
        void forEach(Sink sink) throws IOException;
    }

    /**
     * Stores every record {@code rows} produces, or none when storing or producing any of them fails;
     * returns once they are committed. Memory does not grow with the number of rows.
     *
     * @return the number of records stored
     */
    long insertAll(PropertyId property, Origin origin, Rows rows) throws IOException;
}
