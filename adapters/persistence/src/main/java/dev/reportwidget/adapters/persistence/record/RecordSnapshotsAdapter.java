package dev.reportwidget.adapters.persistence.record;

import dev.reportwidget.application.record.port.in.RecordQuery;
import dev.reportwidget.application.record.port.out.RecordSnapshots;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.record.BusinessRecord;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;
import org.hibernate.ScrollMode;
import org.hibernate.ScrollableResults;
import org.hibernate.Session;
import org.hibernate.query.NativeQuery;

/**
 * Exports' reads: one statement, so one snapshot of the records however long the export takes,
 * read through a cursor a page of {@value #FETCH_SIZE} rows at a time, each row mapped, handed over
 * and detached, so that neither the session nor the heap grows with the property.
 */
@ApplicationScoped
public class RecordSnapshotsAdapter implements RecordSnapshots {

    static final int FETCH_SIZE = 1_000;
    /** An export may take its time: a slow reader holds the snapshot for as long as it reads. */
    private static final int TIMEOUT_SECONDS = 6 * 3600;

    private final RecordRepository records;

    RecordSnapshotsAdapter(RecordRepository records) {
        this.records = records;
    }

    @Override
    public void each(PropertyId property, RecordQuery query, Consumer<BusinessRecord> each) {
        QuarkusTransaction.requiringNew().timeout(TIMEOUT_SECONDS).run(() -> {
            Map<String, Object> params = new LinkedHashMap<>();
            String sql = RecordPersistenceAdapter.select(property, query, params) + " ORDER BY id";
            Session session = records.getEntityManager().unwrap(Session.class);
            session.setDefaultReadOnly(true);
            NativeQuery<RecordEntity> rows = session.createNativeQuery(sql, RecordEntity.class);
            params.forEach(rows::setParameter);
            rows.setFetchSize(FETCH_SIZE);
            try (ScrollableResults<RecordEntity> cursor = rows.scroll(ScrollMode.FORWARD_ONLY)) {
                while (cursor.next()) {
                    RecordEntity row = cursor.get();
                    each.accept(RecordMapper.toDomain(row));
                    session.detach(row);
                }
            }
        });
    }
}
