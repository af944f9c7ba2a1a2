package dev.reportwidget.application.record;

import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordContent;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;

/**
 * Outbound port: stores records that arrive with an ingestion credential (a service token or a
 * tracking ID) on their own, outside any caller transaction. The credential is resolved in the same
 * transaction that stores the record, and concurrent appends share that transaction and its commit
 * (group commit), which is what lets ingestion keep up with many small requests.
 */
public interface RecordJournal {

    /**
     * Resolves the credential, builds the record's content for the property found, stores it.
     *
     * @param content the record's content for the credential's property; may throw a
     *     {@link dev.reportwidget.domain.error.DomainException} (say, a validation error), which fails
     *     this append only
     * @return completes with the stored record once it is committed; fails with a
     *     {@link dev.reportwidget.domain.error.PermissionDeniedException} for an unknown, revoked or
     *     rotated-out credential, with what {@code content} threw, or with the storage failure (nothing
     *     is stored then)
     */
    CompletionStage<BusinessRecord> append(Secret credential, Function<Property, RecordContent> content, Origin origin);
}
