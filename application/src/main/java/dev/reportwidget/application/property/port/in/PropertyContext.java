package dev.reportwidget.application.property.port.in;

import dev.reportwidget.domain.account.UserId;
import dev.reportwidget.domain.error.PermissionDeniedException;
import dev.reportwidget.domain.property.Capability;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.property.Role;
import java.util.Objects;

/** The property a request works in, the caller, and the caller's role there; checked on every request. */
public record PropertyContext(UserId userId, Property property, Role role) {
    public PropertyContext {
        Objects.requireNonNull(userId, "userId");
        Objects.requireNonNull(property, "property");
        Objects.requireNonNull(role, "role");
    }

    public PropertyId propertyId() {
        return property.id();
    }

    /** @throws PermissionDeniedException when the caller's role lacks {@code capability} here */
    public PropertyContext require(Capability capability) {
        if (!role.allows(capability)) {
            throw new PermissionDeniedException("your role " + role.wireName() + " in property " + property.id()
                    + " lacks " + capability.wireName());
        }
        return this;
    }
}
