package dev.reportwidget.application.record;

import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.record.BusinessRecord;

/**
 * Outbound port: idempotency keys of record creation. A claim is atomic across every replica:
 * of concurrent claims of one key, exactly one wins and the others wait for its outcome.
 */
public interface IdempotencyStore {

    /** Outcome of claiming a key. */
    sealed interface Claim permits Won, Replay, Mismatch {}

    /** The key is new (or its earlier use expired): go ahead, then {@link #complete}. */
    record Won() implements Claim {}

    /** The key was used with the same request: answer what it created. */
    record Replay(BusinessRecord first) implements Claim {}

    /** The key was used with another request. */
    record Mismatch() implements Claim {}

    Claim claim(PropertyId property, IdempotencyKey key, String requestFingerprint);

    /** Records what the winning claim created, in the same transaction as the record itself. */
    void complete(PropertyId property, IdempotencyKey key, BusinessRecord created);
}
