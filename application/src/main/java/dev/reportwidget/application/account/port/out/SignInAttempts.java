package dev.reportwidget.application.account.port.out;

/**
 * The sign-in throttle (docs/api.md#accounts-and-tokens), one for every inbound adapter that signs
 * people in (the API and the console count against the same budgets).
 */
public interface SignInAttempts {

    /**
     * Counts one sign-in or sign-up attempt of a client.
     *
     * @param peer the connection's address
     * @param forwardedFor the request's {@code X-Forwarded-For}, or null
     * @throws dev.reportwidget.domain.error.RateLimitedException when the client's budget is spent
     */
    void admitAttempt(String peer, String forwardedFor);

    /** @throws dev.reportwidget.domain.error.RateLimitedException when the account had its failures */
    void admitAccount(String email);

    void recordFailure(String email);
}
