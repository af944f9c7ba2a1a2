package dev.reportwidget.adapters.persistence.board;

import java.io.Serializable;
import java.util.Objects;

/** The primary key of {@code boards}: (property_id, id), so the table can be distributed by property. */
public class BoardKey implements Serializable {
    public Long propertyId;
    public Long id;

    public BoardKey() {}

    public BoardKey(Long propertyId, Long id) {
        this.propertyId = propertyId;
        this.id = id;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof BoardKey key
                && Objects.equals(propertyId, key.propertyId)
                && Objects.equals(id, key.id);
    }

    @Override
    public int hashCode() {
        return Objects.hash(propertyId, id);
    }
}
