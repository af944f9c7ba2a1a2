package dev.reportwidget.application.property;

import dev.reportwidget.domain.account.User;
import dev.reportwidget.domain.account.UserId;
import dev.reportwidget.domain.property.Membership;
import dev.reportwidget.domain.property.PropertyDraft;
import dev.reportwidget.domain.property.Role;

/** Property management for the application UI: create properties, add and remove members. */
public interface ManagePropertiesUseCase {

    record MemberAdded(UserId userId, String email, Role role) {}

    /** Creates a property owned by the caller. */
    Membership create(User caller, PropertyDraft draft);

    /** Needs {@code members.manage}; only an owner may grant the owner role. */
    MemberAdded addMember(PropertyContext context, String email, String role);

    /** Needs {@code members.manage}; only an owner may remove an owner; the last owner stays. */
    void removeMember(PropertyContext context, UserId member);
}
