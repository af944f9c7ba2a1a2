package dev.reportwidget.adapters.cache;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Properties;
import org.jboss.logging.Logger;
import org.postgresql.Driver;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

/**
 * The connection that listens to the {@code widget_access} notifications: every change of what a
 * widget lookup reads sends one from its own transaction (the triggers of {@code
 * V5__widget_access_notifications.sql} and later migrations; {@code AccessNotificationTriggersTest}
 * holds every table a lookup reads to one). A connection of its own, outside the pool: it is held
 * for good, and when it fails it is closed rather than handed back for a request to use; it is
 * opened again with a growing pause. Its thread tells {@link KeptAccessDecisions} when it listens,
 * when it stops, and when a notification arrives.
 */
final class AccessChangeListener {

    static final String CHANNEL = "widget_access";

    /**
     * Names the listening connection in {@code pg_stat_activity}, with the process ID, so that an
     * operator can tell the replicas' listeners apart. Asked when the connection is made: a native
     * image initialises its classes' constants while it is built, where the process is the builder.
     */
    static String applicationName() {
        return "report-widget-access-listener-" + ProcessHandle.current().pid();
    }

    private static final Logger LOG = Logger.getLogger(AccessChangeListener.class);

    /** How long one wait for notifications lasts; the connection is checked and a stop seen between waits. */
    private static final int WAIT_MILLIS = 500;
    /** How often an idle listening connection is checked with a query, to notice a silent loss. */
    private static final Duration CHECK_EVERY = Duration.ofSeconds(5);

    private static final Duration RETRY_FIRST = Duration.ofMillis(100);
    private static final Duration RETRY_AT_MOST = Duration.ofSeconds(5);
    /** A stop waits this long at most for the connection to be closed (a wait lasts {@link #WAIT_MILLIS}). */
    private static final Duration STOP_WAIT = Duration.ofSeconds(2);

    private final String url;
    private final Properties connectionProperties = new Properties();
    private final KeptAccessDecisions decisions;

    private volatile boolean stopping;
    private Thread thread;

    AccessChangeListener(String url, String username, String password, KeptAccessDecisions decisions) {
        this.url = url;
        this.decisions = decisions;
        if (username != null) {
            connectionProperties.setProperty("user", username);
        }
        if (password != null) {
            connectionProperties.setProperty("password", password);
        }
        connectionProperties.setProperty("ApplicationName", applicationName());
        connectionProperties.setProperty("connectTimeout", "5");
        connectionProperties.setProperty("tcpKeepAlive", "true");
    }

    synchronized void start() {
        if (thread == null && !stopping) {
            thread = new Thread(this::listen, "widget-access-listener");
            thread.setDaemon(true);
            thread.start();
        }
    }

    /**
     * Stops listening and waits until the connection is closed, so that the database can stop after
     * it without the connection's loss being reported; a clean stop logs nothing above DEBUG.
     */
    synchronized void stop() {
        Thread listening = thread;
        if (stopping || listening == null) {
            stopping = true;
            return;
        }
        stopping = true;
        listening.interrupt();
        try {
            listening.join(STOP_WAIT.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        LOG.debugf("stopped listening to %s notifications", CHANNEL);
    }

    private void listen() {
        Duration retry = RETRY_FIRST;
        while (!stopping) {
            try (Connection connection = new Driver().connect(url, connectionProperties)) {
                if (connection == null) {
                    throw new SQLException("not a PostgreSQL URL: the datasource URL is not one this driver reads");
                }
                PGConnection postgres = connection.unwrap(PGConnection.class);
                try (Statement statement = connection.createStatement()) {
                    statement.execute("LISTEN " + CHANNEL);
                }
                // what was kept before (or while) the connection was down is not known to be current
                decisions.listeningStarted();
                LOG.infof("listening to %s notifications: widget access decisions are kept", CHANNEL);
                retry = RETRY_FIRST;
                receive(connection, postgres);
            } catch (SQLException | RuntimeException e) {
                if (stopping) {
                    return;
                }
                LOG.warnf(
                        "not listening to %s notifications (%s); every widget request looks up until it is back",
                        CHANNEL, e.getMessage());
            } finally {
                decisions.listeningStopped();
            }
            if (!pause(retry)) {
                return;
            }
            retry = retry.multipliedBy(2).compareTo(RETRY_AT_MOST) > 0 ? RETRY_AT_MOST : retry.multipliedBy(2);
        }
    }

    /** Forgets everything on each notification, until the connection fails or the listener stops. */
    private void receive(Connection connection, PGConnection postgres) throws SQLException {
        long nextCheck = System.nanoTime() + CHECK_EVERY.toNanos();
        while (!stopping) {
            PGNotification[] notifications = postgres.getNotifications(WAIT_MILLIS);
            if (notifications != null && notifications.length > 0) {
                decisions.forgetAll();
            }
            if (System.nanoTime() - nextCheck > 0) {
                try (Statement statement = connection.createStatement()) {
                    statement.execute("SELECT 1");
                }
                nextCheck = System.nanoTime() + CHECK_EVERY.toNanos();
            }
        }
    }

    private boolean pause(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
            return !stopping;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
