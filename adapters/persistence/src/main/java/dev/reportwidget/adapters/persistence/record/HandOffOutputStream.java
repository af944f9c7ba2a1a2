package dev.reportwidget.adapters.persistence.record;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Hands what is written to it, in fixed chunks, to a thread of its own that writes them to
 * {@code target}: the writer (parsing and formatting rows) and the target (sending them to
 * PostgreSQL, which parses and stores them meanwhile) work at the same time. At most
 * {@code chunks} full chunks wait between the two, so memory is bounded whatever is written.
 *
 * <p>{@link #close()} waits until every chunk has reached the target (and throws what the target
 * threw); {@link #abandon()} stops the hand-off without waiting for the rest. Either way the target
 * itself is left open for its owner, who may only use it again after this returned.
 */
final class HandOffOutputStream extends OutputStream {

    private static final byte[] END = new byte[0];

    private final OutputStream target;
    private final BlockingQueue<byte[]> queue;
    private final Thread sender;
    private final int chunkBytes;
    private byte[] chunk;
    private int used;
    private volatile Throwable failure;
    private volatile boolean abandoned;
    private boolean closed;

    HandOffOutputStream(OutputStream target, int chunkBytes, int chunks, String threadName) {
        this.target = target;
        this.chunkBytes = chunkBytes;
        this.queue = new ArrayBlockingQueue<>(chunks);
        this.chunk = new byte[chunkBytes];
        this.sender = new Thread(this::send, threadName);
        this.sender.setDaemon(true);
        this.sender.start();
    }

    @Override
    public void write(int b) throws IOException {
        if (used == chunkBytes) {
            handOff();
        }
        chunk[used++] = (byte) b;
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
        while (length > 0) {
            if (used == chunkBytes) {
                handOff();
            }
            int n = Math.min(length, chunkBytes - used);
            System.arraycopy(bytes, offset, chunk, used, n);
            used += n;
            offset += n;
            length -= n;
        }
    }

    /** Sends every chunk written so far; a flush does not wait for the target. */
    @Override
    public void flush() throws IOException {
        if (used > 0) {
            handOff();
        }
    }

    /** Waits until everything written has reached the target. */
    @Override
    public void close() throws IOException {
        if (closed) {
            return;
        }
        flush();
        put(END);
        closed = true;
        join();
        throwFailure();
    }

    /** Stops sending: what waits is dropped, the sender ends; the target stays as it is. */
    void abandon() {
        abandoned = true;
        closed = true;
        queue.clear();
        sender.interrupt();
        join();
    }

    private void handOff() throws IOException {
        put(used == chunkBytes ? chunk : Arrays.copyOf(chunk, used));
        chunk = new byte[chunkBytes];
        used = 0;
    }

    private void put(byte[] bytes) throws IOException {
        try {
            // a failed sender takes nothing more: check it while waiting for room
            while (!queue.offer(bytes, 100, TimeUnit.MILLISECONDS)) {
                throwFailure();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while handing rows to the database");
        }
        throwFailure();
    }

    private void send() {
        try {
            while (true) {
                byte[] bytes = queue.take();
                if (bytes == END) {
                    return;
                }
                target.write(bytes);
            }
        } catch (InterruptedException e) {
            if (!abandoned) {
                failure = e;
            }
        } catch (Throwable e) {
            failure = e;
            queue.clear();
        }
    }

    private void join() {
        boolean interrupted = false;
        while (true) {
            try {
                sender.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private void throwFailure() throws IOException {
        Throwable failed = failure;
        if (failed == null) {
            return;
        }
        if (failed instanceof IOException io) {
            throw io;
        }
        if (failed instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (failed instanceof Error error) {
            throw error;
        }
        throw new IOException(failed);
    }
}
