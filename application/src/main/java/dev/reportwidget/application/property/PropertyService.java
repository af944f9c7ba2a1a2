package dev.reportwidget.application.property;

import dev.reportwidget.application.account.port.out.ConsoleSessionStore;
import dev.reportwidget.application.property.port.in.EnterPropertyUseCase;
import dev.reportwidget.application.property.port.in.ListPropertiesUseCase;
import dev.reportwidget.application.property.port.in.ManagePropertiesUseCase;
import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.application.property.port.in.PropertyMember;
import dev.reportwidget.application.property.port.out.PropertyStore;
import dev.reportwidget.domain.account.SignUpDraft;
import dev.reportwidget.domain.account.User;
import dev.reportwidget.domain.account.UserId;
import dev.reportwidget.domain.error.ConflictException;
import dev.reportwidget.domain.error.NotFoundException;
import dev.reportwidget.domain.error.PermissionDeniedException;
import dev.reportwidget.domain.error.Violations;
import dev.reportwidget.domain.property.Capability;
import dev.reportwidget.domain.property.Membership;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyDraft;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.property.PropertySelection;
import dev.reportwidget.domain.property.Role;
import java.util.Comparator;
import java.util.List;

/** Property selection, listing and membership management. */
public final class PropertyService implements EnterPropertyUseCase, ListPropertiesUseCase, ManagePropertiesUseCase {

    private final PropertyStore store;
    private final ConsoleSessionStore sessions;

    public PropertyService(PropertyStore store, ConsoleSessionStore sessions) {
        this.store = store;
        this.sessions = sessions;
    }

    @Override
    public PropertyContext enter(User caller, PropertySelection selection) {
        PropertyId id =
                selection instanceof PropertySelection.Selected selected ? selected.id() : caller.personalPropertyId();
        Membership membership = store.membership(caller.id(), id)
                .orElseThrow(() -> new PermissionDeniedException("you are not a member of property " + id));
        return new PropertyContext(caller.id(), membership.property(), membership.role());
    }

    @Override
    public PropertyOverview list(User caller) {
        return new PropertyOverview(caller.personalPropertyId(), store.memberships(caller.id()));
    }

    @Override
    public Membership create(User caller, PropertyDraft draft) {
        return store.create(caller.id(), draft);
    }

    @Override
    public Property update(PropertyContext context, PropertyDraft draft) {
        context.require(Capability.MEMBERS_MANAGE);
        return store.update(context.propertyId(), draft)
                .orElseThrow(() -> new NotFoundException("property " + context.propertyId() + " not found"));
    }

    @Override
    public MemberAdded addMember(PropertyContext context, String email, String roleName) {
        context.require(Capability.MEMBERS_MANAGE);
        Role role = roleName == null ? null : Role.fromWireName(roleName).orElse(null);
        String normalised = SignUpDraft.normaliseEmail(email);
        UserId user = normalised == null || normalised.isEmpty() || Violations.hasNul(normalised)
                ? null
                : store.userByEmail(normalised).orElse(null);
        var violations = new Violations();
        violations.check(
                normalised == null || normalised.isEmpty(), "email", "Enter the e-mail address of their account.");
        violations.check(
                normalised != null && !normalised.isEmpty() && user == null,
                "email",
                "No account has this e-mail address: ask them to sign up first.");
        violations.check(role == null, "role", "Choose owner, admin, editor or viewer.");
        violations.throwIfAny();
        if (role == Role.OWNER && context.role() != Role.OWNER) {
            throw new PermissionDeniedException("only an owner may grant the owner role");
        }
        if (!store.addMember(context.propertyId(), user, role)) {
            throw new ConflictException("this user is a member of property " + context.propertyId() + " already");
        }
        return new MemberAdded(user, normalised, role);
    }

    @Override
    public void removeMember(PropertyContext context, UserId member) {
        context.require(Capability.MEMBERS_MANAGE);
        long owners = store.lockAndCountOwners(context.propertyId());
        Role role = store.membership(member, context.propertyId())
                .map(Membership::role)
                .orElseThrow(() ->
                        new NotFoundException("user " + member + " is no member of property " + context.propertyId()));
        if (role == Role.OWNER) {
            if (context.role() != Role.OWNER) {
                throw new PermissionDeniedException("only an owner may remove an owner");
            }
            if (owners <= 1) {
                throw new ConflictException("a property keeps at least one owner");
            }
        }
        store.removeMember(context.propertyId(), member);
        // the removed person's console sessions end with the membership
        // (docs/console.md#sign-in-and-sign-up)
        sessions.deleteAllOf(member);
    }

    @Override
    public List<PropertyMember> members(PropertyContext context) {
        context.require(Capability.MEMBERS_MANAGE);
        return store.members(context.propertyId()).stream()
                .sorted(Comparator.comparing((PropertyMember m) -> m.role().ordinal())
                        .thenComparing(m -> m.email() == null ? "" : m.email()))
                .toList();
    }

    @Override
    public PropertyMember changeRole(PropertyContext context, UserId member, String roleName) {
        context.require(Capability.MEMBERS_MANAGE);
        Role role = roleName == null ? null : Role.fromWireName(roleName).orElse(null);
        var violations = new Violations();
        violations.check(role == null, "role", "Choose owner, admin, editor or viewer.");
        violations.throwIfAny();
        long owners = store.lockAndCountOwners(context.propertyId());
        Role current = store.membership(member, context.propertyId())
                .map(Membership::role)
                .orElseThrow(() ->
                        new NotFoundException("user " + member + " is no member of property " + context.propertyId()));
        if ((role == Role.OWNER || current == Role.OWNER) && current != role && context.role() != Role.OWNER) {
            throw new PermissionDeniedException(
                    role == Role.OWNER
                            ? "only an owner may grant the owner role"
                            : "only an owner may change an owner's role");
        }
        if (current == Role.OWNER && role != Role.OWNER && owners <= 1) {
            throw new ConflictException("a property keeps at least one owner");
        }
        if (current != role) {
            store.changeRole(context.propertyId(), member, role);
        }
        return store.members(context.propertyId()).stream()
                .filter(m -> m.userId().equals(member))
                .findFirst()
                .orElseThrow();
    }
}
