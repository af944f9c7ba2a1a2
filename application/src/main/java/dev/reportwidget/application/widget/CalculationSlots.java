package dev.reportwidget.application.widget;

import dev.reportwidget.domain.error.UnavailableException;
import dev.reportwidget.domain.property.PropertyId;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.Executor;
import java.util.concurrent.Semaphore;
import java.util.function.Supplier;

/**
 * The calculations one instance runs for each property: at most {@code perProperty} at once, on
 * the workers, so that one property's heavy reports never take every worker nor delay another
 * property's widgets (docs/reports-and-widgets.md, Limits). A calculation that would need one slot
 * more fails at once, and its caller answers from a last good copy, or 503. Every calculation of
 * report data goes through here: widgets, boards and whatever else evaluates reports.
 */
public final class CalculationSlots {

    /** How long clients should wait before retrying when no data can be served. */
    public static final int RETRY_AFTER_SECONDS = 5;

    private static final System.Logger LOG = System.getLogger(CalculationSlots.class.getName());

    private final Executor workers;
    private final int perProperty;
    private final ConcurrentMap<PropertyId, Semaphore> running = new ConcurrentHashMap<>();

    /**
     * @param workers the threads that calculate (a calculation blocks on the database)
     * @param perProperty calculations of one property that may run at once on this instance
     */
    public CalculationSlots(Executor workers, int perProperty) {
        if (perProperty < 1) {
            throw new IllegalArgumentException("at least one calculation per property must be able to run");
        }
        this.workers = workers;
        this.perProperty = perProperty;
    }

    /**
     * {@code calculation} on a worker, if the property has a slot free on this instance; otherwise a
     * failure at once ({@link #unavailable()}). A calculation that fails is logged and fails its stage.
     *
     * @param what what is calculated, for the log
     */
    public <T> CompletionStage<T> start(PropertyId property, String what, Supplier<T> calculation) {
        Semaphore slots = running.computeIfAbsent(property, id -> new Semaphore(perProperty));
        if (!slots.tryAcquire()) {
            LOG.log(
                    System.Logger.Level.DEBUG,
                    "property " + property + " has " + perProperty + " calculations running; " + what
                            + " answer the last good copy if any");
            return CompletableFuture.failedFuture(unavailable());
        }
        try {
            return CompletableFuture.supplyAsync(
                    () -> {
                        try {
                            return calculation.get();
                        } catch (RuntimeException failed) {
                            LOG.log(
                                    System.Logger.Level.WARNING,
                                    what + " could not be calculated; serving the last good copy if any",
                                    failed);
                            throw failed;
                        } finally {
                            slots.release();
                        }
                    },
                    workers);
        } catch (RuntimeException rejected) {
            slots.release();
            throw rejected;
        }
    }

    /** Runs {@code task} on the workers (a rendering, which may take milliseconds), outside every slot. */
    public <T> CompletionStage<T> onWorker(Supplier<T> task) {
        return CompletableFuture.supplyAsync(task, workers);
    }

    /** What a calculation that cannot run, or cannot be answered from a copy, answers. */
    public static UnavailableException unavailable() {
        return new UnavailableException("the report cannot be calculated right now", RETRY_AFTER_SECONDS);
    }
}
