package dev.reportwidget.domain.account;

import dev.reportwidget.domain.property.PropertyId;
import java.util.Objects;

/** A signed-in person; every user owns exactly one personal property, created with the user. */
public record User(UserId id, String email, String name, PropertyId personalPropertyId) {
    public User {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(personalPropertyId, "personalPropertyId");
    }
}
