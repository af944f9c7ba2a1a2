package dev.reportwidget.domain.account;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.domain.property.PropertyId;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class SessionTest {

    private static final User ANN = new User(new UserId(1), "ann@example.test", "Ann", new PropertyId(1));
    private static final Instant OPENED = Instant.parse("2026-01-05T09:00:00Z");
    private static final Duration IDLE = Duration.ofMinutes(30);
    private static final Duration LIFETIME = Duration.ofHours(8);

    private final Session session = Session.start(ANN, "csrf", OPENED, LIFETIME);

    @Test
    void aNewSessionWasSeenWhenItOpenedAndEndsAfterItsLifetime() {
        assertEquals(OPENED, session.lastSeenAt());
        assertEquals(OPENED.plus(LIFETIME), session.expiresAt());
    }

    @Test
    void itEndsWhenUnseenForTheIdleTimeout() {
        assertTrue(session.openAt(OPENED.plus(IDLE).minusSeconds(1), IDLE));
        assertFalse(session.openAt(OPENED.plus(IDLE), IDLE));
    }

    @Test
    void beingSeenKeepsItOpenButNeverPastItsLifetime() {
        Session busy = session;
        for (Instant now = OPENED; now.isBefore(OPENED.plus(LIFETIME)); now = now.plus(Duration.ofMinutes(20))) {
            assertTrue(busy.openAt(now, IDLE), "open at " + now);
            busy = busy.seenAt(now);
        }
        assertFalse(busy.openAt(OPENED.plus(LIFETIME), IDLE));
        assertTrue(busy.openAt(OPENED.plus(LIFETIME).minusSeconds(1), IDLE));
    }

    @Test
    void aLastSeenTimeUnderAMinuteOldIsNotWorthWriting() {
        assertFalse(session.seenLongAgo(OPENED.plusSeconds(59)));
        assertTrue(session.seenLongAgo(OPENED.plus(Session.SEEN_PRECISION)));
    }

    @Test
    void theCsrfTokenStaysOutOfItsText() {
        assertFalse(Session.start(ANN, "secret-form-token", OPENED, LIFETIME)
                .toString()
                .contains("secret-form-token"));
    }
}
