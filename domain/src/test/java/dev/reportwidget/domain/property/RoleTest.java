package dev.reportwidget.domain.property;

import static dev.reportwidget.domain.property.Capability.INTEGRATIONS_MANAGE;
import static dev.reportwidget.domain.property.Capability.MEMBERS_MANAGE;
import static dev.reportwidget.domain.property.Capability.RECORDS_READ;
import static dev.reportwidget.domain.property.Capability.RECORDS_WRITE;
import static dev.reportwidget.domain.property.Capability.REPORTS_READ;
import static dev.reportwidget.domain.property.Capability.REPORTS_WRITE;
import static dev.reportwidget.domain.property.Capability.WIDGETS_MANAGE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

class RoleTest {

    @Test
    void ownerMayDoEverythingIncludingIntegrations() {
        assertEquals(
                EnumSet.of(
                        RECORDS_READ,
                        RECORDS_WRITE,
                        REPORTS_READ,
                        REPORTS_WRITE,
                        WIDGETS_MANAGE,
                        MEMBERS_MANAGE,
                        INTEGRATIONS_MANAGE),
                Role.OWNER.capabilities());
    }

    @Test
    void adminMayManageMembersButNotIntegrations() {
        assertEquals(
                EnumSet.of(RECORDS_READ, RECORDS_WRITE, REPORTS_READ, REPORTS_WRITE, WIDGETS_MANAGE, MEMBERS_MANAGE),
                Role.ADMIN.capabilities());
    }

    @Test
    void editorMayWriteAndManageWidgets() {
        assertEquals(
                EnumSet.of(RECORDS_READ, RECORDS_WRITE, REPORTS_READ, REPORTS_WRITE, WIDGETS_MANAGE),
                Role.EDITOR.capabilities());
    }

    @Test
    void viewerMayOnlyRead() {
        assertEquals(EnumSet.of(RECORDS_READ, REPORTS_READ), Role.VIEWER.capabilities());
    }

    @Test
    void onlyOwnerManagesIntegrations() {
        List<Role> integrators = Arrays.stream(Role.values())
                .filter(r -> r.allows(INTEGRATIONS_MANAGE))
                .collect(Collectors.toList());

        assertEquals(List.of(Role.OWNER), integrators);
    }

    /** The names the API answers and documents (docs/api.md#properties-and-roles). */
    @Test
    void capabilityWireNamesAreThoseTheApiDocuments() {
        Set<String> wireNames =
                Arrays.stream(Capability.values()).map(Capability::wireName).collect(Collectors.toSet());

        assertEquals(
                Set.of(
                        "records.read",
                        "records.write",
                        "reports.read",
                        "reports.write",
                        "widgets.manage",
                        "members.manage",
                        "integrations.manage"),
                wireNames);
    }

    @ParameterizedTest
    @EnumSource(Role.class)
    void allowsAgreesWithCapabilities(Role role) {
        for (Capability capability : Capability.values()) {
            assertEquals(role.capabilities().contains(capability), role.allows(capability), role + " / " + capability);
        }
    }

    @ParameterizedTest
    @EnumSource(Role.class)
    void capabilitiesCannotBeChangedFromOutside(Role role) {
        assertThrows(
                UnsupportedOperationException.class, () -> role.capabilities().add(INTEGRATIONS_MANAGE));
        assertThrows(
                UnsupportedOperationException.class, () -> role.capabilities().clear());
    }

    @Test
    void wireNamesAreLowerCase() {
        assertEquals("owner", Role.OWNER.wireName());
        assertEquals("admin", Role.ADMIN.wireName());
        assertEquals("editor", Role.EDITOR.wireName());
        assertEquals("viewer", Role.VIEWER.wireName());
    }

    @ParameterizedTest
    @EnumSource(Role.class)
    void wireNameRoundTrips(Role role) {
        assertEquals(Optional.of(role), Role.fromWireName(role.wireName()));
    }

    @ParameterizedTest
    @NullSource
    @ValueSource(strings = {"Owner", "OWNER", "root", "", " owner"})
    void unknownWireNamesAreNoRole(String wireName) {
        assertEquals(Optional.empty(), Role.fromWireName(wireName));
    }

    @Test
    void viewerCannotWrite() {
        assertFalse(Role.VIEWER.allows(RECORDS_WRITE));
        assertFalse(Role.VIEWER.allows(REPORTS_WRITE));
        assertFalse(Role.VIEWER.allows(WIDGETS_MANAGE));
        assertTrue(Role.VIEWER.allows(REPORTS_READ));
    }
}
