package dev.reportwidget.adapters.persistence;

import java.util.function.IntUnaryOperator;

/** Work done a bounded batch at a time, each batch in a transaction of its own. */
public final class Batches {

    /** Batches in one run at most, so that a run ends even while new work keeps arriving. */
    static final int MAX_BATCHES = 100;

    private Batches() {}

    /**
     * Runs {@code batch} (given the batch size, answering how much it did) until one does less than a
     * full batch, at most {@value #MAX_BATCHES} times; answers how much they did in all.
     */
    public static int untilShort(int size, IntUnaryOperator batch) {
        int done = 0;
        for (int i = 0; i < MAX_BATCHES; i++) {
            int did = batch.applyAsInt(size);
            done += did;
            if (did < size) {
                break;
            }
        }
        return done;
    }
}
