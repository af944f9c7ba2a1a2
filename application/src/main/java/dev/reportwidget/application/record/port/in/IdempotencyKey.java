package dev.reportwidget.application.record.port.in;

import dev.reportwidget.application.record.port.out.RecordJournal;
import dev.reportwidget.domain.error.ValidationException;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * An idempotency key, with one rule for both ways a client sends one
 * (docs/records.md#idempotency-keys): within its window, a key names the first record it created in
 * its property, and a repeat of the key creates nothing and answers that record. Exact, on every
 * replica: the key is claimed in the transaction that stores its record
 * (docs/adr/0011-idempotency-keys-in-the-record-transaction.md).
 *
 * <ul>
 *   <li>A request's key, the {@value #HEADER} header, also names the request (its body's
 *       fingerprint): its window is 24 hours, and a repeat with another body is refused.
 *   <li>A record's key, the {@value #FIELD} field, names the record whatever the body: its window is
 *       7 days.
 * </ul>
 *
 * Either is 1 to 255 printable ASCII characters; both kinds share one key space per property.
 *
 * @param requestFingerprint identifies the request's body, for a request's key; empty for a record's
 */
public record IdempotencyKey(String value, Optional<String> requestFingerprint) {
    public static final String HEADER = "Idempotency-Key";
    public static final String FIELD = "idempotencyKey";

    static final Duration REQUEST_WINDOW = Duration.ofHours(24);
    static final Duration RECORD_WINDOW = Duration.ofDays(7);

    public IdempotencyKey {
        Objects.requireNonNull(requestFingerprint, "requestFingerprint");
        if (value == null
                || value.isEmpty()
                || value.length() > 255
                || !value.chars().allMatch(c -> c >= 0x20 && c <= 0x7e)) {
            throw ValidationException.of(name(requestFingerprint), "must be 1 to 255 printable ASCII characters");
        }
    }

    /** The {@value #HEADER} of a request whose body has this fingerprint. */
    public static IdempotencyKey ofRequest(String value, String requestFingerprint) {
        return new IdempotencyKey(value, Optional.of(requestFingerprint));
    }

    /** A record's {@value #FIELD}. */
    public static IdempotencyKey ofRecord(String value) {
        return new IdempotencyKey(value, Optional.empty());
    }

    /** How long the key names its first record. */
    public Duration window() {
        return requestFingerprint.isPresent() ? REQUEST_WINDOW : RECORD_WINDOW;
    }

    /** What the client called the key: the header or the field, for the errors that name it. */
    public String name() {
        return name(requestFingerprint);
    }

    /**
     * Whether a repeat of this key is answered with the record its first use created: always for a
     * record's key; for a request's key, only when the first use was the same request.
     */
    public boolean repeats(RecordJournal.Duplicate first) {
        return requestFingerprint.isEmpty() || requestFingerprint.equals(first.requestFingerprint());
    }

    private static String name(Optional<String> requestFingerprint) {
        return requestFingerprint.isPresent() ? HEADER : FIELD;
    }
}
