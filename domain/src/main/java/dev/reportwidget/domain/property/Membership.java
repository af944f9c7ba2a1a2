package dev.reportwidget.domain.property;

import java.util.Objects;

/** A user's role in one property, as seen by that user. */
public record Membership(Property property, Role role) {
    public Membership {
        Objects.requireNonNull(property, "property");
        Objects.requireNonNull(role, "role");
    }
}
