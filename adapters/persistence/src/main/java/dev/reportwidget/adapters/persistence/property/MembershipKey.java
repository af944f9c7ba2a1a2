package dev.reportwidget.adapters.persistence.property;

import java.io.Serializable;
import java.util.Objects;

/** The primary key of {@code memberships}: (property_id, user_id); {@code property} is the ID of the property. */
public class MembershipKey implements Serializable {
    public Long property;
    public Long userId;

    public MembershipKey() {}

    public MembershipKey(Long property, Long userId) {
        this.property = property;
        this.userId = userId;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof MembershipKey key
                && Objects.equals(property, key.property)
                && Objects.equals(userId, key.userId);
    }

    @Override
    public int hashCode() {
        return Objects.hash(property, userId);
    }
}
