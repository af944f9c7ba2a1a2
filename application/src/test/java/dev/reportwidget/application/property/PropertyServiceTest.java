package dev.reportwidget.application.property;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.application.property.port.in.PropertyMember;
import dev.reportwidget.application.support.InMemoryConsoleSessions;
import dev.reportwidget.domain.account.User;
import dev.reportwidget.domain.error.ConflictException;
import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.error.NotFoundException;
import dev.reportwidget.domain.error.PermissionDeniedException;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.property.Capability;
import dev.reportwidget.domain.property.Membership;
import dev.reportwidget.domain.property.PropertyDraft;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.property.PropertySelection;
import dev.reportwidget.domain.property.Role;
import java.util.List;
import org.junit.jupiter.api.Test;

class PropertyServiceTest {

    private final InMemoryProperties store = new InMemoryProperties();
    private final InMemoryConsoleSessions sessions = new InMemoryConsoleSessions();
    private final PropertyService service = new PropertyService(store, sessions);
    private final User alice = store.newUser("alice@example.com");
    private final User bob = store.newUser("bob@example.com");
    private final PropertyId shop = service.create(alice, PropertyDraft.of("Shop", "Europe/Berlin"))
            .property()
            .id();

    @Test
    void anAdminRenamesThePropertyAndSetsItsTimeZoneAndLanguageAnEditorMayNot() {
        store.addMember(shop, bob.id(), Role.ADMIN);
        PropertyContext asAdmin = service.enter(bob, new PropertySelection.Selected(shop));

        var renamed = service.update(asAdmin, PropertyDraft.of("Shop & Café", "America/New_York", "de-CH"));

        assertEquals("Shop & Café", renamed.name());
        assertEquals(java.time.ZoneId.of("America/New_York"), renamed.timezone());
        assertEquals(java.util.Locale.forLanguageTag("de-CH"), renamed.locale());
        assertEquals(
                renamed,
                service.enter(alice, new PropertySelection.Selected(shop)).property());

        store.changeRole(shop, bob.id(), Role.EDITOR);
        PropertyContext asEditor = service.enter(bob, new PropertySelection.Selected(shop));
        assertThrows(PermissionDeniedException.class, () -> service.update(asEditor, PropertyDraft.of("Mine", null)));
        assertEquals(
                "Shop & Café",
                service.enter(alice, new PropertySelection.Selected(shop))
                        .property()
                        .name());
    }

    @Test
    void aPersonalPropertyRenamedStaysPersonal() {
        PropertyContext own = service.enter(alice, new PropertySelection.Personal());
        var renamed = service.update(own, PropertyDraft.of("Alice's", null));
        assertTrue(renamed.personal());
        assertEquals("Alice's", renamed.name());
    }

    @Test
    void withoutSelectionTheCallerWorksInTheirPersonalProperty() {
        PropertyContext context = service.enter(alice, new PropertySelection.Personal());

        assertEquals(alice.personalPropertyId(), context.propertyId());
        assertEquals(Role.OWNER, context.role());
        assertEquals(alice.id(), context.userId());
    }

    @Test
    void aSelectedPropertyIsEnteredWithTheCallersRoleThere() {
        store.addMember(shop, bob.id(), Role.VIEWER);

        PropertyContext context = service.enter(bob, new PropertySelection.Selected(shop));

        assertEquals(shop, context.propertyId());
        assertEquals("Shop", context.property().name());
        assertEquals(Role.VIEWER, context.role());
    }

    @Test
    void aPropertyTheCallerIsNoMemberOfIsRefusedAndNeverFallsBackToTheirOwn() {
        for (PropertyId notMine : List.of(shop, new PropertyId(999))) {
            assertThrows(
                    PermissionDeniedException.class, () -> service.enter(bob, new PropertySelection.Selected(notMine)));
        }
    }

    @Test
    void aCapabilityTheRoleLacksIsRefusedByTheContext() {
        store.addMember(shop, bob.id(), Role.VIEWER);
        PropertyContext viewer = service.enter(bob, new PropertySelection.Selected(shop));

        viewer.require(Capability.RECORDS_READ);
        assertThrows(PermissionDeniedException.class, () -> viewer.require(Capability.RECORDS_WRITE));
        assertThrows(PermissionDeniedException.class, () -> viewer.require(Capability.WIDGETS_MANAGE));
    }

    @Test
    void theListingHoldsEveryPropertyOfTheCallerAndTheirPersonalOne() {
        var overview = service.list(alice);

        assertEquals(alice.personalPropertyId(), overview.personalPropertyId());
        assertEquals(
                List.of(alice.personalPropertyId(), shop),
                overview.memberships().stream().map(m -> m.property().id()).toList());
    }

    @Test
    void anOwnerAddsAMemberOnceByEmail() {
        PropertyContext owner = service.enter(alice, new PropertySelection.Selected(shop));

        var added = service.addMember(owner, "  Bob@Example.com ", "editor");

        assertEquals(bob.id(), added.userId());
        assertEquals(Role.EDITOR, store.roleOf(bob.id(), shop));
        assertThrows(ConflictException.class, () -> service.addMember(owner, "bob@example.com", "viewer"));
        assertEquals(Role.EDITOR, store.roleOf(bob.id(), shop));
    }

    @Test
    void anUnknownEmailAndAnUnknownRoleAreNamedTogether() {
        PropertyContext owner = service.enter(alice, new PropertySelection.Selected(shop));

        var refused = assertThrows(
                ValidationException.class, () -> service.addMember(owner, "nobody@example.com", "superuser"));

        assertEquals(
                List.of("email", "role"),
                refused.errors().stream().map(FieldError::field).toList());
    }

    @Test
    void onlyMemberManagersAddMembersAndOnlyOwnersGrantOwner() {
        User carol = store.newUser("carol@example.com");
        store.addMember(shop, bob.id(), Role.EDITOR);
        PropertyContext editor = service.enter(bob, new PropertySelection.Selected(shop));
        assertThrows(PermissionDeniedException.class, () -> service.addMember(editor, carol.email(), "viewer"));

        store.removeMember(shop, bob.id());
        store.addMember(shop, bob.id(), Role.ADMIN);
        PropertyContext admin = service.enter(bob, new PropertySelection.Selected(shop));
        assertThrows(PermissionDeniedException.class, () -> service.addMember(admin, carol.email(), "owner"));
        assertNull(store.roleOf(carol.id(), shop));
    }

    @Test
    void theLastOwnerStaysAndOnlyAnOwnerRemovesAnOwner() {
        PropertyContext owner = service.enter(alice, new PropertySelection.Selected(shop));
        assertThrows(ConflictException.class, () -> service.removeMember(owner, alice.id()));

        store.addMember(shop, bob.id(), Role.ADMIN);
        PropertyContext admin = service.enter(bob, new PropertySelection.Selected(shop));
        assertThrows(PermissionDeniedException.class, () -> service.removeMember(admin, alice.id()));
        assertEquals(Role.OWNER, store.roleOf(alice.id(), shop));

        service.removeMember(owner, bob.id());
        assertNull(store.roleOf(bob.id(), shop));
        assertThrows(NotFoundException.class, () -> service.removeMember(owner, bob.id()));
    }

    @Test
    void removingAMemberEndsTheirConsoleSessionsAndOnlyTheirs() {
        store.addMember(shop, bob.id(), Role.EDITOR);
        PropertyContext owner = service.enter(alice, new PropertySelection.Selected(shop));

        service.removeMember(owner, bob.id());

        assertEquals(List.of("deleteAllOf " + bob.id()), sessions.writes);
    }

    @Test
    void aRefusedRemovalEndsNoSession() {
        store.addMember(shop, bob.id(), Role.ADMIN);
        PropertyContext admin = service.enter(bob, new PropertySelection.Selected(shop));

        assertThrows(PermissionDeniedException.class, () -> service.removeMember(admin, alice.id()));

        assertEquals(List.of(), sessions.writes);
    }

    @Test
    void aCreatedPropertyIsOwnedByItsCreator() {
        Membership created = service.create(bob, PropertyDraft.of("Blog", "UTC"));

        assertEquals(Role.OWNER, created.role());
        assertEquals(Role.OWNER, store.roleOf(bob.id(), created.property().id()));
    }

    @Test
    void aRoleChangesUnderTheOwnerRulesOfAddingAndRemoving() {
        User carol = store.newUser("carol@example.com");
        store.addMember(shop, bob.id(), Role.ADMIN);
        store.addMember(shop, carol.id(), Role.VIEWER);
        PropertyContext owner = service.enter(alice, new PropertySelection.Selected(shop));
        PropertyContext admin = service.enter(bob, new PropertySelection.Selected(shop));

        PropertyMember changed = service.changeRole(admin, carol.id(), "editor");
        assertEquals(Role.EDITOR, changed.role());
        assertEquals("carol@example.com", changed.email());
        assertEquals(Role.EDITOR, store.roleOf(carol.id(), shop));

        assertThrows(PermissionDeniedException.class, () -> service.changeRole(admin, carol.id(), "owner"));
        assertThrows(PermissionDeniedException.class, () -> service.changeRole(admin, alice.id(), "admin"));
        ValidationException unknown =
                assertThrows(ValidationException.class, () -> service.changeRole(admin, carol.id(), "boss"));
        assertEquals("role", unknown.errors().get(0).field());
        assertThrows(
                NotFoundException.class,
                () -> service.changeRole(owner, new dev.reportwidget.domain.account.UserId(999), "viewer"));
        assertThrows(ConflictException.class, () -> service.changeRole(owner, alice.id(), "admin"));
        assertEquals(Role.OWNER, store.roleOf(alice.id(), shop));

        service.changeRole(owner, carol.id(), "owner");
        service.changeRole(owner, alice.id(), "viewer");
        assertEquals(Role.VIEWER, store.roleOf(alice.id(), shop));

        PropertyContext newOwner = service.enter(carol, new PropertySelection.Selected(shop));
        assertThrows(
                PermissionDeniedException.class,
                () -> service.members(service.enter(alice, new PropertySelection.Selected(shop))));
        assertEquals(
                List.of("carol@example.com", "bob@example.com", "alice@example.com"),
                service.members(newOwner).stream().map(PropertyMember::email).toList());
    }
}
