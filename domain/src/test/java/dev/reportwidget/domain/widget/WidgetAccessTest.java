package dev.reportwidget.domain.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.integration.SecretKind;
import dev.reportwidget.domain.report.ReportId;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

class WidgetAccessTest {

    private static final PublicId FIRST = id("3f2b8c1e-5a4d-4e6f-9a7b-1c2d3e4f5a6b");
    private static final PublicId SECOND = id("0d9e8f7a-6b5c-4d3e-8f1a-2b3c4d5e6f70");
    private static final PublicId THIRD = id("b1c2d3e4-f5a6-4b7c-a8d9-e0f1a2b3c4d5");

    /** Hands out known IDs in order and counts how many were drawn. */
    private static final class KnownIds implements Supplier<PublicId> {
        private final Deque<PublicId> remaining;
        private int drawn;

        KnownIds(PublicId... ids) {
            this.remaining = new ArrayDeque<>(List.of(ids));
        }

        @Override
        public PublicId get() {
            PublicId next = remaining.poll();
            if (next == null) {
                throw new AssertionError("more public IDs drawn than the test expected");
            }
            drawn++;
            return next;
        }

        int drawn() {
            return drawn;
        }
    }

    private static final Instant NOW = Instant.parse("2026-11-24T10:00:00Z");

    private static final WidgetViewer BACKEND = new WidgetViewer.Backend(
            new Secret(SecretKind.SERVICE_TOKEN, SecretKind.SERVICE_TOKEN.prefix() + "A".repeat(43)), new ReportId(1));

    private static PublicId id(String uuid) {
        return new PublicId(UUID.fromString(uuid));
    }

    private static WidgetAccess stateIn(AccessMode mode) {
        switch (mode) {
            case DISABLED:
                return new WidgetAccess.Disabled();
            case AUTHENTICATED:
                return new WidgetAccess.Authenticated();
            case PUBLIC:
                return new WidgetAccess.Public(FIRST);
            default:
                throw new AssertionError(mode);
        }
    }

    @Test
    void initialStateIsDisabledWithoutPublicId() {
        assertInstanceOf(WidgetAccess.Disabled.class, WidgetAccess.INITIAL);
        assertEquals(AccessMode.DISABLED, WidgetAccess.INITIAL.mode());
        assertEquals(Optional.empty(), WidgetAccess.INITIAL.publicId());
    }

    @ParameterizedTest
    @EnumSource(AccessMode.class)
    void changingToTheCurrentModeReturnsTheSameStateAndDrawsNoId(AccessMode mode) {
        WidgetAccess current = stateIn(mode);
        KnownIds ids = new KnownIds(SECOND);

        WidgetAccess next = current.changeTo(mode, Optional.empty(), ids, NOW);

        assertSame(current, next);
        assertEquals(current.publicId(), next.publicId());
        assertEquals(0, ids.drawn());
    }

    @Test
    void publicKeepsItsIdWhenPublicIsRequestedAgain() {
        WidgetAccess next =
                new WidgetAccess.Public(FIRST).changeTo(AccessMode.PUBLIC, Optional.empty(), new KnownIds(SECOND), NOW);

        assertEquals(Optional.of(FIRST), next.publicId());
    }

    @Test
    void disabledToAuthenticated() {
        KnownIds ids = new KnownIds(SECOND);
        WidgetAccess next = new WidgetAccess.Disabled().changeTo(AccessMode.AUTHENTICATED, Optional.empty(), ids, NOW);

        assertInstanceOf(WidgetAccess.Authenticated.class, next);
        assertEquals(AccessMode.AUTHENTICATED, next.mode());
        assertEquals(Optional.empty(), next.publicId());
        assertEquals(0, ids.drawn());
    }

    @Test
    void authenticatedToDisabled() {
        KnownIds ids = new KnownIds(SECOND);
        WidgetAccess next = new WidgetAccess.Authenticated().changeTo(AccessMode.DISABLED, Optional.empty(), ids, NOW);

        assertInstanceOf(WidgetAccess.Disabled.class, next);
        assertEquals(AccessMode.DISABLED, next.mode());
        assertEquals(Optional.empty(), next.publicId());
        assertEquals(0, ids.drawn());
    }

    @ParameterizedTest
    @EnumSource(
            value = AccessMode.class,
            names = {"DISABLED", "AUTHENTICATED"})
    void enteringPublicDrawsANewId(AccessMode from) {
        KnownIds ids = new KnownIds(SECOND);

        WidgetAccess next = stateIn(from).changeTo(AccessMode.PUBLIC, Optional.empty(), ids, NOW);

        assertInstanceOf(WidgetAccess.Public.class, next);
        assertEquals(AccessMode.PUBLIC, next.mode());
        assertEquals(Optional.of(SECOND), next.publicId());
        assertEquals(1, ids.drawn());
    }

    @ParameterizedTest
    @EnumSource(
            value = AccessMode.class,
            names = {"DISABLED", "AUTHENTICATED"})
    void leavingPublicDropsTheId(AccessMode to) {
        KnownIds ids = new KnownIds(SECOND);

        WidgetAccess next = new WidgetAccess.Public(FIRST).changeTo(to, Optional.empty(), ids, NOW);

        assertEquals(to, next.mode());
        assertEquals(Optional.empty(), next.publicId());
        assertEquals(0, ids.drawn());
    }

    @ParameterizedTest
    @EnumSource(
            value = AccessMode.class,
            names = {"DISABLED", "AUTHENTICATED"})
    void comingBackToPublicGetsAFreshId(AccessMode via) {
        KnownIds ids = new KnownIds(FIRST, SECOND);

        WidgetAccess firstPublic = WidgetAccess.INITIAL.changeTo(AccessMode.PUBLIC, Optional.empty(), ids, NOW);
        WidgetAccess away = firstPublic.changeTo(via, Optional.empty(), ids, NOW);
        WidgetAccess backAgain = away.changeTo(AccessMode.PUBLIC, Optional.empty(), ids, NOW);

        assertEquals(Optional.of(FIRST), firstPublic.publicId());
        assertEquals(Optional.empty(), away.publicId());
        assertEquals(Optional.of(SECOND), backAgain.publicId());
        assertNotEquals(firstPublic.publicId(), backAgain.publicId());
        assertEquals(2, ids.drawn());
    }

    @Test
    void rotatingAPublicWidgetReplacesItsId() {
        WidgetAccess.Public current = new WidgetAccess.Public(FIRST);
        KnownIds ids = new KnownIds(SECOND, THIRD);

        WidgetAccess.Public rotated = current.rotate(ids, NOW);
        WidgetAccess.Public rotatedAgain = rotated.rotate(ids, NOW);

        assertEquals(AccessMode.PUBLIC, rotated.mode());
        assertEquals(SECOND, rotated.id());
        assertNotEquals(FIRST, rotated.id());
        assertEquals(THIRD, rotatedAgain.id());
        assertEquals(FIRST, current.id(), "a state is a value: rotating returns a new one");
    }

    @Test
    void rotatingToTheSameIdIsRefused() {
        WidgetAccess.Public current = new WidgetAccess.Public(FIRST);

        assertThrows(IllegalStateException.class, () -> current.rotate(new KnownIds(FIRST), NOW));
    }

    @Test
    void onlyThePublicStateCanRotate() {
        for (Class<?> state : WidgetAccess.class.getPermittedSubclasses()) {
            boolean rotates = java.util.Arrays.stream(state.getMethods())
                    .anyMatch(m -> m.getName().equals("rotate"));
            assertEquals(state == WidgetAccess.Public.class, rotates, state.getSimpleName() + " rotate");
        }
    }

    @Test
    void nobodyLoadsADisabledWidget() {
        WidgetAccess disabled = new WidgetAccess.Disabled();

        assertFalse(disabled.admits(BACKEND, NOW));
        assertFalse(disabled.admits(new WidgetViewer.PublicLink(FIRST), NOW));
    }

    @Test
    void anAuthenticatedWidgetAdmitsBackendsOnly() {
        WidgetAccess authenticated = new WidgetAccess.Authenticated();

        assertTrue(authenticated.admits(BACKEND, NOW));
        assertFalse(authenticated.admits(new WidgetViewer.PublicLink(FIRST), NOW));
    }

    @Test
    void aPublicWidgetAdmitsBackendsAndItsCurrentLinkOnly() {
        WidgetAccess.Public current = new WidgetAccess.Public(FIRST);
        WidgetAccess.Public rotated = current.rotate(new KnownIds(SECOND), NOW);

        assertTrue(current.admits(BACKEND, NOW));
        assertTrue(current.admits(new WidgetViewer.PublicLink(FIRST), NOW));
        assertFalse(current.admits(new WidgetViewer.PublicLink(SECOND), NOW));
        assertTrue(rotated.admits(new WidgetViewer.PublicLink(SECOND), NOW));
        assertFalse(rotated.admits(new WidgetViewer.PublicLink(FIRST), NOW), "a rotated-away link is refused");
        assertTrue(rotated.admits(BACKEND, NOW));
    }

    @Test
    void onlyPublicHasAPublicId() {
        assertEquals(Optional.empty(), new WidgetAccess.Disabled().publicId());
        assertEquals(Optional.empty(), new WidgetAccess.Authenticated().publicId());
        assertEquals(Optional.of(FIRST), new WidgetAccess.Public(FIRST).publicId());
    }

    @Test
    void wireNamesMapToModes() {
        assertEquals(AccessMode.DISABLED, AccessMode.fromWireName("disabled"));
        assertEquals(AccessMode.AUTHENTICATED, AccessMode.fromWireName("authenticated"));
        assertEquals(AccessMode.PUBLIC, AccessMode.fromWireName("public"));
    }

    @ParameterizedTest
    @EnumSource(AccessMode.class)
    void wireNameRoundTrips(AccessMode mode) {
        assertEquals(mode, AccessMode.fromWireName(mode.wireName()));
    }

    @ParameterizedTest
    @NullSource
    @ValueSource(strings = {"PUBLIC", "Public", "", "bogus", " public", "public "})
    void unsupportedWireNamesAreInvalidRequests(String wireName) {
        assertThrows(InvalidRequestException.class, () -> AccessMode.fromWireName(wireName));
    }

    @Test
    void anExpiringLinkIsAdmittedUntilItsExpiryAndNotFromIt() {
        Instant expiry = NOW.plusSeconds(60);
        WidgetAccess.Public expiring = new WidgetAccess.Public(FIRST, Optional.of(expiry));
        WidgetViewer link = new WidgetViewer.PublicLink(FIRST);

        assertTrue(expiring.admits(link, expiry.minusNanos(1)));
        assertFalse(expiring.expired(expiry.minusNanos(1)));
        assertFalse(expiring.admits(link, expiry), "the expiry instant itself is past the link's life");
        assertTrue(expiring.expired(expiry));
        assertFalse(expiring.admits(link, expiry.plusSeconds(1)));
        assertTrue(expiring.admits(BACKEND, expiry.plusSeconds(1)), "the expiry is the public link's only");
    }

    @Test
    void askingForPublicAgainKeepsALiveLinkAndReplacesAnExpiredOne() {
        Instant expiry = NOW.plusSeconds(60);
        WidgetAccess.Public live = new WidgetAccess.Public(FIRST, Optional.of(expiry));

        WidgetAccess kept = live.changeTo(AccessMode.PUBLIC, Optional.of(expiry), new KnownIds(SECOND), NOW);
        WidgetAccess extended =
                live.changeTo(AccessMode.PUBLIC, Optional.of(expiry.plusSeconds(60)), new KnownIds(SECOND), NOW);
        WidgetAccess fresh = live.changeTo(AccessMode.PUBLIC, Optional.empty(), new KnownIds(SECOND), expiry);

        assertSame(live, kept);
        assertEquals(Optional.of(FIRST), extended.publicId());
        assertEquals(Optional.of(expiry.plusSeconds(60)), ((WidgetAccess.Public) extended).expiresAt());
        assertEquals(Optional.of(SECOND), fresh.publicId(), "an expired link is replaced by a fresh one");
        assertTrue(fresh.admits(new WidgetViewer.PublicLink(SECOND), expiry));
    }

    @Test
    void rotatingKeepsAnExpiryAheadAndDropsOnePast() {
        Instant expiry = NOW.plusSeconds(60);
        WidgetAccess.Public expiring = new WidgetAccess.Public(FIRST, Optional.of(expiry));

        assertEquals(
                Optional.of(expiry), expiring.rotate(new KnownIds(SECOND), NOW).expiresAt());
        WidgetAccess.Public afterExpiry = expiring.rotate(new KnownIds(SECOND), expiry);
        assertEquals(Optional.empty(), afterExpiry.expiresAt());
        assertTrue(afterExpiry.admits(new WidgetViewer.PublicLink(SECOND), expiry.plusSeconds(3600)));
    }
}
