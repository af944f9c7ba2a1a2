package dev.reportwidget.application.lifecycle.port.out;

import java.time.Duration;

/** Outbound port: leases that let one replica at a time do a job, whatever the number of replicas. */
public interface JobLeases {

    /**
     * Takes or renews this replica's lease of {@code job} for {@code length}; false while another
     * replica holds a lease of it that has not expired.
     */
    boolean acquire(String job, Duration length);

    /** Gives the lease back, so that any replica may take it at once. */
    void release(String job);
}
