package dev.reportwidget.application.record;

import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.record.RecordId;
import java.time.LocalDate;
import java.util.Optional;

/** Filters of a record listing; every criterion given must hold. */
public record RecordQuery(
        LocalDate from,
        LocalDate to,
        String type,
        String activity,
        String source,
        String tag,
        Optional<RecordId> after) {

    public static final int DEFAULT_LIMIT = 100;
    public static final int MAX_LIMIT = 1_000;

    public RecordQuery {
        after = after == null ? Optional.empty() : after;
        if (from != null && to != null && to.isBefore(from)) {
            throw ValidationException.of("to", "Choose a last day on or after the first day.");
        }
    }
}
