package dev.reportwidget.adapters.persistence.integration;

import dev.reportwidget.adapters.persistence.property.PropertyEntity;
import io.quarkus.hibernate.orm.panache.PanacheRepository;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

@ApplicationScoped
public class ServiceTokenRepository implements PanacheRepository<ServiceTokenEntity> {

    /** How stale {@code last_used_at} may get: ingestion writes it at most this often per token. */
    static final Duration LAST_USED_RESOLUTION = Duration.ofMinutes(1);

    /** A live token found by its hash, with the property it is bound to. */
    record LiveToken(long id, PropertyEntity property) {}

    Optional<ServiceTokenEntity> findLive(long propertyId, long id) {
        return find("propertyId = ?1 and id = ?2 and revokedAt is null", propertyId, id)
                .firstResultOptional();
    }

    List<ServiceTokenEntity> liveOfProperty(long propertyId) {
        return list("propertyId = ?1 and revokedAt is null order by id", propertyId);
    }

    /** One indexed query: the ingestion path's lookup. */
    Optional<LiveToken> findLiveByHash(String tokenHash) {
        return getEntityManager()
                .createQuery(
                        "select t.id, p from ServiceTokenEntity t join PropertyEntity p on p.id = t.propertyId"
                                + " where t.tokenHash = :hash and t.revokedAt is null",
                        Object[].class)
                .setParameter("hash", tokenHash)
                .getResultStream()
                .findFirst()
                .map(row -> new LiveToken((Long) row[0], (PropertyEntity) row[1]));
    }

    /** Sets {@code last_used_at} unless it was set less than a minute ago; answers whether it wrote. */
    boolean noteUse(long id, Instant now) {
        return update(
                        "lastUsedAt = ?1 where id = ?2 and (lastUsedAt is null or lastUsedAt < ?3)",
                        now,
                        id,
                        now.minus(LAST_USED_RESOLUTION))
                > 0;
    }

    boolean revoke(long propertyId, long id, Instant now) {
        return update("revokedAt = ?1 where propertyId = ?2 and id = ?3 and revokedAt is null", now, propertyId, id)
                > 0;
    }
}
