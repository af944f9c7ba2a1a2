package dev.reportwidget.adapters.persistence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The queue's bound (a submission beyond it is refused at once and never handled) and its linger. */
class BatchingQueueTest {

    @Test
    void aFullQueueRefusesASubmissionWhichIsNeverHandled() throws InterruptedException {
        CountDownLatch taken = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch handled = new CountDownLatch(2);
        List<String> seen = new CopyOnWriteArrayList<>();
        var queue = new BatchingQueue<String>(
                "test",
                1,
                1,
                1,
                Duration.ZERO,
                () -> batch -> {
                    taken.countDown();
                    try {
                        release.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    seen.addAll(batch);
                    batch.forEach(item -> handled.countDown());
                },
                batch -> seen.addAll(batch));
        queue.start();
        assertTrue(queue.submit("held"));
        taken.await();
        // the thread holds "held"; the queue has room for one more
        assertTrue(queue.submit("queued"));
        assertFalse(queue.submit("refused"));
        release.countDown();
        handled.await();
        queue.stop();
        assertEquals(List.of("held", "queued"), seen);
    }

    @Test
    void aLingeringThreadGathersWhatArrivesWhileItWaitsAndAFullBatchEndsTheWait() throws InterruptedException {
        List<List<String>> batches = new CopyOnWriteArrayList<>();
        CountDownLatch handled = new CountDownLatch(1);
        // a linger far longer than the test: only a full batch can end it
        var queue = new BatchingQueue<String>(
                "test",
                1,
                3,
                10,
                Duration.ofHours(1),
                () -> batch -> {
                    batches.add(new ArrayList<>(batch));
                    handled.countDown();
                },
                batch -> {});
        queue.start();
        assertTrue(queue.submit("first"));
        assertTrue(queue.submit("second"));
        assertFalse(handled.await(50, TimeUnit.MILLISECONDS), "two of three: the thread still waits for more");
        assertTrue(queue.submit("third"));
        assertTrue(handled.await(30, TimeUnit.SECONDS));
        queue.stop();
        assertEquals(List.of(List.of("first", "second", "third")), batches);
    }

    @Test
    void aNegativeLingerIsRefused() {
        org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class,
                () -> new BatchingQueue<String>(
                        "test", 1, 1, 1, Duration.ofMillis(-1), () -> batch -> {}, batch -> {}));
    }
}
