package dev.reportwidget.application.account.port.in;

/** Exchanges e-mail and password for an access token of the built-in issuer. */
public interface IssueTokenUseCase {
    /** @throws dev.reportwidget.domain.error.AuthenticationException on wrong credentials */
    AccessToken issue(String email, String password);
}
