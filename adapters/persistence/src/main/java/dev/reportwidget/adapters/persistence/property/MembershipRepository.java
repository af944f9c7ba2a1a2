package dev.reportwidget.adapters.persistence.property;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Optional;

@ApplicationScoped
public class MembershipRepository implements PanacheRepositoryBase<MembershipEntity, MembershipKey> {

    Optional<MembershipEntity> find(long userId, long propertyId) {
        return find("property.id = ?1 and userId = ?2", propertyId, userId).firstResultOptional();
    }

    List<MembershipEntity> ofUser(long userId) {
        return list("userId = ?1 order by property.id", userId);
    }

    List<MembershipEntity> ofProperty(long propertyId) {
        return list("property.id = ?1 order by userId", propertyId);
    }

    long countOwners(long propertyId) {
        return count("property.id = ?1 and role = 'owner'", propertyId);
    }
}
