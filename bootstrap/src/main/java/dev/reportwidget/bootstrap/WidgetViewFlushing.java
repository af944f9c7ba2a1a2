package dev.reportwidget.bootstrap;

import dev.reportwidget.application.widget.WidgetViewCounter;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.jboss.logging.Logger;

/**
 * Writes this instance's widget view counts to the database every {@code rw.widget.views.flush-every}
 * and once more when the service stops, and prunes the buckets past 30 days once an hour. A flush
 * that fails keeps its counts for the next one.
 */
@ApplicationScoped
public class WidgetViewFlushing {

    private static final Logger LOG = Logger.getLogger(WidgetViewFlushing.class);

    private final WidgetViewCounter views;

    WidgetViewFlushing(WidgetViewCounter views) {
        this.views = views;
    }

    @Scheduled(
            identity = "flush-widget-views",
            every = "${rw.widget.views.flush-every}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void flush() {
        try {
            long written = views.flush();
            LOG.debugf("widget views flushed: %d", written);
        } catch (RuntimeException e) {
            LOG.warn("widget views could not be flushed; they are kept for the next flush", e);
        }
    }

    @Scheduled(identity = "prune-widget-views", every = "1h", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void prune() {
        try {
            LOG.debugf("widget view buckets pruned: %d", views.prune());
        } catch (RuntimeException e) {
            LOG.warn("widget view buckets could not be pruned; the next run tries again", e);
        }
    }

    /** The last counts of this instance, before the connection pool closes. */
    void onStop(@Observes ShutdownEvent stop) {
        flush();
    }
}
