package dev.reportwidget.application.property.port.in;

import dev.reportwidget.domain.account.UserId;
import dev.reportwidget.domain.property.Role;
import java.util.Objects;

/** One member of a property as its managers see them: who, and with which role. */
public record PropertyMember(UserId userId, String email, String name, Role role) {
    public PropertyMember {
        Objects.requireNonNull(userId, "userId");
        Objects.requireNonNull(role, "role");
    }
}
