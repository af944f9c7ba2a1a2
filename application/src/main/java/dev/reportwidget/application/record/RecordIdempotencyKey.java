package dev.reportwidget.application.record;

import dev.reportwidget.domain.error.ValidationException;
import java.time.Duration;
import java.util.Optional;

/**
 * A record's {@code idempotencyKey} (contract section 12): 1 to 255 printable ASCII characters.
 * Within {@link #WINDOW} the same key in the same property never creates a second record; unlike
 * the {@code Idempotency-Key} header ({@link IdempotencyKey}), it names the record, not the request.
 */
public record RecordIdempotencyKey(String value) {
    public static final String FIELD = "idempotencyKey";
    public static final Duration WINDOW = Duration.ofDays(7);

    public RecordIdempotencyKey {
        if (value == null
                || value.isEmpty()
                || value.length() > 255
                || !value.chars().allMatch(c -> c >= 0x20 && c <= 0x7e)) {
            throw ValidationException.of(FIELD, "must be 1 to 255 printable ASCII characters");
        }
    }

    /** The key a record carries, if any. */
    public static Optional<RecordIdempotencyKey> ofNullable(String value) {
        return value == null ? Optional.empty() : Optional.of(new RecordIdempotencyKey(value));
    }
}
