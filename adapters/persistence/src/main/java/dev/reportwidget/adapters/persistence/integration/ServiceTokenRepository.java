package dev.reportwidget.adapters.persistence.integration;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

@ApplicationScoped
public class ServiceTokenRepository implements PanacheRepositoryBase<ServiceTokenEntity, ServiceTokenKey> {

    Optional<ServiceTokenEntity> findLive(long propertyId, long id) {
        return find("propertyId = ?1 and id = ?2 and revokedAt is null", propertyId, id)
                .firstResultOptional();
    }

    List<ServiceTokenEntity> liveOfProperty(long propertyId) {
        return list("propertyId = ?1 and revokedAt is null order by id", propertyId);
    }

    boolean revoke(long propertyId, long id, Instant now) {
        return update("revokedAt = ?1 where propertyId = ?2 and id = ?3 and revokedAt is null", now, propertyId, id)
                > 0;
    }
}
