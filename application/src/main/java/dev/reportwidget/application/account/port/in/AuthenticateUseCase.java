package dev.reportwidget.application.account.port.in;

import dev.reportwidget.domain.account.User;

/**
 * Checks an e-mail and password of the built-in issuer: the one check behind every sign-in, of the
 * API and of the console alike, and so the one place that counts an account's failed sign-ins
 * (docs/api.md#accounts-and-tokens).
 */
public interface AuthenticateUseCase {
    /**
     * @throws dev.reportwidget.domain.error.AuthenticationException on wrong, missing or unknown
     *     credentials, counted as a failure of the account
     * @throws dev.reportwidget.domain.error.RateLimitedException when the account had its failures,
     *     before the password is checked
     */
    User authenticate(String email, String password);
}
