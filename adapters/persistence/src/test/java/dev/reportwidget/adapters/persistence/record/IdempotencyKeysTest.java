package dev.reportwidget.adapters.persistence.record;

import static dev.reportwidget.adapters.persistence.record.RecordFixtures.content;
import static dev.reportwidget.adapters.persistence.record.RecordFixtures.countOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.reportwidget.adapters.persistence.TestDatabase;
import dev.reportwidget.application.record.port.in.IdempotencyKey;
import dev.reportwidget.application.record.port.out.RecordJournal.Appended;
import dev.reportwidget.application.record.port.out.RecordJournal.Created;
import dev.reportwidget.application.record.port.out.RecordJournal.Duplicate;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.record.Origin;
import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The one idempotency rule, as the journal keeps it in the one table: within its window a key names
 * the first record it created in its property and a repeat stores nothing, exactly, however the
 * repeats arrive (later, in the same batch, on another replica).
 */
class IdempotencyKeysTest {

    private final DataSource dataSource = TestDatabase.dataSource();
    private GroupCommitRecordJournal journal;
    private long property;
    private Secret token;
    private String type;

    @BeforeEach
    void start() {
        journal = RecordFixtures.startedJournal(dataSource);
        property = TestDatabase.newProperty();
        token = RecordFixtures.serviceToken(property);
        type = "keyed-" + UUID.randomUUID();
    }

    @AfterEach
    void stop() {
        journal.stop();
    }

    private Appended append(GroupCommitRecordJournal writer, IdempotencyKey key) throws Exception {
        return appendLater(writer, key).get(30, TimeUnit.SECONDS);
    }

    private CompletableFuture<Appended> appendLater(GroupCommitRecordJournal writer, IdempotencyKey key) {
        return writer.append(token, p -> content(type, "1"), Origin.SERVICE_TOKEN, Optional.of(key))
                .toCompletableFuture();
    }

    @Test
    void aRepeatedKeyStoresNothingAndAnswersTheFirstRecordWithTheRequestItWasFirstUsedWith() throws Exception {
        var first = (Created) append(journal, IdempotencyKey.ofRequest("order-1", "fingerprint-a"));

        var sameRequest = (Duplicate) append(journal, IdempotencyKey.ofRequest("order-1", "fingerprint-a"));
        var otherRequest = (Duplicate) append(journal, IdempotencyKey.ofRequest("order-1", "fingerprint-b"));

        assertEquals(first.id(), sameRequest.first());
        assertEquals(Optional.of("fingerprint-a"), sameRequest.requestFingerprint());
        // the application refuses this one (422): the key stays with its first request
        assertEquals(first.id(), otherRequest.first());
        assertEquals(Optional.of("fingerprint-a"), otherRequest.requestFingerprint());
        assertEquals(1, countOf(dataSource, property, type));
    }

    @Test
    void bothKindsShareOneKeySpacePerPropertyAndAnotherPropertyHasItsOwn() throws Exception {
        var first = (Created) append(journal, IdempotencyKey.ofRecord("shared"));

        var asRecordKey = (Duplicate) append(journal, IdempotencyKey.ofRecord("shared"));
        var asRequestKey = (Duplicate) append(journal, IdempotencyKey.ofRequest("shared", "fingerprint-a"));
        assertEquals(first.id(), asRecordKey.first());
        assertEquals(first.id(), asRequestKey.first());
        assertEquals(Optional.empty(), asRequestKey.requestFingerprint(), "first used as a record's key");

        long other = TestDatabase.newProperty();
        Secret otherToken = RecordFixtures.serviceToken(other);
        Appended elsewhere = journal.append(
                        otherToken,
                        p -> content(type, "1"),
                        Origin.SERVICE_TOKEN,
                        Optional.of(IdempotencyKey.ofRecord("shared")))
                .toCompletableFuture()
                .get(30, TimeUnit.SECONDS);
        assertInstanceOf(Created.class, elsewhere);
        assertEquals(1, countOf(dataSource, property, type));
        assertEquals(1, countOf(dataSource, other, type));
    }

    @Test
    void eachKindOfKeyNamesItsRecordForItsWindowExactly() throws Exception {
        var request = IdempotencyKey.ofRequest("request-edge", "fingerprint-a");
        var record = IdempotencyKey.ofRecord("record-edge");
        var firstOfRequest = (Created) append(journal, request);
        var firstOfRecord = (Created) append(journal, record);

        age("request-edge", "24 hours - 1 minute");
        age("record-edge", "7 days - 1 minute");
        assertEquals(firstOfRequest.id(), ((Duplicate) append(journal, request)).first());
        assertEquals(firstOfRecord.id(), ((Duplicate) append(journal, record)).first());

        age("request-edge", "24 hours 1 second");
        age("record-edge", "7 days 1 second");
        var secondOfRequest = (Created) append(journal, request);
        var secondOfRecord = (Created) append(journal, record);
        assertNotEquals(firstOfRequest.id(), secondOfRequest.id());
        assertNotEquals(firstOfRecord.id(), secondOfRecord.id());
        assertEquals(secondOfRequest.id(), ((Duplicate) append(journal, request)).first());
        assertEquals(secondOfRecord.id(), ((Duplicate) append(journal, record)).first());
        assertEquals(4, countOf(dataSource, property, type));
    }

    @Test
    void aKeyRepeatedInOneBatchStoresItsFirstRecordOnly() throws Exception {
        List<CompletableFuture<Appended>> appends = new ArrayList<>();
        try (Connection lock = dataSource.getConnection()) {
            // the writer's first batch waits for the lock; the repeats queue behind it and form one batch
            lock.setAutoCommit(false);
            try (Statement s = lock.createStatement()) {
                s.execute("LOCK TABLE records IN SHARE MODE");
            }
            appends.add(appendLater(journal, IdempotencyKey.ofRecord("blocker")));
            awaitWaitingInserts();
            for (int i = 0; i < 5; i++) {
                appends.add(appendLater(journal, IdempotencyKey.ofRecord("in-one-batch")));
            }
            lock.commit();
        }
        var first = (Created) appends.get(1).get(30, TimeUnit.SECONDS);
        for (CompletableFuture<Appended> repeat : appends.subList(2, appends.size())) {
            assertEquals(first.id(), ((Duplicate) repeat.get(30, TimeUnit.SECONDS)).first());
        }
        assertEquals(2, countOf(dataSource, property, type));
    }

    @Test
    void concurrentAppendsOfOneKeyOnTwoReplicasStoreExactlyOneRecord() throws Exception {
        GroupCommitRecordJournal replica = RecordFixtures.startedJournal(dataSource, 2);
        List<CompletableFuture<Appended>> appends = new ArrayList<>();
        try {
            for (int i = 0; i < 60; i++) {
                appends.add(appendLater(i % 2 == 0 ? journal : replica, IdempotencyKey.ofRecord("burst-" + (i % 3))));
            }
            Set<Object> created = new HashSet<>();
            Set<Object> named = new HashSet<>();
            for (CompletableFuture<Appended> append : appends) {
                Appended appended = append.get(30, TimeUnit.SECONDS);
                named.add(appended.id());
                if (appended instanceof Created) {
                    created.add(appended.id());
                }
            }
            assertEquals(3, created.size(), "one record per key");
            assertEquals(created, named, "every repeat names its key's record");
        } finally {
            replica.stop();
        }
        assertEquals(3, countOf(dataSource, property, type));
        assertEquals(
                3,
                TestDatabase.count(
                        dataSource,
                        "SELECT count(*) FROM idempotency_keys k JOIN records r"
                                + " ON r.property_id = k.property_id AND r.id = k.record_id WHERE k.property_id = ?",
                        property),
                "every key names a stored record");
    }

    /** Makes the key's claim as old as {@code age}, keeping its window. */
    private void age(String key, String age) {
        TestDatabase.execute(
                dataSource,
                "UPDATE idempotency_keys SET expires_at = now() - interval '" + age + "' + (expires_at - created_at),"
                        + " created_at = now() - interval '" + age + "' WHERE property_id = " + property
                        + " AND key = '"
                        + key + "'");
    }

    private void awaitWaitingInserts() throws InterruptedException {
        for (int i = 0; i < 100; i++) {
            if (TestDatabase.count(
                            dataSource,
                            "SELECT count(*) FROM pg_locks WHERE NOT granted AND relation = 'records'::regclass")
                    >= 1) {
                return;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("no insert waited for the table lock");
    }
}
