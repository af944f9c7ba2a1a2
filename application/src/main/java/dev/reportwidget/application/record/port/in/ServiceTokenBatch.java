package dev.reportwidget.application.record.port.in;

import dev.reportwidget.application.record.port.out.RecordJournal;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.record.RecordDraft;
import java.util.List;
import java.util.Optional;

/**
 * The records of one {@code POST /service_token/records}, in request order: 1 to {@link #MAX}. Each
 * is stored or refused on its own; one the adapter could not read stays in its place, so that every
 * outcome keeps its index.
 */
public record ServiceTokenBatch(List<Item> items) {
    public static final int MAX = 1_000;
    public static final String FIELD = "records";

    public ServiceTokenBatch {
        if (items == null || items.isEmpty() || items.size() > MAX) {
            throw ValidationException.of(FIELD, "must hold 1 to " + MAX + " records");
        }
        items = List.copyOf(items);
    }

    /** One record of the batch, as the adapter read it. */
    public sealed interface Item permits Readable, Unreadable {}

    /** A record to store, with the idempotency key (a record's) it carries, if any. */
    public record Readable(RecordDraft draft, Optional<IdempotencyKey> key) implements Item {}

    /** A record the adapter could not read; its outcome is this reason, as it was thrown. */
    public record Unreadable(RuntimeException reason) implements Item {}

    /** What became of one record. */
    public sealed interface Outcome permits Stored, Refused {}

    /** Committed, or a duplicate of a record the key created before. */
    public record Stored(RecordJournal.Appended appended) implements Outcome {}

    /** Not stored: the reason, as it was thrown (a domain exception, or the adapter's own). */
    public record Refused(RuntimeException reason) implements Outcome {}
}
