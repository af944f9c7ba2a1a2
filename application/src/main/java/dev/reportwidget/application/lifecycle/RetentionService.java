package dev.reportwidget.application.lifecycle;

import dev.reportwidget.application.lifecycle.port.in.ApplyRetentionUseCase;
import dev.reportwidget.application.lifecycle.port.out.JobLeases;
import dev.reportwidget.application.lifecycle.port.out.RetentionStore;
import dev.reportwidget.domain.property.Property;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.util.function.BooleanSupplier;

/**
 * Applies every property's retention: under the job's lease, so one replica at a time, deletes the
 * records dated before the first day kept (today in the property's time zone, less its days), a
 * batch per transaction until a batch comes back short. The lease is renewed before every batch; a
 * run that loses it (a replica that stalled past its length) stops, and the next run goes on.
 */
public final class RetentionService implements ApplyRetentionUseCase {

    /** The lease's job name. */
    public static final String JOB = "retention";

    private final RetentionStore store;
    private final JobLeases leases;
    private final Clock clock;
    private final int batchSize;
    private final Duration leaseLength;
    private final BooleanSupplier stopping;

    /**
     * @param batchSize records deleted per transaction
     * @param leaseLength how long a batch may take before another replica may take over
     * @param stopping true once the service stops: the run ends after its batch
     */
    public RetentionService(
            RetentionStore store,
            JobLeases leases,
            Clock clock,
            int batchSize,
            Duration leaseLength,
            BooleanSupplier stopping) {
        if (batchSize < 1) {
            throw new IllegalArgumentException("batch size " + batchSize);
        }
        this.store = store;
        this.leases = leases;
        this.clock = clock;
        this.batchSize = batchSize;
        this.leaseLength = leaseLength;
        this.stopping = stopping;
    }

    @Override
    public RetentionRun apply() {
        if (!leases.acquire(JOB, leaseLength)) {
            return new RetentionRun(false, 0, 0);
        }
        try {
            var properties = store.propertiesWithRetention();
            long deleted = 0;
            for (Property property : properties) {
                LocalDate firstKept =
                        property.retention().firstKept(property.today(clock)).orElseThrow();
                int did;
                do {
                    if (stopping.getAsBoolean() || !leases.acquire(JOB, leaseLength)) {
                        return new RetentionRun(true, properties.size(), deleted);
                    }
                    did = store.deleteDatedBefore(property.id(), firstKept, batchSize);
                    deleted += did;
                } while (did == batchSize);
            }
            return new RetentionRun(true, properties.size(), deleted);
        } finally {
            leases.release(JOB);
        }
    }
}
