package dev.reportwidget.adapters.persistence.record;

import dev.reportwidget.adapters.persistence.BatchingQueue;
import dev.reportwidget.adapters.persistence.integration.CredentialQueries;
import dev.reportwidget.application.record.port.in.IdempotencyKey;
import dev.reportwidget.application.record.port.out.RecordJournal;
import dev.reportwidget.domain.error.DomainException;
import dev.reportwidget.domain.error.UnavailableException;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.integration.SecretKind;
import dev.reportwidget.domain.integration.WebEventRestrictions;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordContent;
import dev.reportwidget.domain.record.RecordId;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.BiFunction;
import java.util.function.Function;
import javax.sql.DataSource;
import org.jboss.logging.Logger;

/**
 * Group commit for single records, whichever way they arrive (a member's, a service token's, a web
 * event's). {@link #append} only queues; a few writer threads take what is queued (up to a batch),
 * resolve every credential of the batch with one query per kind, build each record's content,
 * insert the rows in one statement and commit once, and only then complete each caller's stage. So
 * a burst of small requests costs a handful of statements and commits instead of several each, and
 * no request thread waits on the database. A credential check and the row it admits share one
 * transaction, and so do a record's idempotency key and the record ({@link IdempotencyKeys}: a key
 * whose claim loses answers the record it names and stores nothing). A batch the database
 * refuses is retried row by row, so a bad row fails only its own request; a failed commit is
 * reported to every caller of the batch and never retried. Rows are plain JDBC: no persistence
 * context, no JTA transaction.
 */
@ApplicationScoped
public class GroupCommitRecordJournal implements RecordJournal {

    private static final Logger LOG = Logger.getLogger(GroupCommitRecordJournal.class);

    /**
     * Every row of a batch in one statement, one array per column, so the statement (and the day
     * totals trigger on records) runs once per batch. Arrays of text, cast per row: a list column
     * travels as the text of its array, since an array of arrays would be flattened by unnest.
     */
    private static final String INSERT = "INSERT INTO records (property_id, id, " + RecordColumns.NAMES
            + ", origin, created_at)"
            + " SELECT property_id, id, CAST(date AS date), CAST(time AS time), type, activity, description,"
            + " CAST(source AS text[]), CAST(tags AS text[]), CAST(value AS numeric), CAST(custom_data AS jsonb),"
            + " CAST(raw_data AS jsonb), origin, ?"
            + " FROM unnest(CAST(? AS bigint[]), CAST(? AS bigint[]), CAST(? AS text[]), CAST(? AS text[]),"
            + " CAST(? AS text[]), CAST(? AS text[]), CAST(? AS text[]), CAST(? AS text[]), CAST(? AS text[]),"
            + " CAST(? AS text[]), CAST(? AS text[]), CAST(? AS text[]), CAST(? AS text[]))"
            + " AS row (property_id, id, " + RecordColumns.NAMES + ", origin)";

    /** A full queue drains within a few commits: a short wait is enough. */
    static final int QUEUE_FULL_RETRY_SECONDS = 1;

    private final DataSource dataSource;
    private final BatchingQueue<Pending> writers;
    /** IDs for rows written by a caller after the writers stopped (shutdown only). */
    private final RecordIdBlocks lateIds = new RecordIdBlocks();

    GroupCommitRecordJournal(DataSource dataSource, IngestionConfig config) {
        this.dataSource = dataSource;
        this.writers = new BatchingQueue<>(
                "record-journal",
                config.groupCommit().writers(),
                config.groupCommit().maxBatch(),
                config.groupCommit().maxQueued(),
                config.groupCommit().linger(),
                () -> {
                    var ids = new RecordIdBlocks();
                    return batch -> write(batch, ids);
                },
                batch -> {
                    synchronized (lateIds) {
                        write(batch, lateIds);
                    }
                });
    }

    @PostConstruct
    void start() {
        writers.start();
    }

    @Override
    public CompletionStage<BusinessRecord> append(PropertyId property, RecordContent content, Origin origin) {
        return submit(new Pending(
                        new ToProperty(property, content), origin, Optional.empty(), new CompletableFuture<>()))
                .thenApply(appended -> ((Created) appended).record());
    }

    @Override
    public CompletionStage<Appended> append(
            Secret credential, Function<Property, RecordContent> content, Origin origin, Optional<IdempotencyKey> key) {
        return submit(new Pending(
                new ByCredential(credential, (property, restrictions) -> content.apply(property)),
                origin,
                key,
                new CompletableFuture<>()));
    }

    /** The tracking ID's restrictions are read with it, in the transaction that stores the event. */
    @Override
    public CompletionStage<BusinessRecord> appendWebEvent(
            Secret trackingId, BiFunction<Property, WebEventRestrictions, RecordContent> content) {
        return submit(new Pending(
                        new ByCredential(trackingId, content),
                        Origin.WEB_EVENT,
                        Optional.empty(),
                        new CompletableFuture<>()))
                .thenApply(appended -> ((Created) appended).record());
    }

    private CompletionStage<Appended> submit(Pending pending) {
        if (!writers.submit(pending)) {
            // nothing was queued or stored: the caller hears it at once, never a 2xx
            pending.fail(new UnavailableException(
                    "too many records are waiting to be stored; retry shortly", QUEUE_FULL_RETRY_SECONDS));
        }
        return pending.done();
    }

    /** Lets the writers finish every queued row, then stops them. */
    @PreDestroy
    void stop() {
        writers.stop();
    }

    /** A batch: written, and every waiting caller answered. */
    private void write(List<Pending> batch, RecordIdBlocks ids) {
        try {
            writeBatch(batch, ids);
        } catch (Refused refused) {
            if (batch.size() == 1) {
                batch.get(0).fail(refused.getCause());
            } else {
                LOG.debugf(
                        "a batch of %d records was refused (%s); writing them one by one",
                        batch.size(), refused.getCause());
                batch.forEach(pending -> writeAlone(pending, ids));
            }
        } catch (Throwable e) {
            // the outcome is unknown (the commit may have failed or not): no retry, every caller hears of it
            LOG.warnf("a batch of %d records failed: %s", batch.size(), e);
            batch.forEach(pending -> pending.fail(e));
        }
    }

    private void writeAlone(Pending pending, RecordIdBlocks ids) {
        try {
            writeBatch(List.of(pending), ids);
        } catch (Refused refused) {
            pending.fail(refused.getCause());
        } catch (RuntimeException | SQLException e) {
            pending.fail(e);
        }
    }

    /**
     * One transaction for the whole batch: credentials resolved, contents built, idempotency keys
     * claimed, rows inserted, one commit. Callers whose credential or content is refused hear at
     * once; the others after the commit.
     *
     * @throws Refused when the rows were refused before the commit, so that nothing of the batch is stored
     */
    private void writeBatch(List<Pending> batch, RecordIdBlocks ids) throws Refused, SQLException {
        Instant createdAt = Instant.now().truncatedTo(ChronoUnit.MICROS);
        List<Pending> admitted = new ArrayList<>(batch.size());
        List<Appended> outcomes = new ArrayList<>(batch.size());
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try {
                try {
                    Map<Secret, CredentialQueries.TrackedProperty> properties = resolve(connection, batch);
                    List<Candidate> candidates = new ArrayList<>(batch.size());
                    List<IdempotencyKeys.Claim> claims = new ArrayList<>();
                    for (Pending pending : batch) {
                        PropertyId property;
                        RecordContent content;
                        switch (pending.destination()) {
                            case ToProperty known -> {
                                property = known.property();
                                content = known.content();
                            }
                            case ByCredential byCredential -> {
                                CredentialQueries.TrackedProperty resolved = properties.get(byCredential.credential());
                                if (resolved == null) {
                                    pending.fail(
                                            byCredential.credential().kind().refused());
                                    continue;
                                }
                                try {
                                    content =
                                            byCredential.content().apply(resolved.property(), resolved.restrictions());
                                } catch (DomainException refused) {
                                    pending.fail(refused);
                                    continue;
                                }
                                property = resolved.property().id();
                            }
                        }
                        long id = ids.next(connection);
                        var candidate = new Candidate(pending, property, id, content);
                        candidates.add(candidate);
                        candidate.claim().ifPresent(claims::add);
                    }
                    Set<Long> won = claims.isEmpty() ? Set.of() : IdempotencyKeys.claim(connection, claims);
                    List<IdempotencyKeys.Claim> lost = claims.stream()
                            .filter(claim -> !won.contains(claim.record()))
                            .toList();
                    Map<IdempotencyKeys.Claim, IdempotencyKeys.Holder> holders =
                            lost.isEmpty() ? Map.of() : IdempotencyKeys.holders(connection, lost);
                    Rows rows = new Rows();
                    for (Candidate candidate : candidates) {
                        IdempotencyKeys.Holder holder =
                                candidate.claim().map(holders::get).orElse(null);
                        admitted.add(candidate.pending());
                        if (holder != null) {
                            outcomes.add(new Duplicate(
                                    candidate.property(), new RecordId(holder.record()), holder.requestFingerprint()));
                            continue;
                        }
                        rows.add(
                                candidate.id(),
                                candidate.property(),
                                candidate.content(),
                                candidate.pending().origin());
                        outcomes.add(new Created(new BusinessRecord(
                                new RecordId(candidate.id()),
                                candidate.property(),
                                RecordMapper.asStored(candidate.content()),
                                candidate.pending().origin(),
                                createdAt)));
                    }
                    if (!rows.isEmpty()) {
                        rows.insert(connection, createdAt);
                    }
                } catch (SQLException | RuntimeException e) {
                    connection.rollback();
                    throw new Refused(e);
                }
                connection.commit();
            } finally {
                connection.setAutoCommit(true);
            }
            for (int i = 0; i < admitted.size(); i++) {
                admitted.get(i).done().complete(outcomes.get(i));
            }
        }
    }

    /** A record that passed its checks, with the ID drawn for it. */
    private record Candidate(Pending pending, PropertyId property, long id, RecordContent content) {
        Optional<IdempotencyKeys.Claim> claim() {
            return pending.key().map(key -> new IdempotencyKeys.Claim(property.value(), key, id));
        }
    }

    /** Every credential of the batch with its property (and a tracking ID's restrictions), one query per kind. */
    private static Map<Secret, CredentialQueries.TrackedProperty> resolve(Connection connection, List<Pending> batch)
            throws SQLException {
        Map<String, Secret> trackingIds = new HashMap<>();
        Map<String, Secret> tokenHashes = new HashMap<>();
        for (Pending pending : batch) {
            if (!(pending.destination() instanceof ByCredential byCredential)) {
                continue;
            }
            Secret credential = byCredential.credential();
            if (credential.kind() == SecretKind.TRACKING_ID) {
                trackingIds.put(credential.value(), credential);
            } else if (credential.kind() == SecretKind.SERVICE_TOKEN) {
                tokenHashes.put(credential.hash().hex(), credential);
            }
        }
        Map<Secret, CredentialQueries.TrackedProperty> resolved = new HashMap<>();
        if (!trackingIds.isEmpty()) {
            CredentialQueries.restrictedPropertiesOfTrackingIds(connection, trackingIds.keySet())
                    .forEach((value, tracked) -> resolved.put(trackingIds.get(value), tracked));
        }
        if (!tokenHashes.isEmpty()) {
            CredentialQueries.propertiesOfTokenHashes(connection, tokenHashes.keySet())
                    .forEach((hash, property) -> resolved.put(
                            tokenHashes.get(hash),
                            new CredentialQueries.TrackedProperty(property, WebEventRestrictions.NONE)));
        }
        return resolved;
    }

    /** The admitted rows of a batch, column by column, for {@link #INSERT}. */
    private final class Rows {
        private final List<Long> properties = new ArrayList<>();
        private final List<Long> ids = new ArrayList<>();
        /** The text columns of {@link RecordColumns#NAMES}, then the origin. */
        private final List<List<String>> text = new ArrayList<>();

        Rows() {
            for (int column = 0; column <= RecordColumns.COUNT; column++) {
                text.add(new ArrayList<>());
            }
        }

        void add(long id, PropertyId property, RecordContent c, Origin origin) {
            properties.add(property.value());
            ids.add(id);
            String[] values = RecordColumns.text(c);
            for (int column = 0; column < values.length; column++) {
                text.get(column).add(values[column]);
            }
            text.get(RecordColumns.COUNT).add(origin.wireName());
        }

        boolean isEmpty() {
            return ids.isEmpty();
        }

        void insert(Connection connection, Instant createdAt) throws SQLException {
            try (PreparedStatement insert = connection.prepareStatement(INSERT)) {
                insert.setObject(1, OffsetDateTime.ofInstant(createdAt, ZoneOffset.UTC));
                insert.setArray(2, connection.createArrayOf("bigint", properties.toArray()));
                insert.setArray(3, connection.createArrayOf("bigint", ids.toArray()));
                for (int column = 0; column < text.size(); column++) {
                    insert.setArray(
                            4 + column,
                            connection.createArrayOf("text", text.get(column).toArray()));
                }
                insert.executeUpdate();
            }
        }
    }

    /** The database refused the rows of a batch before its commit: none of them is stored. */
    private static final class Refused extends Exception {
        Refused(Exception cause) {
            super(cause);
        }
    }

    /** Where a record goes: to a property its caller resolved, or to its credential's, resolved by the batch. */
    private sealed interface Destination permits ToProperty, ByCredential {}

    private record ToProperty(PropertyId property, RecordContent content) implements Destination {}

    private record ByCredential(Secret credential, BiFunction<Property, WebEventRestrictions, RecordContent> content)
            implements Destination {}

    private record Pending(
            Destination destination, Origin origin, Optional<IdempotencyKey> key, CompletableFuture<Appended> done) {

        void fail(Throwable cause) {
            done.completeExceptionally(
                    cause instanceof RuntimeException
                            ? cause
                            : new IllegalStateException("the record was not stored", cause));
        }
    }
}
