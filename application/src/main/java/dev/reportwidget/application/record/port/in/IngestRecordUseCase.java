package dev.reportwidget.application.record.port.in;

import dev.reportwidget.application.record.port.out.RecordJournal;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.RecordDraft;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletionStage;

/** Record creation by ingestion credentials: a trusted backend's service token, a web page's tracking ID. */
public interface IngestRecordUseCase {

    /**
     * Creates a record in the token's property, committed on its own (with concurrent records) when
     * the stage completes.
     *
     * @return fails with {@link dev.reportwidget.domain.error.PermissionDeniedException} for a missing,
     *     unknown or revoked token, {@link dev.reportwidget.domain.error.ValidationException} for a
     *     draft that breaks a record rule
     */
    CompletionStage<BusinessRecord> createWithServiceToken(String serviceToken, RecordDraft draft);

    /**
     * Creates a record in the token's property unless its idempotency key named a record there within
     * the key's window ({@link IdempotencyKey}), committed (with concurrent records) when the stage
     * completes.
     *
     * @return completes with what was done: {@link RecordJournal.Created}, or {@link
     *     RecordJournal.Duplicate} naming the first record; fails as {@link #createWithServiceToken(String,
     *     RecordDraft)} does, and with a {@link dev.reportwidget.domain.error.ValidationException} naming
     *     the key when a request's key was first used with another request
     */
    CompletionStage<RecordJournal.Appended> createWithServiceToken(
            String serviceToken, RecordDraft draft, IdempotencyKey key);

    /**
     * The record a duplicate's key first created, read in the caller's transaction.
     *
     * @throws dev.reportwidget.domain.error.NotFoundException when that record was deleted since
     */
    BusinessRecord firstOf(RecordJournal.Duplicate duplicate);

    /**
     * Stores the records of a batch in the token's property, each on its own (through the same
     * journal as single records, so concurrent batches share commits); the stage completes when
     * every record is committed or refused.
     *
     * @return one outcome per item, in order
     * @throws dev.reportwidget.domain.error.PermissionDeniedException at once for a missing, unknown or
     *     revoked token (a token revoked while the batch is written refuses the records not yet committed)
     */
    CompletionStage<List<ServiceTokenBatch.Outcome>> createAllWithServiceToken(
            String serviceToken, ServiceTokenBatch batch);

    /**
     * The property a live service token writes into (read now, in its own query); empty for a
     * missing, malformed, unknown or revoked token. For choosing a rate limit: storing a record
     * checks the token again.
     */
    Optional<PropertyId> propertyOfServiceToken(String serviceToken);

    /**
     * Creates a record from a web event in the tracking ID's property, dated now in its time zone,
     * committed on its own (with concurrent records) when the stage completes, if the tracking ID's
     * restrictions admit it.
     *
     * @param origin the request's {@code Origin} header, or null
     * @param referer the request's {@code Referer} header, or null
     * @return fails with {@link dev.reportwidget.domain.error.PermissionDeniedException} for a missing
     *     or unknown tracking ID or an origin outside its {@code allowedOrigins}, {@link
     *     dev.reportwidget.domain.error.ValidationException} for bad parameters or a type or value
     *     outside its restrictions
     */
    CompletionStage<BusinessRecord> collectWebEvent(
            String trackingId, RecordDraft draft, String origin, String referer);
}
