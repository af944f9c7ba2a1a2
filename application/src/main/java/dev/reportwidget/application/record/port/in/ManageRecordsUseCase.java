package dev.reportwidget.application.record.port.in;

import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.RecordDraft;
import dev.reportwidget.domain.record.RecordId;
import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.function.UnaryOperator;

/** The records API of the application: reading needs {@code records.read}, changing {@code records.write}. */
public interface ManageRecordsUseCase {

    BusinessRecord get(PropertyContext context, RecordId id);

    RecordPage query(PropertyContext context, RecordQuery query, int limit);

    /**
     * Creates a record in the context's property, committed on its own (with concurrent records)
     * when the stage completes.
     *
     * @throws dev.reportwidget.domain.error.ValidationException at once for a draft that breaks a rule
     */
    CompletionStage<BusinessRecord> create(PropertyContext context, RecordDraft draft);

    /**
     * Changes a record: {@code patch} turns the current record, as a draft, into the new one; the
     * result is validated like a new record.
     */
    BusinessRecord update(PropertyContext context, RecordId id, UnaryOperator<RecordDraft> patch);

    void delete(PropertyContext context, RecordId id);

    /**
     * Creates every record or none, committed on their own when this returns; errors name the item,
     * as {@code [3].value}.
     *
     * @return the records' IDs, in input order
     */
    List<RecordId> createAll(PropertyContext context, List<RecordDraft> drafts);
}
