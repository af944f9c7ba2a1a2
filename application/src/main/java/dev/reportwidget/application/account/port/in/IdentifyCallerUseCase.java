package dev.reportwidget.application.account.port.in;

import dev.reportwidget.domain.account.User;

/** Finds the user a verified token speaks for; a user of an external issuer seen first is provisioned. */
public interface IdentifyCallerUseCase {
    /** @throws dev.reportwidget.domain.error.AuthenticationException when the token names no user */
    User identify(VerifiedClaims claims);
}
