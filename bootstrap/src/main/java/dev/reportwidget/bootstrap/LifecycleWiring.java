package dev.reportwidget.bootstrap;

import dev.reportwidget.application.lifecycle.RetentionService;
import dev.reportwidget.application.lifecycle.port.in.ApplyRetentionUseCase.RetentionRun;
import dev.reportwidget.application.lifecycle.port.out.JobLeases;
import dev.reportwidget.application.lifecycle.port.out.RetentionStore;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Produces;
import java.time.Clock;
import org.jboss.logging.Logger;

/**
 * The data lifecycle's services and their schedule: retention runs every {@code rw.retention.every}
 * on every replica, and the job's lease lets one of them work at a time (docs/operations.md#scheduled-work).
 */
@ApplicationScoped
public class LifecycleWiring {

    private static final Logger LOG = Logger.getLogger(LifecycleWiring.class);

    private final RetentionService retention;
    /** Set when the service stops: a run ends after its batch. */
    private volatile boolean stopping;

    LifecycleWiring(RetentionStore store, JobLeases leases, Clock clock, LifecycleConfig config) {
        this.retention =
                new RetentionService(store, leases, clock, config.batchSize(), config.leaseLength(), () -> stopping);
    }

    @Produces
    @ApplicationScoped
    RetentionService retention() {
        return retention;
    }

    @Scheduled(
            identity = "apply-retention",
            every = "${rw.retention.every}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void applyRetention() {
        if (stopping) {
            return;
        }
        try {
            RetentionRun run = retention.apply();
            if (run.deleted() > 0) {
                LOG.infof(
                        "retention deleted %d record(s) of %d propert(y/ies) with a retention",
                        run.deleted(), run.properties());
            } else {
                LOG.debugf("retention: %s", run);
            }
        } catch (RuntimeException e) {
            if (!stopping) {
                LOG.warn("retention failed; the next run does the same work", e);
            }
        }
    }

    void onStop(@Observes ShutdownEvent event) {
        stopping = true;
    }
}
