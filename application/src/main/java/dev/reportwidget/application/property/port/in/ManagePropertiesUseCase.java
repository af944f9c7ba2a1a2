package dev.reportwidget.application.property.port.in;

import dev.reportwidget.domain.account.User;
import dev.reportwidget.domain.account.UserId;
import dev.reportwidget.domain.property.Membership;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyDraft;
import dev.reportwidget.domain.property.Role;
import java.util.List;

/**
 * Property management for the application UI: create, rename and set up properties; list, add,
 * change and remove members.
 */
public interface ManagePropertiesUseCase {

    record MemberAdded(UserId userId, String email, Role role) {}

    /** Creates a property owned by the caller. */
    Membership create(User caller, PropertyDraft draft);

    /**
     * Needs {@code members.manage}: renames the property of {@code context} and sets its time zone
     * (by which its days, and so every report's periods, are counted) and language. A personal
     * property stays personal.
     */
    Property update(PropertyContext context, PropertyDraft draft);

    /** Needs {@code members.manage}; only an owner may grant the owner role. */
    MemberAdded addMember(PropertyContext context, String email, String role);

    /**
     * Needs {@code members.manage}; only an owner may remove an owner; the last owner stays. The
     * removed person's console sessions end.
     */
    void removeMember(PropertyContext context, UserId member);

    /** Needs {@code members.manage}: the property's members, owners first, then by e-mail. */
    List<PropertyMember> members(PropertyContext context);

    /**
     * Needs {@code members.manage}. The owner rules of adding and removing hold here too: only an
     * owner may grant the owner role or change an owner's role, and the last owner stays one.
     *
     * @throws dev.reportwidget.domain.error.ValidationException for an unknown role
     * @throws dev.reportwidget.domain.error.NotFoundException when the user is no member
     * @throws dev.reportwidget.domain.error.ConflictException when it would leave the property without an owner
     */
    PropertyMember changeRole(PropertyContext context, UserId member, String role);
}
