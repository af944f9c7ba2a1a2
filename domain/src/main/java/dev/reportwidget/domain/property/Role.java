package dev.reportwidget.domain.property;

import static dev.reportwidget.domain.property.Capability.MEMBERS_MANAGE;
import static dev.reportwidget.domain.property.Capability.RECORDS_READ;
import static dev.reportwidget.domain.property.Capability.RECORDS_WRITE;
import static dev.reportwidget.domain.property.Capability.REPORTS_READ;
import static dev.reportwidget.domain.property.Capability.REPORTS_WRITE;
import static dev.reportwidget.domain.property.Capability.WIDGETS_MANAGE;

import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/** A member's role in a property, and the capabilities it grants. */
public enum Role {
    OWNER(EnumSet.allOf(Capability.class)),
    ADMIN(EnumSet.of(RECORDS_READ, RECORDS_WRITE, REPORTS_READ, REPORTS_WRITE, WIDGETS_MANAGE, MEMBERS_MANAGE)),
    EDITOR(EnumSet.of(RECORDS_READ, RECORDS_WRITE, REPORTS_READ, REPORTS_WRITE, WIDGETS_MANAGE)),
    VIEWER(EnumSet.of(RECORDS_READ, REPORTS_READ));

    private final Set<Capability> capabilities;

    Role(Set<Capability> capabilities) {
        this.capabilities = Collections.unmodifiableSet(capabilities);
    }

    public Set<Capability> capabilities() {
        return capabilities;
    }

    public boolean allows(Capability capability) {
        return capabilities.contains(capability);
    }

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The role named exactly (lower case) by {@code wireName}, if any. */
    public static Optional<Role> fromWireName(String wireName) {
        return Arrays.stream(values())
                .filter(r -> r.wireName().equals(wireName))
                .findFirst();
    }
}
