package dev.reportwidget.adapters.cache;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.reportwidget.application.widget.port.out.AccessDecisionCache;
import dev.reportwidget.application.widget.port.out.AccessDecisionCache.LookupKey;
import dev.reportwidget.application.widget.port.out.WidgetLookupsChanged;
import dev.reportwidget.domain.error.UnavailableException;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.ShutdownEvent;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.Reception;
import jakarta.transaction.Status;
import jakarta.transaction.Synchronization;
import jakarta.transaction.TransactionSynchronizationRegistry;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * Widget lookup answers kept by this instance, exact on every replica: they are kept only while
 * this instance listens to the {@code widget_access} notifications ({@link AccessChangeListener}),
 * and all are forgotten when one arrives. A change made through this instance forgets them at once
 * and again as soon as its transaction ends ({@link WidgetLookupsChanged}), before its request is
 * answered. While the listening connection is down (and until it is back and has forgotten
 * everything), nothing is kept or served: every request looks up.
 *
 * <p>A lookup's answer is kept only if nothing was forgotten between the moment it was asked and
 * the moment it is kept, so an answer read before a change never outlives the change. Answers
 * confirmed by the database (or served while listening) are noted apart, for the access grace:
 * while the database cannot be reached, such an answer stands in for the lookup. {@code
 * rw.widget.lookups} counts the answers by where they came from.
 */
@ApplicationScoped
public class KeptAccessDecisions implements AccessDecisionCache {

    private static final Logger LOG = Logger.getLogger(KeptAccessDecisions.class);

    /** The listening connection's name in {@code pg_stat_activity} (with this process's ID). */
    public static String listenerName() {
        return AccessChangeListener.applicationName();
    }

    /** A kept answer is confirmed on every request that it answers: noting it once a second is enough. */
    private static final long CONFIRM_RESOLUTION_NANOS = Duration.ofSeconds(1).toNanos();

    private final TransactionSynchronizationRegistry transactions;
    private final Cache<LookupKey, Object> kept =
            Caffeine.newBuilder().executor(Runnable::run).maximumSize(100_000).build();
    /** Answers confirmed by the database or while listening, each with when; kept for the grace period. */
    private final Cache<LookupKey, Confirmed> confirmed;

    private final AtomicLong generation = new AtomicLong();
    private final AccessChangeListener listener;
    private final Counter keptAnswers;
    private final Counter databaseAnswers;

    private volatile boolean listening;
    /** Since when the database could not be reached, in {@link System#nanoTime()}; 0 while it can. */
    private volatile long unreachableSince;

    KeptAccessDecisions(
            TransactionSynchronizationRegistry transactions,
            CacheConfig config,
            MeterRegistry registry,
            @ConfigProperty(name = "quarkus.datasource.jdbc.url") String url,
            @ConfigProperty(name = "quarkus.datasource.username") Optional<String> username,
            @ConfigProperty(name = "quarkus.datasource.password") Optional<String> password) {
        this.transactions = transactions;
        this.confirmed = Caffeine.newBuilder()
                .executor(Runnable::run)
                .expireAfterWrite(config.accessGrace())
                .maximumSize(100_000)
                .build();
        this.listener = new AccessChangeListener(url, username.orElse(null), password.orElse(null), this);
        this.keptAnswers = lookups(registry, "kept");
        this.databaseAnswers = lookups(registry, "database");
    }

    private static Counter lookups(MeterRegistry registry, String answer) {
        return Counter.builder("rw.widget.lookups")
                .description("Widget access lookups, by where the answer came from (kept decisions or the database)")
                .tag("answer", answer)
                .register(registry);
    }

    /** The first lookup (which creates this bean) starts the listening connection. */
    @PostConstruct
    void start() {
        listener.start();
    }

    /** Stops listening before the service stops its database, so that nothing reports the connection's loss. */
    void beforeTheDatabaseStops(@Observes(notifyObserver = Reception.IF_EXISTS) ShutdownEvent stop) {
        listener.stop();
    }

    @PreDestroy
    void stop() {
        listener.stop();
    }

    @Override
    public <V> CompletionStage<Optional<V>> answer(
            LookupKey key,
            Supplier<CompletionStage<Optional<V>>> lookup,
            Predicate<V> keepable,
            UnaryOperator<V> stale) {
        Optional<V> keptAnswer = kept(key);
        if (keptAnswer.isPresent()) {
            keptAnswers.increment();
            confirm(key, keptAnswer.get());
            return CompletableFuture.completedFuture(keptAnswer);
        }
        if (unreachableSince != 0) {
            Optional<V> confirmedAnswer = confirmedWithinGrace(key);
            if (confirmedAnswer.isPresent()) {
                return CompletableFuture.completedFuture(confirmedAnswer.map(stale));
            }
        }
        databaseAnswers.increment();
        long asked = generation.get();
        return lookup.get().handle((found, failure) -> {
            if (failure == null) {
                markReachable();
                found.filter(keepable).ifPresent(answer -> {
                    confirm(key, answer);
                    keep(key, answer, asked);
                });
                return found;
            }
            Throwable cause =
                    failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
            if (!(cause instanceof UnavailableException unreachable)) {
                throw failure instanceof CompletionException done ? done : new CompletionException(failure);
            }
            markUnreachable();
            Optional<V> confirmedAnswer = confirmedWithinGrace(key);
            if (confirmedAnswer.isEmpty()) {
                throw unreachable;
            }
            return confirmedAnswer.map(stale);
        });
    }

    /** Whether kept answers may be served now: this instance is listening. */
    public boolean isListening() {
        return listening;
    }

    /** The listening connection is open: what was kept before it is not known to be current. */
    void listeningStarted() {
        forgetAll();
        markReachable();
        listening = true;
    }

    /** The listening connection is gone: nothing kept may be served until it is back. */
    void listeningStopped() {
        listening = false;
        forgetAll();
    }

    /** Forgets every kept answer. */
    void forgetAll() {
        generation.incrementAndGet();
        kept.invalidateAll();
    }

    /**
     * A change of what lookups read, in this instance's transaction (or without one): forgets every
     * kept answer now, and again once the transaction has ended (committed or not), so that this
     * instance never serves the state the transaction replaced, before its own request is answered.
     * Before the first lookup nothing is kept, so nothing is forgotten.
     */
    void changed(@Observes(notifyObserver = Reception.IF_EXISTS) WidgetLookupsChanged change) {
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

    @SuppressWarnings("unchecked")
    private <V> Optional<V> kept(LookupKey key) {
        if (!listening) {
            return Optional.empty();
        }
        return Optional.ofNullable((V) kept.getIfPresent(key));
    }

    /** Keeps a lookup's answer, unless this instance stopped listening or forgot anything since {@code askedAt}. */
    private void keep(LookupKey key, Object answer, long askedAt) {
        if (!listening || generation.get() != askedAt) {
            return;
        }
        kept.put(key, answer);
        // forgotten meanwhile: the answer may predate the change that made everything be forgotten
        if (!listening || generation.get() != askedAt) {
            kept.invalidate(key);
        }
    }

    /**
     * Notes that the database gave this answer now (or that it was served while listening), so that
     * it can stand in while the database cannot be reached, for the grace period.
     */
    private void confirm(LookupKey key, Object answer) {
        long now = System.nanoTime();
        Confirmed last = confirmed.getIfPresent(key);
        if (last == null || !last.answer().equals(answer) || now - last.atNanos() > CONFIRM_RESOLUTION_NANOS) {
            confirmed.put(key, new Confirmed(answer, now));
        }
    }

    /** The answer confirmed within the grace period, for when the database cannot be reached. */
    @SuppressWarnings("unchecked")
    private <V> Optional<V> confirmedWithinGrace(LookupKey key) {
        return Optional.ofNullable(confirmed.getIfPresent(key)).map(c -> (V) c.answer());
    }

    private void markUnreachable() {
        if (unreachableSince == 0) {
            unreachableSince = System.nanoTime() | 1;
            LOG.warn("the database cannot be reached: widgets confirmed within the access grace are served stale");
        }
    }

    private void markReachable() {
        if (unreachableSince != 0) {
            unreachableSince = 0;
            LOG.info("the database can be reached again");
        }
    }

    private record Confirmed(Object answer, long atNanos) {}
}
