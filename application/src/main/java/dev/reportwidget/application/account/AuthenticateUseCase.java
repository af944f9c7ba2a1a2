package dev.reportwidget.application.account;

import dev.reportwidget.domain.account.User;

/** Checks an e-mail and password of the built-in issuer: the one check behind every sign-in. */
public interface AuthenticateUseCase {
    /** @throws dev.reportwidget.domain.error.AuthenticationException on wrong, missing or unknown credentials */
    User authenticate(String email, String password);
}
