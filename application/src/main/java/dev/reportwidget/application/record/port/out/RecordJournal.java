package dev.reportwidget.application.record.port.out;

import dev.reportwidget.application.record.port.in.IdempotencyKey;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.integration.WebEventRestrictions;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordContent;
import dev.reportwidget.domain.record.RecordId;
import java.util.Optional;
import java.util.concurrent.CompletionStage;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Outbound port: the one way a single record is stored (the records API, a service token with or
 * without an idempotency key, a batch's records, the pixel), on its own, outside any caller
 * transaction. Concurrent appends share a transaction and its commit (group commit), which is what
 * lets ingestion keep up with many small requests; an append completes only once its record is
 * committed. A credential is resolved, and an idempotency key claimed, in the transaction that
 * stores the record.
 */
public interface RecordJournal {

    /** What an append did. */
    sealed interface Appended permits Created, Duplicate {
        RecordId id();
    }

    /** The record was stored. */
    record Created(BusinessRecord record) implements Appended {
        @Override
        public RecordId id() {
            return record.id();
        }
    }

    /**
     * The key had created a record in the property within its window: nothing was stored.
     *
     * @param requestFingerprint the fingerprint the key was first used with (a request's key's)
     */
    record Duplicate(PropertyId property, RecordId first, Optional<String> requestFingerprint) implements Appended {
        @Override
        public RecordId id() {
            return first;
        }
    }

    /**
     * Stores a record of a property the caller resolved itself (a signed-in member's, whose role was
     * checked).
     *
     * @return completes with the stored record once it is committed; fails with the storage failure
     *     (nothing is stored then)
     */
    CompletionStage<BusinessRecord> append(PropertyId property, RecordContent content, Origin origin);

    /**
     * Resolves the credential, builds the record's content for the property found, stores it.
     * With a key, the record is stored only if the key
     * names no record of the property within its window ({@link IdempotencyKey}: checked and claimed
     * in the record's transaction, exactly, across concurrent appends and replicas); else nothing is
     * stored and the append answers the first record's ID and the request the key was first used with.
     *
     * @param content the record's content for the credential's property; may throw a
     *     {@link dev.reportwidget.domain.error.DomainException} (say, a validation error), which fails
     *     this append only
     * @return completes once the record is committed; fails with a
     *     {@link dev.reportwidget.domain.error.PermissionDeniedException} for an unknown, revoked or
     *     rotated-out credential, with what {@code content} threw, or with the storage failure (nothing
     *     is stored then)
     */
    CompletionStage<Appended> append(
            Secret credential, Function<Property, RecordContent> content, Origin origin, Optional<IdempotencyKey> key);

    /**
     * A web event: as an append with a credential and no key, with the restrictions the tracking
     * ID's owner set, read in the same transaction as the tracking ID.
     */
    CompletionStage<BusinessRecord> appendWebEvent(
            Secret trackingId, BiFunction<Property, WebEventRestrictions, RecordContent> content);
}
