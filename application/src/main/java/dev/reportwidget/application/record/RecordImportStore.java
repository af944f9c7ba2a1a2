package dev.reportwidget.application.record;

import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordContent;
import java.io.IOException;
import java.util.function.Consumer;

/** Outbound port: stores a stream of records of one property at once, all of them or none. */
public interface RecordImportStore {

    /** A source of validated records that pushes each to the consumer it is given, in order. */
    @FunctionalInterface
    interface Rows {
        void forEach(Consumer<RecordContent> sink) throws IOException;
    }

    /**
     * Stores every record {@code rows} produces, or none when storing or producing any of them fails.
     * Memory does not grow with the number of rows.
     *
     * @return the number of records stored
     */
    long insertAll(PropertyId property, Origin origin, Rows rows) throws IOException;
}
