package dev.reportwidget.application.integration.port.out;

import java.net.URI;

/**
 * Outbound port: whether the service may fetch the JWKS document at a URL an owner registers. The
 * adapter that fetches JWKS documents applies the same rule again on every fetch.
 */
public interface JwksUrlCheck {

    /**
     * Passes when the URL is https and its host, written as a name or as an IP address, is and
     * resolves only to addresses outside the service's own network.
     *
     * @throws dev.reportwidget.domain.error.ValidationException naming {@code jwksUrl}, saying why not
     */
    void check(URI url);
}
