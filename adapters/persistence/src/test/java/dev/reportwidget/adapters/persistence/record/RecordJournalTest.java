package dev.reportwidget.adapters.persistence.record;

import static dev.reportwidget.adapters.persistence.record.RecordFixtures.content;
import static dev.reportwidget.adapters.persistence.record.RecordFixtures.countOf;
import static dev.reportwidget.adapters.persistence.record.RecordFixtures.find;
import static dev.reportwidget.adapters.persistence.record.RecordFixtures.trackingId;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.adapters.persistence.TestDatabase;
import dev.reportwidget.domain.error.PermissionDeniedException;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.integration.SecretKind;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordContent;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The group-commit journal, the one way single records are stored, against the real database: an
 * append answers what a read of its row answers, a member's record needs no credential, concurrent
 * appends share commits, and a refused credential, a refused content or a row the database refuses
 * fails only its own append.
 */
class RecordJournalTest {

    /** Rows with this description are refused by a test trigger: something validation cannot know. */
    private static final String REFUSED = "refused by the database";

    private final DataSource dataSource = TestDatabase.dataSource();
    private GroupCommitRecordJournal journal;

    @BeforeEach
    void startJournal() {
        journal = RecordFixtures.startedJournal(dataSource);
    }

    @AfterEach
    void stopJournal() {
        journal.stop();
    }

    @Test
    void anAppendedRecordIsCommittedAndAnswersWhatAReadAnswers() throws Exception {
        long property = TestDatabase.newProperty();
        Instant before = Instant.now().minusSeconds(1);

        BusinessRecord appended = append(
                        trackingId(property), content("journal-" + UUID.randomUUID(), "12.50"), Origin.WEB_EVENT)
                .get(30, TimeUnit.SECONDS);

        assertEquals(find(dataSource, property, appended.id()).orElseThrow(), appended);
        assertEquals(new BigDecimal("12.5"), appended.content().value());
        assertEquals(Origin.WEB_EVENT, appended.origin());
        assertTrue(appended.createdAt().isAfter(before), "created now: " + appended.createdAt());
    }

    @Test
    void aMembersRecordIsStoredInItsPropertyWithoutACredential() throws Exception {
        long property = TestDatabase.newProperty();
        String type = "member-" + UUID.randomUUID();

        BusinessRecord appended = journal.append(new PropertyId(property), content(type, "3"), Origin.API)
                .toCompletableFuture()
                .get(30, TimeUnit.SECONDS);

        assertEquals(find(dataSource, property, appended.id()).orElseThrow(), appended);
        assertEquals(Origin.API, appended.origin());
        assertEquals(new PropertyId(property), appended.propertyId());
        assertEquals(1, countOf(dataSource, property, type));
    }

    @Test
    void everyCharacterOfLabelsAndTextAndAbsentFieldsSurviveTheBatchStatement() throws Exception {
        long property = TestDatabase.newProperty();
        var content = new RecordContent(
                LocalDate.of(1999, 12, 31),
                LocalTime.of(23, 59, 59),
                "sale \"quoted\"",
                null,
                null,
                List.of("a,b", "q\"uote", "back\\slash", "NULL", "{brace}", " spaced ", "ünïcode ✓", ""),
                List.of(),
                new BigDecimal("-0.000001"),
                Map.of("nested", Map.of("list", List.of(1, "two")), "quote", "\"'"),
                Map.of());

        BusinessRecord appended =
                append(trackingId(property), content, Origin.WEB_EVENT).get(30, TimeUnit.SECONDS);

        BusinessRecord read = find(dataSource, property, appended.id()).orElseThrow();
        assertEquals(read, appended);
        assertEquals(content.source(), read.content().source());
        assertEquals(content.tags(), read.content().tags());
        assertEquals(content.type(), read.content().type());
    }

    @Test
    void aRefusedCredentialContentOrRowFailsAloneAndEveryOtherRowOfItsBatchIsStored() throws Exception {
        long property = TestDatabase.newProperty();
        Secret trackingId = trackingId(property);
        Secret unknown = RecordFixtures.secret(SecretKind.TRACKING_ID);
        String marker = "journal-" + UUID.randomUUID();
        List<CompletableFuture<BusinessRecord>> good = new ArrayList<>();
        List<CompletableFuture<BusinessRecord>> refusedCredential = new ArrayList<>();
        List<CompletableFuture<BusinessRecord>> refusedContent = new ArrayList<>();
        List<CompletableFuture<BusinessRecord>> refusedRow = new ArrayList<>();
        try (var refusal = TestDatabase.refuseRecords(dataSource, property, REFUSED)) {
            try (Connection lock = dataSource.getConnection()) {
                // holds every insert until the queue behind the blocked writer is long, so that the next
                // batch mixes good appends with every kind of refusal
                lock.setAutoCommit(false);
                try (Statement s = lock.createStatement()) {
                    s.execute("LOCK TABLE records IN SHARE MODE");
                }
                for (int i = 0; i < 4; i++) {
                    good.add(append(trackingId, content(marker, "1"), Origin.WEB_EVENT));
                }
                awaitWaitingInserts();
                for (int i = 0; i < 24; i++) {
                    switch (i % 6) {
                        case 0 -> refusedCredential.add(append(unknown, content(marker, "1"), Origin.WEB_EVENT));
                        case 1 ->
                            refusedContent.add(RecordFixtures.created(journal.append(
                                            trackingId,
                                            p -> {
                                                throw ValidationException.of("type", "refused by the test");
                                            },
                                            Origin.WEB_EVENT,
                                            Optional.empty()))
                                    .toCompletableFuture());
                        case 2 -> refusedRow.add(append(trackingId, content(marker, "1", REFUSED), Origin.WEB_EVENT));
                        default -> good.add(append(trackingId, content(marker, "1"), Origin.WEB_EVENT));
                    }
                }
                lock.commit();
            }
            Set<Long> ids = new HashSet<>();
            for (CompletableFuture<BusinessRecord> f : good) {
                BusinessRecord stored = f.get(30, TimeUnit.SECONDS);
                assertEquals(property, stored.propertyId().value());
                ids.add(stored.id().value());
            }
            assertFailsWith(PermissionDeniedException.class, refusedCredential);
            assertFailsWith(ValidationException.class, refusedContent);
            assertFailsWith(RuntimeException.class, refusedRow);
            assertEquals(good.size(), ids.size(), "one distinct ID per stored row");
            assertEquals(good.size(), countOf(dataSource, property, marker));
        }
    }

    @Test
    void twoJournalsAndTheBulkWriterNeverDrawTheSameId() throws Exception {
        long property = TestDatabase.newProperty();
        Secret trackingId = trackingId(property);
        String marker = "ids-" + UUID.randomUUID();
        GroupCommitRecordJournal replica = RecordFixtures.startedJournal(dataSource, 2);
        try {
            List<CompletableFuture<BusinessRecord>> appends = new ArrayList<>();
            for (int i = 0; i < 120; i++) {
                GroupCommitRecordJournal writer = i % 2 == 0 ? journal : replica;
                appends.add(RecordFixtures.created(writer.append(
                                trackingId, p -> content(marker, "1"), Origin.WEB_EVENT, Optional.empty()))
                        .toCompletableFuture());
                if (i % 40 == 0) {
                    // a bulk write of more rows than a block holds, between the appends
                    RecordFixtures.bulkWriter(dataSource).insertAll(new PropertyId(property), Origin.IMPORT, sink -> {
                        for (int row = 0; row < 60; row++) {
                            sink.add(content(marker, "1"));
                        }
                    });
                }
            }
            for (CompletableFuture<BusinessRecord> append : appends) {
                append.get(30, TimeUnit.SECONDS);
            }
        } finally {
            replica.stop();
        }
        assertEquals(120 + 3 * 60, countOf(dataSource, property, marker));
        assertEquals(
                120 + 3 * 60,
                TestDatabase.count(
                        dataSource,
                        "SELECT count(DISTINCT id) FROM records WHERE property_id = ? AND type = ?",
                        property,
                        marker));
    }

    @Test
    void aStoppedJournalStillStoresWhatIsAppendedThenOnTheCallersThread() throws Exception {
        long property = TestDatabase.newProperty();
        String type = "late-" + UUID.randomUUID();
        journal.stop();

        BusinessRecord late = journal.append(new PropertyId(property), content(type, "1"), Origin.API)
                .toCompletableFuture()
                .get(30, TimeUnit.SECONDS);

        assertEquals(find(dataSource, property, late.id()).orElseThrow(), late);
        assertEquals(1, countOf(dataSource, property, type));
    }

    private static void assertFailsWith(
            Class<? extends Throwable> type, List<CompletableFuture<BusinessRecord>> appends) {
        assertFalse(appends.isEmpty());
        for (CompletableFuture<BusinessRecord> f : appends) {
            ExecutionException failure = assertThrows(ExecutionException.class, () -> f.get(30, TimeUnit.SECONDS));
            assertTrue(type.isInstance(failure.getCause()), "failed with " + failure.getCause());
        }
    }

    private CompletableFuture<BusinessRecord> append(Secret credential, RecordContent content, Origin origin) {
        return RecordFixtures.created(journal.append(credential, p -> content, origin, Optional.empty()))
                .toCompletableFuture();
    }

    /** Waits until an insert waits for the lock on the records table. */
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
