package dev.reportwidget.adapters.persistence.record;

import java.io.Serializable;
import java.util.Objects;

/** The primary key of {@code records}: (property_id, id). */
public class RecordKey implements Serializable {
    public Long propertyId;
    public Long id;

    public RecordKey() {}

    public RecordKey(Long propertyId, Long id) {
        this.propertyId = propertyId;
        this.id = id;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof RecordKey key
                && Objects.equals(propertyId, key.propertyId)
                && Objects.equals(id, key.id);
    }

    @Override
    public int hashCode() {
        return Objects.hash(propertyId, id);
    }
}
