package dev.reportwidget.bootstrap.persistence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.adapters.persistence.BatchingQueue;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/** The queue's bound: a submission beyond it is refused at once and never handled. */
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
}
