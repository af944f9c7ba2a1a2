package dev.reportwidget.application.record;

import dev.reportwidget.domain.error.ValidationException;

/** A client's {@code Idempotency-Key}: 1 to 255 printable ASCII characters. */
public record IdempotencyKey(String value) {
    public static final String HEADER = "Idempotency-Key";

    public IdempotencyKey {
        if (value == null
                || value.isEmpty()
                || value.length() > 255
                || !value.chars().allMatch(c -> c >= 0x20 && c <= 0x7e)) {
            throw ValidationException.of(HEADER, "must be 1 to 255 printable ASCII characters");
        }
    }
}
