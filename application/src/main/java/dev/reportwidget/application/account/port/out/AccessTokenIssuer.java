package dev.reportwidget.application.account.port.out;

import dev.reportwidget.application.account.port.in.AccessToken;
import dev.reportwidget.domain.account.User;

/** Outbound port: signs access tokens of the built-in issuer. */
public interface AccessTokenIssuer {
    /** The {@code iss} claim of tokens this service signs. */
    String issuer();

    AccessToken issueFor(User user);
}
