package dev.reportwidget.adapters.persistence.integration;

import java.io.Serializable;
import java.util.Objects;

/** The primary key of {@code service_tokens}: (property_id, id), so the table can be distributed by property. */
public class ServiceTokenKey implements Serializable {
    public Long propertyId;
    public Long id;

    public ServiceTokenKey() {}

    public ServiceTokenKey(Long propertyId, Long id) {
        this.propertyId = propertyId;
        this.id = id;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ServiceTokenKey key
                && Objects.equals(propertyId, key.propertyId)
                && Objects.equals(id, key.id);
    }

    @Override
    public int hashCode() {
        return Objects.hash(propertyId, id);
    }
}
