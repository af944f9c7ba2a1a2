package dev.reportwidget.application.property;

import dev.reportwidget.application.property.port.in.PropertyMember;
import dev.reportwidget.application.property.port.out.PropertyStore;
import dev.reportwidget.domain.account.User;
import dev.reportwidget.domain.account.UserId;
import dev.reportwidget.domain.property.Membership;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyDraft;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.property.Role;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Properties, users and memberships in memory. */
final class InMemoryProperties implements PropertyStore {

    private final Map<PropertyId, Property> properties = new LinkedHashMap<>();
    private final Map<PropertyId, Map<UserId, Role>> members = new HashMap<>();
    private final Map<String, UserId> emails = new HashMap<>();
    private long lastProperty;
    private long lastUser;

    /** A new user with a personal property they own. */
    User newUser(String email) {
        var id = new UserId(++lastUser);
        emails.put(email, id);
        Membership personal = store(id, "Personal", true, java.time.ZoneOffset.UTC);
        return new User(id, email, email, personal.property().id());
    }

    Role roleOf(UserId user, PropertyId property) {
        return members.getOrDefault(property, Map.of()).get(user);
    }

    @Override
    public Optional<Membership> membership(UserId user, PropertyId property) {
        return Optional.ofNullable(roleOf(user, property)).map(role -> new Membership(properties.get(property), role));
    }

    @Override
    public List<Membership> memberships(UserId user) {
        List<Membership> all = new ArrayList<>();
        properties.keySet().forEach(id -> membership(user, id).ifPresent(all::add));
        return all;
    }

    @Override
    public Membership create(UserId owner, PropertyDraft draft) {
        return store(owner, draft.name(), false, draft.timezone(), draft.locale());
    }

    @Override
    public Optional<Property> update(PropertyId id, PropertyDraft draft) {
        return Optional.ofNullable(properties.computeIfPresent(
                id, (key, old) -> new Property(id, draft.name(), old.personal(), draft.timezone(), draft.locale())));
    }

    private Membership store(UserId owner, String name, boolean personal, java.time.ZoneId zone) {
        return store(owner, name, personal, zone, Property.DEFAULT_LOCALE);
    }

    private Membership store(
            UserId owner, String name, boolean personal, java.time.ZoneId zone, java.util.Locale locale) {
        var property = new Property(new PropertyId(++lastProperty), name, personal, zone, locale);
        properties.put(property.id(), property);
        members.put(property.id(), new LinkedHashMap<>(Map.of(owner, Role.OWNER)));
        return new Membership(property, Role.OWNER);
    }

    @Override
    public boolean addMember(PropertyId property, UserId user, Role role) {
        return members.get(property).putIfAbsent(user, role) == null;
    }

    @Override
    public boolean removeMember(PropertyId property, UserId user) {
        return members.get(property).remove(user) != null;
    }

    @Override
    public long lockAndCountOwners(PropertyId property) {
        return members.get(property).values().stream()
                .filter(r -> r == Role.OWNER)
                .count();
    }

    @Override
    public Optional<UserId> userByEmail(String email) {
        return Optional.ofNullable(emails.get(email));
    }

    @Override
    public boolean changeRole(PropertyId property, UserId user, Role role) {
        return members.get(property).replace(user, role) != null;
    }

    @Override
    public List<PropertyMember> members(PropertyId property) {
        List<PropertyMember> all = new ArrayList<>();
        members.get(property).forEach((user, role) -> all.add(new PropertyMember(user, emailOf(user), null, role)));
        return all;
    }

    private String emailOf(UserId user) {
        return emails.entrySet().stream()
                .filter(e -> e.getValue().equals(user))
                .map(Map.Entry::getKey)
                .findFirst()
                .orElse(null);
    }
}
