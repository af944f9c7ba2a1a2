package dev.reportwidget.application.record.port.out;

import dev.reportwidget.application.record.port.in.RecordQuery;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.record.BusinessRecord;
import java.util.function.Consumer;

/** Outbound port: every record a query matches, from one snapshot, in memory that does not grow with them. */
public interface RecordSnapshots {

    /** Hands each of the property's records {@code query} matches to {@code each}, in ID order. */
    void each(PropertyId property, RecordQuery query, Consumer<BusinessRecord> each);
}
