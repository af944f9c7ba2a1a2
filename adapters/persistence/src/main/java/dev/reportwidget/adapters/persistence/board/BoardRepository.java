package dev.reportwidget.adapters.persistence.board;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import java.util.List;
import java.util.Optional;

@ApplicationScoped
public class BoardRepository implements PanacheRepositoryBase<BoardEntity, BoardKey> {

    public Optional<BoardEntity> find(long propertyId, long id) {
        return findByIdOptional(new BoardKey(propertyId, id));
    }

    public Optional<BoardEntity> findForUpdate(long propertyId, long id) {
        return find("propertyId = ?1 and id = ?2", propertyId, id)
                .withLock(LockModeType.PESSIMISTIC_WRITE)
                .firstResultOptional();
    }

    List<BoardEntity> ofProperty(long propertyId) {
        return list("propertyId = ?1 order by id", propertyId);
    }
}
