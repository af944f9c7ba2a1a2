package dev.reportwidget.bootstrap.support;

import java.time.Duration;
import java.util.function.BooleanSupplier;

/** Waiting for something another thread or process brings about, with a bound that fails the test rather than stalls it. */
public final class Await {

    private Await() {}

    /** Polls the condition every 10 ms until it holds; fails with {@code what} once {@code bound} has passed. */
    public static void until(BooleanSupplier condition, Duration bound, String what) {
        long deadline = System.nanoTime() + bound.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not within " + bound.toSeconds() + " s: " + what);
            }
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }
}
