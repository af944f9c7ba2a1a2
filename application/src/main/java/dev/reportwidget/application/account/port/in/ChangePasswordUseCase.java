package dev.reportwidget.application.account.port.in;

import dev.reportwidget.domain.account.User;

/** A person changes their password (the console's account page and {@code POST /auth/password}). */
public interface ChangePasswordUseCase {

    /**
     * Replaces the user's password once the current one matches, and ends every console session of
     * theirs. A wrong current password counts as a failed sign-in of the account.
     *
     * @throws dev.reportwidget.domain.error.ValidationException naming {@code currentPassword} when it
     *     does not match
     * @throws dev.reportwidget.domain.error.RateLimitedException when the account had its sign-in failures
     * @throws dev.reportwidget.domain.error.ConflictException for a user of an external issuer, who has
     *     no password here
     */
    void change(User user, PasswordChange change);
}
