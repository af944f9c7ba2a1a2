package dev.reportwidget.application.account;

/** Creates a user of the built-in issuer, with their personal property. */
public interface SignUpUseCase {
    SignedUp signUp(SignUpCommand command);
}
