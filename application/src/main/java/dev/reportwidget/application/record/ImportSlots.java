package dev.reportwidget.application.record;

import dev.reportwidget.application.record.port.in.ImportRecordsUseCase;
import dev.reportwidget.domain.error.RateLimitedException;
import dev.reportwidget.domain.property.PropertyId;
import java.util.HashMap;
import java.util.Map;

/**
 * How many imports run at once on this instance, in all and per property. An import holds a slot
 * from before its upload is read until it is stored or refused; one that finds none is refused
 * with 429, so a burst of large uploads never queues up on the instance's disk and database.
 */
public final class ImportSlots {

    /** How long a refused import is told to wait. */
    static final long RETRY_AFTER_SECONDS = 5;

    private final int perInstance;
    private final int perProperty;
    private final Map<PropertyId, Integer> running = new HashMap<>();
    private int total;

    public ImportSlots(int perInstance, int perProperty) {
        if (perInstance < 1 || perProperty < 1) {
            throw new IllegalArgumentException("at least one import must be able to run");
        }
        this.perInstance = perInstance;
        this.perProperty = perProperty;
    }

    /**
     * A slot for an import into {@code property}, to be closed when the import ends.
     *
     * @throws RateLimitedException when the instance or the property runs as many imports as allowed
     */
    public synchronized Slot reserve(PropertyId property) {
        if (total >= perInstance) {
            throw new RateLimitedException(
                    perInstance + " imports are running on this instance; retry shortly", RETRY_AFTER_SECONDS);
        }
        int ofProperty = running.getOrDefault(property, 0);
        if (ofProperty >= perProperty) {
            throw new RateLimitedException(
                    "an import into this property is running; retry when it is done", RETRY_AFTER_SECONDS);
        }
        running.put(property, ofProperty + 1);
        total++;
        return new Slot(property);
    }

    private synchronized void release(PropertyId property) {
        total--;
        running.computeIfPresent(property, (id, count) -> count == 1 ? null : count - 1);
    }

    /** A running import's hold on its slot. */
    public final class Slot implements ImportRecordsUseCase.Slot {
        private final PropertyId property;
        private boolean closed;

        private Slot(PropertyId property) {
            this.property = property;
        }

        @Override
        public synchronized void close() {
            if (!closed) {
                closed = true;
                release(property);
            }
        }
    }
}
