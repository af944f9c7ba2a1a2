package dev.reportwidget.application.integration.port.out;

import dev.reportwidget.domain.integration.SecretHash;
import dev.reportwidget.domain.integration.ServiceToken;
import dev.reportwidget.domain.integration.ServiceTokenDraft;
import dev.reportwidget.domain.integration.ServiceTokenId;
import dev.reportwidget.domain.property.PropertyId;
import java.util.List;
import java.util.Optional;

/** Outbound port: service tokens, stored as hashes and always addressed within one property. */
public interface ServiceTokenStore {

    ServiceToken insert(PropertyId property, ServiceTokenDraft draft, SecretHash hash);

    /** Live (not revoked) tokens, oldest first. */
    List<ServiceToken> list(PropertyId property);

    /** A live token; empty when unknown, revoked, or of another property. */
    Optional<ServiceToken> find(PropertyId property, ServiceTokenId id);

    /** Revokes a live token; answers false when there was none to revoke. Never answered from a cache. */
    boolean revoke(PropertyId property, ServiceTokenId id);
}
