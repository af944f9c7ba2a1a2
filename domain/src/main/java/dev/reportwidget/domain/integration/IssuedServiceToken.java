package dev.reportwidget.domain.integration;

import java.util.Objects;

/** A service token just created, with its value: the only moment the value exists outside its holder. */
public record IssuedServiceToken(ServiceToken token, Secret secret) {
    public IssuedServiceToken {
        Objects.requireNonNull(token, "token");
        Objects.requireNonNull(secret, "secret");
        if (secret.kind() != SecretKind.SERVICE_TOKEN) {
            throw new IllegalArgumentException("a service token's secret is of kind SERVICE_TOKEN");
        }
    }
}
