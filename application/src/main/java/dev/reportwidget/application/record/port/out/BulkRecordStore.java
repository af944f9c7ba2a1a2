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
        /**
         * Takes a record; answers the ID it has once stored.
         *
         * @param origin its origin; null: the one {@link #insertAll} was given
         */
        RecordId add(RecordContent content, Origin origin);

        /** Takes a record of the origin {@link #insertAll} was given. */
        default RecordId add(RecordContent content) {
            return add(content, null);
        }
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
     * @param origin the origin of every record the rows do not give one
     * @return the number of records stored
     */
    long insertAll(PropertyId property, Origin origin, Rows rows) throws IOException;
}
