package dev.reportwidget.adapters.persistence.integration;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;

@ApplicationScoped
public class TrackingIdRepository implements PanacheRepositoryBase<TrackingIdEntity, Long> {

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
