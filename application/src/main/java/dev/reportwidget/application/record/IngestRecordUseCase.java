package dev.reportwidget.application.record;

import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.RecordDraft;
import java.util.Optional;

/** Record creation by ingestion credentials: a trusted backend's service token, a web page's tracking ID. */
public interface IngestRecordUseCase {

    /** A created (or, for a repeated idempotency key, replayed) record. */
    record Ingested(BusinessRecord record, boolean replayed) {}

    /**
     * Creates a record in the token's property. Without a key the record is committed on its own
     * before this returns; with a key, the claim of the key and the record are written in the
     * caller's transaction, which must exist.
     *
     * @param requestFingerprint identifies the request body, to tell a retry from a different request
     * @throws dev.reportwidget.domain.error.PermissionDeniedException for a missing, unknown or revoked token
     */
    Ingested createWithServiceToken(
            String serviceToken, RecordDraft draft, Optional<IdempotencyKey> key, String requestFingerprint);

    /**
     * Creates a record from a web event in the tracking ID's property, dated now in its time zone,
     * committed on its own before this returns.
     *
     * @throws dev.reportwidget.domain.error.PermissionDeniedException for a missing or unknown tracking ID
     */
    BusinessRecord collectWebEvent(String trackingId, RecordDraft draft);
}
