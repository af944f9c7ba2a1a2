package dev.reportwidget.application.account;

import dev.reportwidget.application.account.port.in.AuthenticateUseCase;
import dev.reportwidget.application.account.port.in.ConsoleSessionUseCase;
import dev.reportwidget.application.account.port.out.ConsoleSessionStore;
import dev.reportwidget.application.account.port.out.SignInAttempts;
import dev.reportwidget.domain.account.Session;
import dev.reportwidget.domain.account.User;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.integration.SecretGenerator;
import dev.reportwidget.domain.integration.SecretHash;
import dev.reportwidget.domain.integration.SecretKind;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * Console sessions with an idle timeout and a lifetime. A session's ID is 256 random bits with the
 * {@code rwcs_} prefix; its CSRF token is drawn with it and kept in its row. The database is the
 * one place a session lives: there is no cache, so a session deleted by one instance is refused by
 * every other at its next request.
 */
public final class ConsoleSessionService implements ConsoleSessionUseCase {

    private final AuthenticateUseCase credentials;
    private final SignInAttempts attempts;
    private final ConsoleSessionStore store;
    private final SecretGenerator secrets;
    private final Clock clock;
    private final Duration idleTimeout;
    private final Duration lifetime;

    public ConsoleSessionService(
            AuthenticateUseCase credentials,
            SignInAttempts attempts,
            ConsoleSessionStore store,
            SecretGenerator secrets,
            Clock clock,
            Duration idleTimeout,
            Duration lifetime) {
        this.credentials = credentials;
        this.attempts = attempts;
        this.store = store;
        this.secrets = secrets;
        this.clock = clock;
        this.idleTimeout = Objects.requireNonNull(idleTimeout, "idleTimeout");
        this.lifetime = Objects.requireNonNull(lifetime, "lifetime");
        if (idleTimeout.isNegative() || idleTimeout.isZero() || lifetime.isNegative() || lifetime.isZero()) {
            throw new IllegalArgumentException("a console session's idle timeout and lifetime are positive");
        }
    }

    @Override
    public void admitAttempt(String peer, String forwardedFor) {
        attempts.admitAttempt(peer, forwardedFor);
    }

    @Override
    public Opened open(String email, String password) {
        User user = credentials.authenticate(email, password);
        Instant now = clock.instant();
        // ended sessions go as new ones open, so the table holds about the open ones
        store.deleteEnded(now, now.minus(idleTimeout));
        Secret id = secrets.next(SecretKind.CONSOLE_SESSION);
        Session session = Session.start(user, secrets.nextToken(), now, lifetime);
        store.create(id.hash(), session);
        return new Opened(id.value(), session);
    }

    @Override
    public Optional<Session> resume(String id) {
        Optional<Secret> secret = Secret.parse(SecretKind.CONSOLE_SESSION, id);
        if (secret.isEmpty()) {
            return Optional.empty();
        }
        SecretHash hash = secret.get().hash();
        Optional<Session> found = store.find(hash);
        if (found.isEmpty()) {
            return found;
        }
        Instant now = clock.instant();
        Session session = found.get();
        if (!session.openAt(now, idleTimeout)) {
            store.delete(hash);
            return Optional.empty();
        }
        if (session.seenLongAgo(now)) {
            store.seen(hash, now);
            return Optional.of(session.seenAt(now));
        }
        return found;
    }

    @Override
    public void close(String id) {
        Secret.parse(SecretKind.CONSOLE_SESSION, id).ifPresent(secret -> store.delete(secret.hash()));
    }
}
