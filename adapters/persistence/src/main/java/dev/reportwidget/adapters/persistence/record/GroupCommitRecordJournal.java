package dev.reportwidget.adapters.persistence.record;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.application.record.RecordJournal;
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
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * Group commit for single ingested records. Each {@link #append} waits until its row is committed;
 * the rows of concurrent appends are written by a few writer threads as one JDBC batch and one
 * commit, so a burst of small requests costs a handful of commits instead of one each. A batch the
 * database refuses is retried row by row, so a bad row fails only its own request and every other
 * row of the batch is still stored. Rows are plain JDBC: no persistence context, no JTA transaction.
 */
@ApplicationScoped
public class GroupCommitRecordJournal implements RecordJournal {

    private static final Logger LOG = Logger.getLogger(GroupCommitRecordJournal.class);

    private static final String INSERT = "INSERT INTO records (property_id, id, date, time, type, activity,"
            + " description, source, tags, value, custom_data, raw_data, origin, created_at)"
            + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, CAST(? AS jsonb), CAST(? AS jsonb), ?, ?)";

    /** How long an idle writer waits before it looks again whether the journal is stopping. */
    private static final long IDLE_POLL_MILLIS = 200;

    private final DataSource dataSource;
    private final ObjectMapper json;
    private final int maxBatch;
    private final int writerCount;
    private final BlockingQueue<Pending> queue = new LinkedBlockingQueue<>();
    private final List<Thread> writers = new ArrayList<>();
    /** IDs for rows written by a caller after the writers stopped (shutdown only). */
    private final RecordIdBlocks lateIds = new RecordIdBlocks();

    private volatile boolean stopping;

    GroupCommitRecordJournal(
            DataSource dataSource,
            ObjectMapper json,
            @ConfigProperty(name = "rw.ingest.group-commit.writers", defaultValue = "2") int writerCount,
            @ConfigProperty(name = "rw.ingest.group-commit.max-batch", defaultValue = "500") int maxBatch) {
        if (writerCount < 1 || maxBatch < 1) {
            throw new IllegalArgumentException("rw.ingest.group-commit.writers and max-batch must be at least 1");
        }
        this.dataSource = dataSource;
        this.json = json;
        this.maxBatch = maxBatch;
        this.writerCount = writerCount;
    }

    @PostConstruct
    void start() {
        for (int i = 0; i < writerCount; i++) {
            Thread writer = new Thread(this::write, "record-journal-" + i);
            writer.setDaemon(true);
            writers.add(writer);
            writer.start();
        }
    }

    @Override
    public BusinessRecord append(PropertyId property, RecordContent content, Origin origin) {
        var pending = new Pending(property, content, origin, new CompletableFuture<>());
        queue.add(pending);
        if (stopping && queue.remove(pending)) {
            // the writers may be gone already: the caller writes its own row
            synchronized (lateIds) {
                writeAlone(pending, lateIds);
            }
        }
        try {
            return pending.done().get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException failure) {
                throw failure;
            }
            throw new IllegalStateException("the record could not be stored", e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the record was being stored", e);
        }
    }

    /** Lets the writers finish every queued row, then stops them. */
    @PreDestroy
    void stop() {
        stopping = true;
        for (Thread writer : writers) {
            try {
                writer.join(TimeUnit.SECONDS.toMillis(30));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** A writer thread's loop: take what is queued (up to a batch), write it, answer every waiting caller. */
    private void write() {
        var ids = new RecordIdBlocks();
        List<Pending> batch = new ArrayList<>(maxBatch);
        while (true) {
            Pending first;
            try {
                first = queue.poll(IDLE_POLL_MILLIS, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                first = null;
            }
            if (first == null) {
                if (stopping && queue.isEmpty()) {
                    return;
                }
                continue;
            }
            batch.add(first);
            queue.drainTo(batch, maxBatch - 1);
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
                // the outcome is unknown (the commit may have failed or not): no retry, every caller hears of it;
                // and a writer must outlive anything, callers wait on it
                LOG.warnf("a batch of %d records failed: %s", batch.size(), e);
                batch.forEach(pending -> pending.fail(e));
            }
            batch.clear();
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
     * One transaction for the whole batch; callers are answered only after the commit.
     *
     * @throws Refused when the rows were refused before the commit, so that nothing of the batch is stored
     */
    private void writeBatch(List<Pending> batch, RecordIdBlocks ids) throws Refused, SQLException {
        Instant createdAt = Instant.now().truncatedTo(ChronoUnit.MICROS);
        List<BusinessRecord> stored = new ArrayList<>(batch.size());
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try {
                try (PreparedStatement insert = connection.prepareStatement(INSERT)) {
                    for (Pending pending : batch) {
                        long id = ids.next(connection);
                        bind(insert, connection, id, pending, createdAt);
                        insert.addBatch();
                        stored.add(new BusinessRecord(
                                new RecordId(id),
                                pending.property(),
                                RecordMapper.asStored(pending.content()),
                                pending.origin(),
                                createdAt));
                    }
                    insert.executeBatch();
                } catch (SQLException | RuntimeException e) {
                    connection.rollback();
                    throw new Refused(e);
                }
                connection.commit();
            } finally {
                connection.setAutoCommit(true);
            }
            for (int i = 0; i < batch.size(); i++) {
                batch.get(i).done().complete(stored.get(i));
            }
        }
    }

    private void bind(PreparedStatement insert, Connection connection, long id, Pending pending, Instant createdAt)
            throws SQLException {
        RecordContent c = pending.content();
        insert.setLong(1, pending.property().value());
        insert.setLong(2, id);
        insert.setObject(3, c.date());
        insert.setObject(4, c.time());
        insert.setString(5, c.type());
        insert.setString(6, c.activity());
        insert.setString(7, c.desc());
        insert.setArray(8, connection.createArrayOf("text", c.source().toArray()));
        insert.setArray(9, connection.createArrayOf("text", c.tags().toArray()));
        insert.setBigDecimal(10, c.value());
        insert.setString(11, jsonOf(c.customData()));
        insert.setString(12, jsonOf(c.rawData()));
        insert.setString(13, pending.origin().wireName());
        insert.setObject(14, OffsetDateTime.ofInstant(createdAt, ZoneOffset.UTC));
    }

    private String jsonOf(Map<String, Object> data) {
        try {
            return json.writeValueAsString(data);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("data is not serialisable as JSON", e);
        }
    }

    /** The database refused the rows of a batch before its commit: none of them is stored. */
    private static final class Refused extends Exception {
        Refused(Exception cause) {
            super(cause);
        }
    }

    private record Pending(
            PropertyId property, RecordContent content, Origin origin, CompletableFuture<BusinessRecord> done) {

        void fail(Throwable cause) {
            done.completeExceptionally(
                    cause instanceof RuntimeException
                            ? cause
                            : new IllegalStateException("the record was not stored", cause));
        }
    }
}
