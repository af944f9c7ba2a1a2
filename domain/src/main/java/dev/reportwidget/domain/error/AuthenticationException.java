package dev.reportwidget.domain.error;

/** The caller could not be identified: no credentials, or wrong ones. */
public final class AuthenticationException extends DomainException {
    public AuthenticationException(String message) {
        super(message);
    }
}
