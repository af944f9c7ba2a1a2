package dev.reportwidget.application.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.WidgetSubject;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Views are counted in memory per report and hour, and written as additive increments by a flush. */
class WidgetViewCounterTest {

    private static final PropertyId SHOP = new PropertyId(7);
    private static final ReportId SALES = new ReportId(1);
    private static final ReportId COSTS = new ReportId(2);

    private final MovingClock clock = new MovingClock(Instant.parse("2026-11-24T10:15:00Z"));
    private final InMemoryWidgetViews store = new InMemoryWidgetViews();
    private final WidgetViewCounter counter = new WidgetViewCounter(store, clock);

    @Test
    void countingWritesNothingUntilAFlushWritesEveryHoursCountOnce() {
        counter.count(SHOP, SALES);
        counter.count(SHOP, SALES);
        counter.count(SHOP, COSTS);
        clock.now = Instant.parse("2026-11-24T11:01:00Z");
        counter.count(SHOP, SALES);

        assertEquals(0, store.total(), "counting alone writes nothing");
        assertEquals(4, counter.flush());

        assertEquals(1, store.flushes.size(), "one batch");
        assertEquals(
                Map.of(
                        key(SALES, "2026-11-24T10:00:00Z"), 2L,
                        key(COSTS, "2026-11-24T10:00:00Z"), 1L,
                        key(SALES, "2026-11-24T11:00:00Z"), 1L),
                store.buckets);
        assertEquals(0, counter.flush(), "a flush writes each view once");
        assertEquals(1, store.flushes.size(), "nothing to write: no batch");
    }

    @Test
    void flushesAddToTheBucketsTheyShare() {
        counter.count(SHOP, SALES);
        counter.flush();
        counter.count(SHOP, SALES);
        counter.count(SHOP, SALES);
        counter.flush();

        assertEquals(Map.of(key(SALES, "2026-11-24T10:00:00Z"), 3L), store.buckets);
    }

    @Test
    void twoCountersFlushingIntoOneStoreSumTheirViews() {
        WidgetViewCounter other = new WidgetViewCounter(store, clock);
        counter.count(SHOP, SALES);
        counter.count(SHOP, SALES);
        other.count(SHOP, SALES);
        other.count(SHOP, COSTS);

        counter.flush();
        other.flush();

        assertEquals(3L, store.buckets.get(key(SALES, "2026-11-24T10:00:00Z")));
        assertEquals(1L, store.buckets.get(key(COSTS, "2026-11-24T10:00:00Z")));
    }

    @Test
    void aFailedFlushKeepsItsViewsForTheNextOne() {
        counter.count(SHOP, SALES);
        counter.count(SHOP, SALES);
        store.failing = true;

        assertThrows(IllegalStateException.class, counter::flush);
        counter.count(SHOP, SALES);
        store.failing = false;

        assertEquals(3, counter.flush());
        assertEquals(Map.of(key(SALES, "2026-11-24T10:00:00Z"), 3L), store.buckets);
    }

    @Test
    void noViewIsLostOrCountedTwiceWhileFlushesRunAlongside() throws InterruptedException {
        int threads = 4;
        int viewsEach = 20_000;
        CountDownLatch start = new CountDownLatch(1);
        List<Thread> counting = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Thread thread = new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
                for (int i = 0; i < viewsEach; i++) {
                    counter.count(SHOP, i % 2 == 0 ? SALES : COSTS);
                }
            });
            thread.start();
            counting.add(thread);
        }
        AtomicLong flushed = new AtomicLong();
        start.countDown();
        while (counting.stream().anyMatch(Thread::isAlive)) {
            flushed.addAndGet(counter.flush());
        }
        for (Thread thread : counting) {
            thread.join();
        }
        flushed.addAndGet(counter.flush());

        assertEquals((long) threads * viewsEach, flushed.get());
        assertEquals((long) threads * viewsEach, store.total());
    }

    @Test
    void pruningDropsTheBucketsPastThirtyDays() {
        clock.now = Instant.parse("2026-10-24T09:30:00Z");
        counter.count(SHOP, SALES);
        clock.now = Instant.parse("2026-10-25T10:30:00Z");
        counter.count(SHOP, SALES);
        counter.flush();
        clock.now = Instant.parse("2026-11-24T10:15:00Z");

        assertEquals(1, counter.prune());
        assertEquals(Map.of(key(SALES, "2026-10-25T10:00:00Z"), 1L), store.buckets);
    }

    private static InMemoryWidgetViews.Key key(ReportId report, String hour) {
        return new InMemoryWidgetViews.Key(SHOP, WidgetSubject.of(report), Instant.parse(hour));
    }

    private static final class MovingClock extends Clock {
        volatile Instant now;

        MovingClock(Instant now) {
            this.now = now;
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }
}
