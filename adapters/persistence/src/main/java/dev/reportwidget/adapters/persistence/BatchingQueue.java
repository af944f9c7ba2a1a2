package dev.reportwidget.adapters.persistence;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.jboss.logging.Logger;

/**
 * Work that concurrent requests queue and a few threads of its own take in batches: each thread
 * takes what is queued (up to a batch) and hands it to its handler, so the work of many requests
 * costs one round trip to the database. The queue is bounded: when it is full, {@link #submit}
 * refuses at once rather than letting memory and waiting grow. On {@link #stop} the threads finish
 * what is queued first; what is submitted after they are gone is handled by the submitting thread.
 *
 * @param <T> one request's work, which carries the means to answer it
 */
public final class BatchingQueue<T> {

    private static final Logger LOG = Logger.getLogger(BatchingQueue.class);

    /** How long an idle thread waits before it looks again whether the queue is stopping. */
    private static final long IDLE_POLL_MILLIS = 200;

    private final String name;
    private final int threadCount;
    private final int maxBatch;
    private final long lingerNanos;
    private final Supplier<Consumer<List<T>>> handlers;
    private final Consumer<List<T>> lateHandler;
    private final BlockingQueue<T> queue;
    private final List<Thread> threads = new ArrayList<>();
    private volatile boolean stopping;

    /**
     * @param linger how long a thread that found fewer items than a batch waits for more before it
     *     hands them on (zero: not at all): a longer wait makes larger batches under load, at the
     *     price of that wait for every batch
     * @param handlers one handler per thread (a handler may keep state of its thread's); a handler
     *     answers every item of its batch, and must not throw
     * @param lateHandler handles what is submitted once the threads may be gone, on the submitting thread
     */
    public BatchingQueue(
            String name,
            int threadCount,
            int maxBatch,
            int maxQueued,
            Duration linger,
            Supplier<Consumer<List<T>>> handlers,
            Consumer<List<T>> lateHandler) {
        if (threadCount < 1 || maxBatch < 1 || maxQueued < 1 || linger.isNegative()) {
            throw new IllegalArgumentException(
                    name + ": threads, batch size and queue size must be at least 1, the linger not negative");
        }
        this.queue = new LinkedBlockingQueue<>(maxQueued);
        this.name = name;
        this.threadCount = threadCount;
        this.maxBatch = maxBatch;
        this.lingerNanos = linger.toNanos();
        this.handlers = handlers;
        this.lateHandler = lateHandler;
    }

    public void start() {
        for (int i = 0; i < threadCount; i++) {
            Consumer<List<T>> handler = handlers.get();
            Thread thread = new Thread(() -> take(handler), name + "-" + i);
            thread.setDaemon(true);
            threads.add(thread);
            thread.start();
        }
    }

    /**
     * Queues the item for the threads.
     *
     * @return false, with nothing queued, when the queue is full: the caller answers the item itself
     */
    public boolean submit(T item) {
        if (!queue.offer(item)) {
            if (!stopping) {
                return false;
            }
            // stopping: the threads may be gone, so the item is handled here (queue full or not)
            lateHandler.accept(List.of(item));
            return true;
        }
        if (stopping && queue.remove(item)) {
            lateHandler.accept(List.of(item));
        }
        return true;
    }

    /** Lets the threads handle everything queued, then stops them. */
    public void stop() {
        stopping = true;
        for (Thread thread : threads) {
            try {
                thread.join(TimeUnit.SECONDS.toMillis(30));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private void take(Consumer<List<T>> handler) {
        List<T> batch = new ArrayList<>(maxBatch);
        while (true) {
            T first;
            try {
                first = queue.poll(IDLE_POLL_MILLIS, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                first = null;
            }
            if (first == null) {
                if (stopping && queue.isEmpty()) {
                    return;
                }
                continue;
            }
            batch.add(first);
            queue.drainTo(batch, maxBatch - 1);
            linger(batch);
            try {
                handler.accept(batch);
            } catch (Throwable e) {
                // a thread must outlive anything: requests wait on it
                LOG.errorf(e, "%s: a batch of %d failed in its handler", name, batch.size());
            }
            batch.clear();
        }
    }

    /** Waits up to the linger for more items, until the batch is full. */
    private void linger(List<T> batch) {
        if (lingerNanos == 0) {
            return;
        }
        long deadline = System.nanoTime() + lingerNanos;
        while (batch.size() < maxBatch) {
            long left = deadline - System.nanoTime();
            T next;
            try {
                next = left > 0 ? queue.poll(left, TimeUnit.NANOSECONDS) : null;
            } catch (InterruptedException e) {
                next = null;
            }
            if (next == null) {
                return;
            }
            batch.add(next);
            queue.drainTo(batch, maxBatch - batch.size());
        }
    }
}
