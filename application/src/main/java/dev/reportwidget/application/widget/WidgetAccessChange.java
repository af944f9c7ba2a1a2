package dev.reportwidget.application.widget;

import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.widget.AccessMode;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.Objects;
import java.util.Optional;

/**
 * A requested change of a report's widget access: the mode, and for a public link an optional
 * expiry. Read once at the edge; whether the expiry lies ahead is checked by the use case, against
 * its clock.
 */
public record WidgetAccessChange(AccessMode mode, Optional<Instant> expiresAt) {

    public WidgetAccessChange {
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(expiresAt, "expiresAt");
        if (expiresAt.isPresent() && mode != AccessMode.PUBLIC) {
            throw ValidationException.of("expiresAt", "applies to a public link only: send it with access public");
        }
    }

    /**
     * Reads the settings body's {@code access} (400 for an unsupported mode, as the interface
     * says) and {@code expiresAt} (RFC 3339 with an offset; 422 naming the field otherwise).
     */
    public static WidgetAccessChange of(String access, String expiresAt) {
        AccessMode mode = AccessMode.fromWireName(access);
        if (expiresAt == null) {
            return new WidgetAccessChange(mode, Optional.empty());
        }
        try {
            return new WidgetAccessChange(
                    mode, Optional.of(OffsetDateTime.parse(expiresAt).toInstant()));
        } catch (DateTimeParseException e) {
            throw ValidationException.of(
                    "expiresAt", "must be an RFC 3339 date-time with an offset, such as 2026-12-31T23:59:59Z");
        }
    }
}
