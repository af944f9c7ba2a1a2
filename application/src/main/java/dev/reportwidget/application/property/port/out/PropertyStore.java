package dev.reportwidget.application.property.port.out;

import dev.reportwidget.application.property.port.in.PropertyMember;
import dev.reportwidget.domain.account.UserId;
import dev.reportwidget.domain.property.Membership;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyDraft;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.property.Role;
import java.util.List;
import java.util.Optional;

/** Outbound port: properties and memberships. */
public interface PropertyStore {

    Optional<Membership> membership(UserId user, PropertyId property);

    /** Every membership of the user, oldest property first. */
    List<Membership> memberships(UserId user);

    Membership create(UserId owner, PropertyDraft draft);

    /** Renames a property and sets its time zone and language; empty when there is no such property. */
    Optional<Property> update(PropertyId property, PropertyDraft draft);

    /** Adds a member; answers false when the user is a member already. */
    boolean addMember(PropertyId property, UserId user, Role role);

    /** Removes a member; answers false when the user was none. */
    boolean removeMember(PropertyId property, UserId user);

    /** Changes a member's role; answers false when the user is no member. */
    boolean changeRole(PropertyId property, UserId user, Role role);

    /** Every member of the property, in no particular order. */
    List<PropertyMember> members(PropertyId property);

    /** Counts the owners, locking the property's memberships until the transaction ends. */
    long lockAndCountOwners(PropertyId property);

    Optional<UserId> userByEmail(String email);
}
