package dev.reportwidget.application.account.port.in;

import dev.reportwidget.domain.account.Session;
import java.util.Optional;

/**
 * Sessions of the console: opened by signing in, read on every console request, ended by
 * signing out, by a password change and by the removal of the member ({@link ChangePasswordUseCase},
 * {@code ManagePropertiesUseCase}). A session's ID is an opaque random value that no API endpoint
 * accepts; only its hash is stored, and its one row is read on every request, so an ended session
 * is refused at once by every instance of the service.
 */
public interface ConsoleSessionUseCase {

    /** The cookie that carries a session's ID: the console sets and reads it, the API never reads it. */
    String COOKIE = "rw_console_session";

    /** A session just opened, with its ID: the cookie's value, returned only here. */
    record Opened(String id, Session session) {
        @Override
        public String toString() {
            return "Opened[" + session + "]";
        }
    }

    /**
     * Counts one sign-in or sign-up attempt of a client against its address's budget, which the
     * API's attempts spend too (docs/api.md#accounts-and-tokens).
     *
     * @param peer the connection's address
     * @param forwardedFor the request's {@code X-Forwarded-For}, or null
     * @throws dev.reportwidget.domain.error.RateLimitedException when the client's budget is spent
     */
    void admitAttempt(String peer, String forwardedFor);

    /**
     * Opens a session for the holder of these credentials.
     *
     * @throws dev.reportwidget.domain.error.AuthenticationException on wrong credentials (a failure of the account)
     * @throws dev.reportwidget.domain.error.RateLimitedException when the account had its failures
     */
    Opened open(String email, String password);

    /**
     * The open session of this ID, which counts as seen now; empty for an ID of no session, or of
     * one that has ended (idle too long, or past its lifetime).
     */
    Optional<Session> resume(String id);

    /** Ends the session of this ID at once (sign-out); nothing happens for an ID of no session. */
    void close(String id);
}
