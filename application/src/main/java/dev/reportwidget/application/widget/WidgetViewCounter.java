package dev.reportwidget.application.widget;

import dev.reportwidget.application.widget.port.out.WidgetViewStore;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.WidgetSubject;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Counts widget views in memory, per widget and hour, and {@link #flush}es them in one batch to the
 * {@link WidgetViewStore}, where every replica's increments add up. Counting is an in-memory
 * increment (no database work on a widget request); a flush that fails keeps its increments for the
 * next one. One instance per service instance.
 */
public final class WidgetViewCounter {

    /** Buckets older than this are pruned: nothing reads past the 30-day window. */
    public static final Duration KEPT = Duration.ofDays(30);

    /** A counter that a flush took: whoever still holds it counts in a new one. */
    private static final long RETIRED = Long.MIN_VALUE;

    private final WidgetViewStore store;
    private final Clock clock;
    private final ConcurrentMap<Bucket, AtomicLong> counts = new ConcurrentHashMap<>();

    public WidgetViewCounter(WidgetViewStore store, Clock clock) {
        this.store = store;
        this.clock = clock;
    }

    /** One view of the report's widget, in the current hour. */
    public void count(PropertyId property, ReportId report) {
        count(property, WidgetSubject.of(report));
    }

    /** One view of the widget (a report's or a board), in the current hour. */
    public void count(PropertyId property, WidgetSubject widget) {
        add(new Bucket(property, widget, clock.instant().truncatedTo(ChronoUnit.HOURS)), 1);
    }

    /**
     * Writes every view counted since the last flush, as additive increments, in one batch; answers
     * how many views it wrote. When the store fails, the views are counted again for the next flush
     * and the failure is thrown.
     */
    public long flush() {
        List<WidgetViewStore.Increment> increments = new ArrayList<>();
        for (Map.Entry<Bucket, AtomicLong> entry : counts.entrySet()) {
            long views = entry.getValue().getAndSet(RETIRED);
            counts.remove(entry.getKey(), entry.getValue());
            if (views > 0) {
                Bucket bucket = entry.getKey();
                increments.add(new WidgetViewStore.Increment(bucket.property(), bucket.widget(), bucket.hour(), views));
            }
        }
        if (increments.isEmpty()) {
            return 0;
        }
        try {
            store.add(increments);
        } catch (RuntimeException failed) {
            increments.forEach(i -> add(new Bucket(i.property(), i.widget(), i.hour()), i.views()));
            throw failed;
        }
        return increments.stream().mapToLong(WidgetViewStore.Increment::views).sum();
    }

    /** Deletes the buckets past the 30-day window; answers how many. */
    public int prune() {
        return store.prune(clock.instant().truncatedTo(ChronoUnit.HOURS).minus(KEPT));
    }

    private void add(Bucket bucket, long views) {
        while (true) {
            AtomicLong counter = counts.computeIfAbsent(bucket, b -> new AtomicLong());
            long current = counter.get();
            if (current == RETIRED) {
                // a flush took this counter after we found it: count in the one that replaces it
                counts.remove(bucket, counter);
                continue;
            }
            if (counter.compareAndSet(current, current + views)) {
                return;
            }
        }
    }

    private record Bucket(PropertyId property, WidgetSubject widget, Instant hour) {}
}
