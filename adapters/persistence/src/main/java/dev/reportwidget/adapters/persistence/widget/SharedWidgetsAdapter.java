package dev.reportwidget.adapters.persistence.widget;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.reportwidget.adapters.persistence.BatchingQueue;
import dev.reportwidget.adapters.persistence.ConnectionFailures;
import dev.reportwidget.adapters.persistence.integration.CredentialQueries;
import dev.reportwidget.application.widget.port.out.SharedSubject;
import dev.reportwidget.application.widget.port.out.SharedWidgets;
import dev.reportwidget.domain.error.UnavailableException;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.WidgetSubject;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import javax.sql.DataSource;
import org.jboss.logging.Logger;

/**
 * The widget endpoints' look at shared reports and boards, in the database: a few lookup threads
 * take the lookups queued by concurrent requests and answer them together, with one statement per
 * way in and table ({@link SharedRows}; a board's item reports in one more), in plain JDBC. Each
 * selects by keys and answers the row with its current sharing; the domain decides who is admitted.
 * No request thread waits on the database. When the database cannot be reached, the lookups fail
 * with {@link UnavailableException}; what this instance keeps of the answers is the cache adapter's.
 * Every table these lookups read is named in {@link #TABLES_READ}: each must notify the instances
 * that keep answers of its changes.
 */
@ApplicationScoped
public class SharedWidgetsAdapter implements SharedWidgets {

    private static final Logger LOG = Logger.getLogger(SharedWidgetsAdapter.class);

    /** How long a client should wait when the database cannot be reached. */
    private static final int RETRY_AFTER_SECONDS = 5;

    /**
     * The tables the lookups read; each sends a {@code widget_access} notification from the
     * transaction that changes it (the cache adapter forgets its kept answers on one), which {@code
     * AccessNotificationTriggersTest} holds against the database's catalog and {@link #QUERIES}.
     */
    public static final List<String> TABLES_READ = List.of(
            "reports",
            "boards",
            "properties",
            "public_link_lookup",
            "service_token_lookup",
            "service_tokens",
            "embed_keys");

    /** Every statement of the lookups, made from the same definitions the lookups run. */
    public static final List<String> QUERIES = queries();

    private final DataSource dataSource;
    private final SharedRows rows;
    private final BatchingQueue<Lookup> lookups;
    /** Tokens whose use this instance noted in the last minute. */
    private final Cache<String, Boolean> usesNoted = Caffeine.newBuilder()
            .executor(Runnable::run)
            .expireAfterWrite(CredentialQueries.LAST_USED_RESOLUTION)
            .maximumSize(100_000)
            .build();

    SharedWidgetsAdapter(DataSource dataSource, ObjectMapper json, WidgetDataConfig config) {
        this.dataSource = dataSource;
        this.rows = new SharedRows(json);
        this.lookups = new BatchingQueue<>(
                "widget-lookup",
                config.lookup().threads(),
                config.lookup().maxBatch(),
                // unbounded: a widget lookup is bounded by the public rate limits and calculation slots
                Integer.MAX_VALUE,
                // a lookup answers a waiting request: it is taken at once
                Duration.ZERO,
                () -> this::answer,
                this::answer);
    }

    private static List<String> queries() {
        List<String> all = new ArrayList<>(SharedRows.statements());
        all.add(CredentialQueries.BY_TOKEN_HASHES);
        return List.copyOf(all);
    }

    @PostConstruct
    void start() {
        lookups.start();
    }

    /** Lets the lookup threads answer everything queued, then stops them. */
    @PreDestroy
    void stop() {
        lookups.stop();
    }

    @Override
    public CompletionStage<Optional<SharedSubject>> findByPublicId(PublicId id) {
        return submit(new ByPublicId(id, new CompletableFuture<>()));
    }

    @Override
    public CompletionStage<Optional<TokenReach>> findForServiceToken(Secret token, WidgetSubject subject) {
        return submit(new ByToken(token, subject, new CompletableFuture<>()));
    }

    @Override
    public CompletionStage<Optional<SignedReach>> findForSignedEmbed(WidgetSubject subject) {
        return submit(new BySigned(subject, new CompletableFuture<>()));
    }

    /** A lookup thread notes the use, at most once a minute per token from this instance. */
    @Override
    public void noteServiceTokenUse(Secret token) {
        String hash = token.hash().hex();
        if (usesNoted.asMap().putIfAbsent(hash, Boolean.TRUE) == null) {
            lookups.submit(new NoteUse(hash));
        }
    }

    private <T> CompletionStage<Optional<T>> submit(Answering<T> lookup) {
        lookups.submit(lookup);
        return lookup.done();
    }

    /** Answers every lookup of the batch: with what was found, or all with the failure. */
    private void answer(List<Lookup> batch) {
        try (Connection connection = dataSource.getConnection()) {
            new SharedLookupBatch(connection, rows, usesNoted::put, batch).answer();
        } catch (SQLException | RuntimeException e) {
            LOG.warnf("%d widget lookups failed: %s", batch.size(), e);
            Throwable failure = ConnectionFailures.isConnectionFailure(e)
                    ? new UnavailableException("the database cannot be reached right now", RETRY_AFTER_SECONDS)
                    : e;
            batch.forEach(lookup -> lookup.fail(failure));
        } catch (Throwable e) {
            // a lookup thread must outlive anything: requests wait on it
            LOG.error("widget lookups failed", e);
            batch.forEach(lookup -> lookup.fail(e));
        }
    }

    sealed interface Lookup permits Answering, NoteUse {
        void fail(Throwable cause);
    }

    /** A lookup a request waits on. */
    sealed interface Answering<T> extends Lookup permits ByPublicId, ByToken, BySigned {
        CompletableFuture<Optional<T>> done();

        @Override
        default void fail(Throwable cause) {
            done().completeExceptionally(cause);
        }
    }

    record ByPublicId(PublicId id, CompletableFuture<Optional<SharedSubject>> done)
            implements Answering<SharedSubject> {}

    record ByToken(Secret token, WidgetSubject subject, CompletableFuture<Optional<TokenReach>> done)
            implements Answering<TokenReach> {}

    record BySigned(WidgetSubject subject, CompletableFuture<Optional<SignedReach>> done)
            implements Answering<SignedReach> {}

    /** Not a lookup: the use of a token whose answer was kept, to be noted. */
    record NoteUse(String tokenHash) implements Lookup {
        @Override
        public void fail(Throwable cause) {
            // noting a use is best effort; the next one notes it
        }
    }
}
