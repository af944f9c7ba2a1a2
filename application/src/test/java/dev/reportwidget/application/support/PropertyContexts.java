package dev.reportwidget.application.support;

import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.domain.account.UserId;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.property.Role;
import java.time.ZoneId;

/** Test data: properties, and a caller working in one of them with a given role. */
public final class PropertyContexts {

    /** A zone far from UTC, so that a service dating in UTC instead of the property's zone shows. */
    public static final ZoneId ZONE = ZoneId.of("Pacific/Auckland");

    private PropertyContexts() {}

    public static Property aProperty(long id) {
        return new Property(new PropertyId(id), "Shop " + id, false, ZONE);
    }

    public static PropertyContext owner(Property property) {
        return as(Role.OWNER, property);
    }

    public static PropertyContext viewer(Property property) {
        return as(Role.VIEWER, property);
    }

    public static PropertyContext as(Role role, Property property) {
        return new PropertyContext(new UserId(1000 + role.ordinal()), property, role);
    }
}
