package dev.reportwidget.application.lifecycle.port.out;

import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyId;
import java.time.LocalDate;
import java.util.List;

/** Outbound port: the properties that keep their records for a while, and the deletion of the older ones. */
public interface RetentionStore {

    /** Every property whose retention is not for good. */
    List<Property> propertiesWithRetention();

    /**
     * Deletes at most {@code limit} of the property's records dated before {@code firstKept}, in a
     * transaction of its own, with their day totals and the idempotency keys that name them; answers
     * how many went. Neither ingestion nor calculations wait for it.
     */
    int deleteDatedBefore(PropertyId property, LocalDate firstKept, int limit);
}
