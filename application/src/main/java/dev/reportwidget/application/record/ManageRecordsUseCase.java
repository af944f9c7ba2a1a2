package dev.reportwidget.application.record;

import dev.reportwidget.application.property.PropertyContext;
import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.RecordDraft;
import dev.reportwidget.domain.record.RecordId;
import java.util.List;
import java.util.function.UnaryOperator;

/** The records API of the application: reading needs {@code records.read}, changing {@code records.write}. */
public interface ManageRecordsUseCase {

    BusinessRecord get(PropertyContext context, RecordId id);

    RecordPage query(PropertyContext context, RecordQuery query, int limit);

    BusinessRecord create(PropertyContext context, RecordDraft draft);

    /**
     * Changes a record: {@code patch} turns the current record, as a draft, into the new one; the
     * result is validated like a new record.
     */
    BusinessRecord update(PropertyContext context, RecordId id, UnaryOperator<RecordDraft> patch);

    void delete(PropertyContext context, RecordId id);

    /** Creates every record or none; errors name the item, as {@code [3].value}. */
    List<BusinessRecord> createAll(PropertyContext context, List<RecordDraft> drafts);
}
