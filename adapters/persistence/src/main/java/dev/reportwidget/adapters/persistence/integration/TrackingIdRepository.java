package dev.reportwidget.adapters.persistence.integration;

import dev.reportwidget.adapters.persistence.property.PropertyEntity;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;

@ApplicationScoped
public class TrackingIdRepository implements PanacheRepositoryBase<TrackingIdEntity, Long> {

    /** The property whose current tracking ID this is: one indexed query, the ingestion path's lookup. */
    Optional<PropertyEntity> propertyOf(String trackingId) {
        return getEntityManager()
                .createQuery(
                        "select p from TrackingIdEntity t join PropertyEntity p on p.id = t.propertyId"
                                + " where t.trackingId = :trackingId",
                        PropertyEntity.class)
                .setParameter("trackingId", trackingId)
                .getResultStream()
                .findFirst();
    }

    /** Inserts unless the property has a tracking ID; a concurrent first insert wins without an error. */
    void insertIfAbsent(long propertyId, String trackingId) {
        getEntityManager()
                .createNativeQuery("INSERT INTO tracking_ids (property_id, tracking_id) VALUES (?1, ?2)"
                        + " ON CONFLICT (property_id) DO NOTHING")
                .setParameter(1, propertyId)
                .setParameter(2, trackingId)
                .executeUpdate();
    }

    /** Replaces the property's tracking ID in one statement (or creates it); the old value is gone at commit. */
    void replace(long propertyId, String trackingId) {
        getEntityManager()
                .createNativeQuery("INSERT INTO tracking_ids (property_id, tracking_id) VALUES (?1, ?2)"
                        + " ON CONFLICT (property_id) DO UPDATE SET tracking_id = EXCLUDED.tracking_id,"
                        + " created_at = now()")
                .setParameter(1, propertyId)
                .setParameter(2, trackingId)
                .executeUpdate();
    }
}
