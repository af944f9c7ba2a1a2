package dev.reportwidget.adapters.persistence.report;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Status;
import jakarta.transaction.Synchronization;
import jakarta.transaction.TransactionSynchronizationRegistry;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicLong;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;
import org.postgresql.Driver;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

/**
 * Widget lookup answers kept by this instance, exact on every replica: they are kept only while
 * this instance listens to the {@code widget_access} notifications that every change of what a
 * lookup answers sends from its own transaction (see {@code V5__widget_access_notifications.sql}),
 * and all are forgotten when one arrives. A change made through this instance forgets them as soon
 * as it commits, before its request is answered. While the listening connection is down (and until
 * it is back and has forgotten everything), nothing is kept or served: every request looks up.
 *
 * <p>A lookup's answer is kept only if nothing was forgotten between the moment it was asked and
 * the moment it is kept ({@link #generation()}), so an answer read before a change never outlives
 * the change.
 */
@ApplicationScoped
public class WidgetAccessDecisions {

    static final String CHANNEL = "widget_access";

    private static final Logger LOG = Logger.getLogger(WidgetAccessDecisions.class);

    /** How long one wait for notifications lasts; the connection is checked between waits. */
    private static final int WAIT_MILLIS = 500;
    /** How often an idle listening connection is checked with a query, to notice a silent loss. */
    private static final Duration CHECK_EVERY = Duration.ofSeconds(5);

    private static final Duration RETRY_FIRST = Duration.ofMillis(100);
    private static final Duration RETRY_AT_MOST = Duration.ofSeconds(5);

    /**
     * Names the listening connection in {@code pg_stat_activity}, with the process ID, so that an
     * operator can tell the replicas' listeners apart.
     */
    public static final String APPLICATION_NAME =
            "report-widget-access-listener-" + ProcessHandle.current().pid();

    private final String url;
    private final Properties connectionProperties = new Properties();
    private final TransactionSynchronizationRegistry transactions;
    private final Cache<Object, Object> kept =
            Caffeine.newBuilder().executor(Runnable::run).maximumSize(100_000).build();
    private final AtomicLong generation = new AtomicLong();
    /** Answers confirmed by the database or while listening, each with when; kept for the grace period. */
    private final Cache<Object, Confirmed> confirmed;
    /** Since when the database could not be reached, in {@link System#nanoTime()}; 0 while it can. */
    private volatile long unreachableSince;

    private volatile boolean listening;
    private volatile boolean stopping;
    private volatile Thread listener;

    /**
     * The listening connection is a connection of its own, outside the pool: it is held for good,
     * and when it fails it is closed rather than handed back for a request to use.
     */
    WidgetAccessDecisions(
            TransactionSynchronizationRegistry transactions,
            WidgetDataConfig config,
            @ConfigProperty(name = "quarkus.datasource.jdbc.url") String url,
            @ConfigProperty(name = "quarkus.datasource.username") Optional<String> username,
            @ConfigProperty(name = "quarkus.datasource.password") Optional<String> password) {
        this.transactions = transactions;
        this.confirmed = Caffeine.newBuilder()
                .executor(Runnable::run)
                .expireAfterWrite(config.accessGrace())
                .maximumSize(100_000)
                .build();
        this.url = url;
        username.ifPresent(user -> connectionProperties.setProperty("user", user));
        password.ifPresent(secret -> connectionProperties.setProperty("password", secret));
        connectionProperties.setProperty("ApplicationName", APPLICATION_NAME);
        connectionProperties.setProperty("connectTimeout", "5");
        connectionProperties.setProperty("tcpKeepAlive", "true");
    }

    @PostConstruct
    void start() {
        Thread thread = new Thread(this::listen, "widget-access-listener");
        thread.setDaemon(true);
        listener = thread;
        thread.start();
    }

    @PreDestroy
    void stop() {
        stopping = true;
        listening = false;
        Thread thread = listener;
        if (thread != null) {
            thread.interrupt();
        }
    }

    /** Whether kept answers may be served now: this instance is listening. */
    public boolean listening() {
        return listening;
    }

    /** The answer kept for {@code key}, while this instance listens. */
    <V> Optional<V> kept(Object key, Class<V> type) {
        if (!listening) {
            return Optional.empty();
        }
        return Optional.ofNullable(kept.getIfPresent(key)).map(type::cast);
    }

    /**
     * Notes that the database gave this answer now (or that it was served while listening), so that
     * it can stand in while the database cannot be reached, for the grace period.
     */
    void confirm(Object key, Object answer) {
        long now = System.nanoTime();
        Confirmed last = confirmed.getIfPresent(key);
        // a kept answer is confirmed on every request: noting it once a second is enough
        if (last == null || !last.answer().equals(answer) || now - last.atNanos() > CONFIRM_RESOLUTION_NANOS) {
            confirmed.put(key, new Confirmed(answer, now));
        }
    }

    /** The answer confirmed within the grace period, for when the database cannot be reached. */
    <V> Optional<V> confirmedWithinGrace(Object key, Class<V> type) {
        return Optional.ofNullable(confirmed.getIfPresent(key)).map(c -> type.cast(c.answer()));
    }

    /** Whether a recent attempt found the database unreachable (and nothing reached it since). */
    boolean unreachable() {
        return unreachableSince != 0;
    }

    void markUnreachable() {
        if (unreachableSince == 0) {
            unreachableSince = System.nanoTime() | 1;
            LOG.warn("the database cannot be reached: widgets confirmed within the access grace are served stale");
        }
    }

    void markReachable() {
        if (unreachableSince != 0) {
            unreachableSince = 0;
            LOG.info("the database can be reached again");
        }
    }

    private record Confirmed(Object answer, long atNanos) {}

    private static final long CONFIRM_RESOLUTION_NANOS = Duration.ofSeconds(1).toNanos();

    /** To be read before a lookup is asked, and handed to {@link #keep} with its answer. */
    long generation() {
        return generation.get();
    }

    /** Keeps a lookup's answer, unless this instance stopped listening or forgot anything since {@code askedAt}. */
    void keep(Object key, Object answer, long askedAt) {
        if (!listening || generation.get() != askedAt) {
            return;
        }
        kept.put(key, answer);
        // forgotten meanwhile: the answer may predate the change that made everything be forgotten
        if (!listening || generation.get() != askedAt) {
            kept.invalidate(key);
        }
    }

    /** Forgets every kept answer. */
    void forgetAll() {
        generation.incrementAndGet();
        kept.invalidateAll();
    }

    /**
     * Forgets every kept answer once the current transaction has ended (committed or not), so that
     * this instance never serves the state the transaction replaced, before its own request is
     * answered; at once when no transaction is active.
     */
    public void forgetAfterCommit() {
        forgetAll();
        if (transactions.getTransactionStatus() != Status.STATUS_ACTIVE) {
            return;
        }
        transactions.registerInterposedSynchronization(new Synchronization() {
            @Override
            public void beforeCompletion() {}

            @Override
            public void afterCompletion(int status) {
                forgetAll();
            }
        });
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
                forgetAll();
                markReachable();
                listening = true;
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
                listening = false;
                forgetAll();
            }
            if (!pause(retry)) {
                return;
            }
            retry = retry.multipliedBy(2).compareTo(RETRY_AT_MOST) > 0 ? RETRY_AT_MOST : retry.multipliedBy(2);
        }
    }

    /** Forgets everything on each notification, until the connection fails or the instance stops. */
    private void receive(Connection connection, PGConnection postgres) throws SQLException {
        long nextCheck = System.nanoTime() + CHECK_EVERY.toNanos();
        while (!stopping) {
            PGNotification[] notifications = postgres.getNotifications(WAIT_MILLIS);
            if (notifications != null && notifications.length > 0) {
                forgetAll();
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
