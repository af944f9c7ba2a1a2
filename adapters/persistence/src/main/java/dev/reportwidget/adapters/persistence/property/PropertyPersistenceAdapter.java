package dev.reportwidget.adapters.persistence.property;

import dev.reportwidget.adapters.persistence.account.UserEntity;
import dev.reportwidget.adapters.persistence.account.UserRepository;
import dev.reportwidget.application.property.port.in.PropertyMember;
import dev.reportwidget.application.property.port.out.PropertyStore;
import dev.reportwidget.domain.account.UserId;
import dev.reportwidget.domain.property.Membership;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyDraft;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.property.Role;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/** Properties and memberships in PostgreSQL. */
@ApplicationScoped
public class PropertyPersistenceAdapter implements PropertyStore {

    private final PropertyRepository properties;
    private final MembershipRepository memberships;
    private final UserRepository users;

    PropertyPersistenceAdapter(PropertyRepository properties, MembershipRepository memberships, UserRepository users) {
        this.properties = properties;
        this.memberships = memberships;
        this.users = users;
    }

    @Override
    public Optional<Membership> membership(UserId user, PropertyId property) {
        return memberships.find(user.value(), property.value()).map(PropertyPersistenceAdapter::toDomain);
    }

    @Override
    public List<Membership> memberships(UserId user) {
        return memberships.ofUser(user.value()).stream()
                .map(PropertyPersistenceAdapter::toDomain)
                .toList();
    }

    @Override
    public Membership create(UserId owner, PropertyDraft draft) {
        PropertyEntity property = PropertyEntity.of(draft.name(), draft.timezone(), false);
        property.locale = draft.locale().toLanguageTag();
        property.retentionDays = draft.retention().wireDays();
        properties.persist(property);
        return toDomain(join(property, owner.value(), Role.OWNER));
    }

    @Override
    public Optional<Property> update(PropertyId property, PropertyDraft draft) {
        PropertyEntity entity = properties.findById(property.value(), LockModeType.PESSIMISTIC_WRITE);
        if (entity == null) {
            return Optional.empty();
        }
        entity.name = draft.name();
        entity.timezone = draft.timezone().getId();
        entity.locale = draft.locale().toLanguageTag();
        entity.retentionDays = draft.retention().wireDays();
        return Optional.of(entity.toDomain());
    }

    /** Adds a membership row; also used when a user and their personal property are created. */
    public MembershipEntity join(PropertyEntity property, long userId, Role role) {
        var membership = new MembershipEntity();
        membership.property = property;
        membership.userId = userId;
        membership.role = role.wireName();
        membership.createdAt = Instant.now();
        memberships.persist(membership);
        return membership;
    }

    @Override
    public boolean addMember(PropertyId property, UserId user, Role role) {
        PropertyEntity entity = properties.findById(property.value(), LockModeType.PESSIMISTIC_WRITE);
        if (entity == null || memberships.find(user.value(), property.value()).isPresent()) {
            return false;
        }
        join(entity, user.value(), role);
        return true;
    }

    @Override
    public boolean removeMember(PropertyId property, UserId user) {
        return memberships.delete("property.id = ?1 and userId = ?2", property.value(), user.value()) > 0;
    }

    @Override
    public boolean changeRole(PropertyId property, UserId user, Role role) {
        // the managed row, so that this transaction reads the new role back
        return memberships
                .find(user.value(), property.value())
                .map(membership -> {
                    membership.role = role.wireName();
                    return true;
                })
                .orElse(false);
    }

    @Override
    public List<PropertyMember> members(PropertyId property) {
        List<MembershipEntity> rows = memberships.ofProperty(property.value());
        Map<Long, UserEntity> people = users
                .list("id in ?1", rows.stream().map(m -> m.userId).toList())
                .stream()
                .collect(Collectors.toMap(u -> u.id, Function.identity()));
        return rows.stream()
                .map(m -> {
                    UserEntity person = people.get(m.userId);
                    return new PropertyMember(
                            new UserId(m.userId),
                            person == null ? null : person.email,
                            person == null ? null : person.name,
                            Role.fromWireName(m.role).orElseThrow());
                })
                .toList();
    }

    @Override
    public long lockAndCountOwners(PropertyId property) {
        properties.findById(property.value(), LockModeType.PESSIMISTIC_WRITE);
        return memberships.countOwners(property.value());
    }

    @Override
    public Optional<UserId> userByEmail(String email) {
        return users.findBuiltInByEmail(email)
                .or(() -> users.find("email", email).firstResultOptional())
                .map(u -> new UserId(u.id));
    }

    static Membership toDomain(MembershipEntity entity) {
        return new Membership(
                entity.property.toDomain(), Role.fromWireName(entity.role).orElseThrow());
    }
}
