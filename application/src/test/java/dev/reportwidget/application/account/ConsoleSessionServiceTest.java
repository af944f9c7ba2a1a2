package dev.reportwidget.application.account;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.application.account.port.in.ConsoleSessionUseCase;
import dev.reportwidget.application.account.port.out.SignInAttempts;
import dev.reportwidget.application.support.InMemoryConsoleSessions;
import dev.reportwidget.domain.account.Session;
import dev.reportwidget.domain.account.User;
import dev.reportwidget.domain.account.UserId;
import dev.reportwidget.domain.error.AuthenticationException;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.integration.SecretGenerator;
import dev.reportwidget.domain.integration.SecretKind;
import dev.reportwidget.domain.property.PropertyId;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ConsoleSessionServiceTest {

    private static final Duration IDLE = Duration.ofMinutes(30);
    private static final Duration LIFETIME = Duration.ofHours(8);
    private static final User ANN = new User(new UserId(1), "ann@example.test", "Ann", new PropertyId(1));
    private static final User BOB = new User(new UserId(2), "bob@example.test", "Bob", new PropertyId(2));

    private final MovableClock clock = new MovableClock(Instant.parse("2026-01-05T09:00:00Z"));
    private final InMemoryConsoleSessions store = new InMemoryConsoleSessions();
    /** The client addresses whose attempts were counted. */
    private final List<String> attempts = new ArrayList<>();

    private final ConsoleSessionService sessions = new ConsoleSessionService(
            (email, password) -> {
                if (!"right password".equals(password)) {
                    throw new AuthenticationException("wrong e-mail or password");
                }
                return email.equals(BOB.email()) ? BOB : ANN;
            },
            new SignInAttempts() {
                @Override
                public void admitAttempt(String peer, String forwardedFor) {
                    attempts.add(peer + " " + forwardedFor);
                }

                @Override
                public void admitAccount(String email) {}

                @Override
                public void recordFailure(String email) {}
            },
            store,
            new SecretGenerator(new SecureRandom()),
            clock,
            IDLE,
            LIFETIME);

    @Test
    void anOpenedSessionHasAnOpaqueIdOfWhichOnlyTheHashIsStored() {
        ConsoleSessionUseCase.Opened opened = sessions.open(ANN.email(), "right password");

        assertTrue(opened.id().startsWith("rwcs_") && opened.id().length() == 48, "prefix and 256 bits");
        Secret id = Secret.parse(SecretKind.CONSOLE_SESSION, opened.id()).orElseThrow();
        assertEquals(List.of(id.hash()), store.keys());
        assertFalse(store.keys().get(0).hex().contains(opened.id()));
        assertEquals(ANN, sessions.resume(opened.id()).orElseThrow().user());
        assertFalse(opened.toString().contains(opened.id()), "the ID stays out of logs");
    }

    @Test
    void wrongCredentialsOpenNoSession() {
        assertThrows(AuthenticationException.class, () -> sessions.open(ANN.email(), "wrong password"));
        assertTrue(store.keys().isEmpty());
    }

    @Test
    void eachSessionHasItsOwnIdAndCsrfToken() {
        var first = sessions.open(ANN.email(), "right password");
        var second = sessions.open(ANN.email(), "right password");

        assertNotEquals(first.id(), second.id());
        assertNotEquals(first.session().csrfToken(), second.session().csrfToken());
        assertEquals(
                first.session().csrfToken(),
                sessions.resume(first.id()).orElseThrow().csrfToken());
    }

    @Test
    void anythingButTheIdOfAnOpenSessionResumesNothing() {
        var opened = sessions.open(ANN.email(), "right password");
        String unknown = new SecretGenerator(new SecureRandom())
                .next(SecretKind.CONSOLE_SESSION)
                .value();

        for (String id : new String[] {
            null,
            "",
            unknown,
            opened.id() + "x",
            opened.id().substring(5),
            "rwst_" + opened.id().substring(5),
            opened.session().csrfToken()
        }) {
            assertEquals(Optional.empty(), sessions.resume(id), String.valueOf(id));
        }
    }

    @Test
    void signOutEndsTheSessionAtOnce() {
        var opened = sessions.open(ANN.email(), "right password");
        var other = sessions.open(ANN.email(), "right password");

        sessions.close(opened.id());

        assertEquals(Optional.empty(), sessions.resume(opened.id()));
        assertTrue(sessions.resume(other.id()).isPresent(), "another session of the person stays");
    }

    @Test
    void aSessionUnseenForTheIdleTimeoutHasEndedAndIsDeleted() {
        var opened = sessions.open(ANN.email(), "right password");
        clock.advance(IDLE.minusSeconds(1));
        assertTrue(sessions.resume(opened.id()).isPresent());

        clock.advance(IDLE);

        assertEquals(Optional.empty(), sessions.resume(opened.id()));
        assertTrue(store.keys().isEmpty());
    }

    @Test
    void aBusySessionStillEndsAfterItsLifetime() {
        var opened = sessions.open(ANN.email(), "right password");
        Instant end = clock.instant().plus(LIFETIME);
        while (clock.instant().plus(IDLE.dividedBy(2)).isBefore(end)) {
            clock.advance(IDLE.dividedBy(2));
            assertTrue(sessions.resume(opened.id()).isPresent(), "open at " + clock.instant());
        }

        clock.advance(IDLE.dividedBy(2));

        assertEquals(Optional.empty(), sessions.resume(opened.id()));
    }

    @Test
    void theLastSeenTimeIsWrittenAtMostOnceAMinute() {
        var opened = sessions.open(ANN.email(), "right password");
        store.writes.clear();

        for (int i = 0; i < 5; i++) {
            clock.advance(Duration.ofSeconds(10));
            sessions.resume(opened.id());
        }
        assertEquals(List.of(), store.writes, "reads only within the first minute");

        clock.advance(Duration.ofSeconds(10));
        Session seen = sessions.resume(opened.id()).orElseThrow();

        assertEquals(List.of("seen"), store.writes);
        assertEquals(clock.instant(), seen.lastSeenAt());
    }

    @Test
    void signingInDeletesEveryonesEndedSessions() {
        var idle = sessions.open(BOB.email(), "right password");
        clock.advance(IDLE);
        var open = sessions.open(ANN.email(), "right password");

        assertEquals(0, store.countOf(BOB.id()), "Bob's idle session is gone");
        assertEquals(Optional.empty(), sessions.resume(idle.id()));
        assertTrue(sessions.resume(open.id()).isPresent());
    }

    @Test
    void theIdleTimeoutAndTheLifetimeArePositive() {
        var generator = new SecretGenerator(new SecureRandom());
        assertThrows(
                IllegalArgumentException.class,
                () -> new ConsoleSessionService((e, p) -> ANN, null, store, generator, clock, Duration.ZERO, LIFETIME));
        assertThrows(
                IllegalArgumentException.class,
                () -> new ConsoleSessionService(
                        (e, p) -> ANN, null, store, generator, clock, IDLE, Duration.ofSeconds(-1)));
    }

    /** A clock the test moves. */
    static final class MovableClock extends Clock {
        private Instant now;

        MovableClock(Instant now) {
            this.now = now;
        }

        void advance(Duration by) {
            now = now.plus(by);
        }

        @Override
        public Instant instant() {
            return now;
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }
    }

    @Test
    void aConsoleAttemptIsCountedAgainstTheClientsAddressAsTheApisAre() {
        sessions.admitAttempt("192.0.2.7", null);
        sessions.admitAttempt("10.0.0.1", "198.51.100.2");

        assertEquals(List.of("192.0.2.7 null", "10.0.0.1 198.51.100.2"), attempts);
    }
}
