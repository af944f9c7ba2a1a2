package dev.reportwidget.adapters.persistence.record;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The hand-off between the thread that formats import rows and the one that sends them. */
class HandOffOutputStreamTest {

    @Test
    void everyByteArrivesInOrderOnceClosed() throws IOException {
        var target = new ByteArrayOutputStream();
        byte[] written = new byte[300_000];
        new Random(7).nextBytes(written);

        try (var handOff = new HandOffOutputStream(target, 1024, 2, "test-hand-off")) {
            int at = 0;
            while (at < written.length) {
                // single bytes and slices of every size, across chunk edges
                if (at % 3 == 0) {
                    handOff.write(written[at++]);
                } else {
                    int n = Math.min(written.length - at, 1 + at % 5000);
                    handOff.write(written, at, n);
                    at += n;
                }
            }
        }

        assertArrayEquals(written, target.toByteArray());
    }

    @Test
    void noMoreThanTheGivenChunksWaitWhileTheTargetIsSlow() throws Exception {
        var release = new CountDownLatch(1);
        var started = new CountDownLatch(1);
        var blocked = new OutputStream() {
            @Override
            public void write(int b) {}

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                started.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                    throw new IOException(e);
                }
            }
        };
        var handOff = new HandOffOutputStream(blocked, 10, 2, "test-hand-off");
        var chunksHandedOff = new AtomicInteger();
        Thread writer = new Thread(() -> {
            try {
                for (int i = 0; i < 10; i++) {
                    handOff.write(new byte[10]);
                    handOff.flush();
                    chunksHandedOff.incrementAndGet();
                }
            } catch (IOException e) {
                throw new RuntimeException(e);
            }
        });
        writer.start();
        assertTrue(started.await(10, TimeUnit.SECONDS));
        writer.join(500);

        // one chunk is with the stuck target, two wait: the writer is held on the fourth
        assertTrue(writer.isAlive(), "the writer waits for room");
        assertEquals(3, chunksHandedOff.get());
        release.countDown();
        writer.join(10_000);
        handOff.close();
        assertEquals(10, chunksHandedOff.get());
    }

    @Test
    void theTargetsFailureReachesTheWriter() throws Exception {
        var failure = new IOException("connection lost");
        var broken = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw failure;
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                throw failure;
            }
        };
        var handOff = new HandOffOutputStream(broken, 16, 1, "test-hand-off");

        IOException thrown = assertThrows(IOException.class, () -> {
            for (int i = 0; i < 1_000; i++) {
                handOff.write(new byte[16]);
                handOff.flush();
            }
            handOff.close();
        });

        assertSame(failure, thrown);
    }

    @Test
    void abandoningStopsTheSenderWithoutSendingTheRest() throws Exception {
        var target = new ByteArrayOutputStream();
        var handOff = new HandOffOutputStream(target, 4, 4, "test-hand-off");
        handOff.write(new byte[] {1, 2, 3});

        handOff.abandon();
        handOff.close();

        assertEquals(0, target.size(), "a partial chunk is never sent once abandoned");
    }
}
