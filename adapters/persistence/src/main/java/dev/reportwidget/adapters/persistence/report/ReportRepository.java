package dev.reportwidget.adapters.persistence.report;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import java.util.List;
import java.util.Optional;

@ApplicationScoped
public class ReportRepository implements PanacheRepositoryBase<ReportEntity, ReportKey> {

    /** By primary key: a report already loaded in this transaction (a listing) is not read again. */
    public Optional<ReportEntity> find(long propertyId, long id) {
        return findByIdOptional(new ReportKey(propertyId, id));
    }

    public Optional<ReportEntity> findForUpdate(long propertyId, long id) {
        return find("propertyId = ?1 and id = ?2", propertyId, id)
                .withLock(LockModeType.PESSIMISTIC_WRITE)
                .firstResultOptional();
    }

    List<ReportEntity> ofProperty(long propertyId) {
        return list("propertyId = ?1 order by id", propertyId);
    }
}
