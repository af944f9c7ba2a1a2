package dev.reportwidget.application.account.port.in;

/** Creates a user of the built-in issuer, with their personal property. */
public interface SignUpUseCase {
    /**
     * @throws dev.reportwidget.domain.error.PermissionDeniedException when sign-up is switched off
     * @throws dev.reportwidget.domain.error.ConflictException when the e-mail has an account
     */
    SignedUp signUp(SignUpCommand command);

    /** Whether people may sign up here ({@code rw.auth.builtin.signup-enabled}). */
    boolean open();
}
