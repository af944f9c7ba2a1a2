package dev.reportwidget.adapters.persistence.report;

import java.io.Serializable;
import java.util.Objects;

/** The primary key of {@code reports}: (property_id, id), so the table can be distributed by property. */
public class ReportKey implements Serializable {
    public Long propertyId;
    public Long id;

    public ReportKey() {}

    public ReportKey(Long propertyId, Long id) {
        this.propertyId = propertyId;
        this.id = id;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ReportKey key
                && Objects.equals(propertyId, key.propertyId)
                && Objects.equals(id, key.id);
    }

    @Override
    public int hashCode() {
        return Objects.hash(propertyId, id);
    }
}
