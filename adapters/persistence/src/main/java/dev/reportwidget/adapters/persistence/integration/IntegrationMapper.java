package dev.reportwidget.adapters.persistence.integration;

import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.integration.SecretKind;
import dev.reportwidget.domain.integration.ServiceToken;
import dev.reportwidget.domain.integration.ServiceTokenId;
import dev.reportwidget.domain.property.PropertyId;
import java.util.Optional;

/** The one place where service token and tracking ID rows meet the domain. */
final class IntegrationMapper {

    private IntegrationMapper() {}

    static ServiceToken toDomain(ServiceTokenEntity entity) {
        return new ServiceToken(
                new ServiceTokenId(entity.id),
                new PropertyId(entity.propertyId),
                entity.name,
                entity.createdAt,
                Optional.ofNullable(entity.lastUsedAt));
    }

    static Secret toDomain(TrackingIdEntity entity) {
        return new Secret(SecretKind.TRACKING_ID, entity.trackingId);
    }
}
