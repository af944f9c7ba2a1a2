package dev.reportwidget.application.record.port.in;

import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.record.RecordId;
import java.time.LocalDate;
import java.util.Optional;

/**
 * Filters of a record listing; every criterion given must hold.
 *
 * @param after the cursor: the listing goes on past this record, in its order
 * @param newestFirst the most recently stored record first (the console's list); else the oldest
 *     first, as {@code GET /record} lists them
 */
public record RecordQuery(
        LocalDate from,
        LocalDate to,
        String type,
        String activity,
        String source,
        String tag,
        Optional<RecordId> after,
        boolean newestFirst) {

    public static final int DEFAULT_LIMIT = 100;
    public static final int MAX_LIMIT = 1_000;

    /** A listing oldest first. */
    public RecordQuery(
            LocalDate from,
            LocalDate to,
            String type,
            String activity,
            String source,
            String tag,
            Optional<RecordId> after) {
        this(from, to, type, activity, source, tag, after, false);
    }

    public RecordQuery {
        after = after == null ? Optional.empty() : after;
        if (from != null && to != null && to.isBefore(from)) {
            throw ValidationException.of("to", "Choose a last day on or after the first day.");
        }
    }
}
