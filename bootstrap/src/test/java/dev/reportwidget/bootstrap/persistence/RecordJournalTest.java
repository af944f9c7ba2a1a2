package dev.reportwidget.bootstrap.persistence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.application.record.RecordImportStore;
import dev.reportwidget.application.record.RecordJournal;
import dev.reportwidget.application.record.RecordStore;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Database;
import dev.reportwidget.bootstrap.support.Integrations;
import dev.reportwidget.domain.error.PermissionDeniedException;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.integration.SecretKind;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordContent;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
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
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * The group-commit journal behind service-token and web-event ingestion, against the real database:
 * an append returns what a read answers, concurrent appends share commits, and a refused credential,
 * a refused content or a row the database refuses fails only its own append.
 */
@QuarkusTest
class RecordJournalTest {

    /** Rows with this description are refused by a test trigger: something validation cannot know. */
    private static final String REFUSED = "refused by the database";

    @Inject
    RecordJournal journal;

    @Inject
    RecordStore records;

    @Inject
    RecordImportStore imports;

    @Inject
    DataSource dataSource;

    @Test
    void anAppendedRecordIsCommittedAndAnswersWhatAReadAnswers() throws Exception {
        Accounts.TestUser owner = Accounts.newUser();
        PropertyId property = new PropertyId(owner.personalPropertyId());
        Instant before = Instant.now().minusSeconds(1);

        BusinessRecord appended = append(
                        trackingId(owner), content("journal-" + UUID.randomUUID(), "12.50"), Origin.WEB_EVENT)
                .get(30, TimeUnit.SECONDS);

        BusinessRecord read = QuarkusTransaction.requiringNew()
                .call(() -> records.find(property, appended.id()).orElseThrow());
        assertEquals(read, appended);
        assertEquals(new BigDecimal("12.5"), appended.content().value());
        assertEquals(Origin.WEB_EVENT, appended.origin());
        assertTrue(appended.createdAt().isAfter(before), "created now: " + appended.createdAt());
    }

    @Test
    void everyCharacterOfLabelsAndTextAndAbsentFieldsSurviveTheBatchStatement() throws Exception {
        Accounts.TestUser owner = Accounts.newUser();
        PropertyId property = new PropertyId(owner.personalPropertyId());
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
                append(trackingId(owner), content, Origin.WEB_EVENT).get(30, TimeUnit.SECONDS);

        BusinessRecord read = QuarkusTransaction.requiringNew()
                .call(() -> records.find(property, appended.id()).orElseThrow());
        assertEquals(read, appended);
        assertEquals(content.source(), read.content().source());
        assertEquals(content.tags(), read.content().tags());
        assertEquals(content.type(), read.content().type());
    }

    @Test
    void aRefusedCredentialContentOrRowFailsAloneAndEveryOtherRowOfItsBatchIsStored() throws Exception {
        Accounts.TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        Secret trackingId = trackingId(owner);
        Secret unknown = Secret.parse(
                        SecretKind.TRACKING_ID,
                        "rwtr_" + UUID.randomUUID().toString().replace("-", ""))
                .orElseThrow();
        String marker = "journal-" + UUID.randomUUID();
        List<CompletableFuture<BusinessRecord>> good = new ArrayList<>();
        List<CompletableFuture<BusinessRecord>> refusedCredential = new ArrayList<>();
        List<CompletableFuture<BusinessRecord>> refusedContent = new ArrayList<>();
        List<CompletableFuture<BusinessRecord>> refusedRow = new ArrayList<>();
        try (var refusal = Database.refuseRecords(dataSource, property, REFUSED)) {
            try (Connection lock = dataSource.getConnection()) {
                // holds every insert until the queue behind the blocked writers is long, so that the next
                // batch mixes good appends with every kind of refusal
                lock.setAutoCommit(false);
                try (Statement s = lock.createStatement()) {
                    s.execute("LOCK TABLE records IN SHARE MODE");
                }
                for (int i = 0; i < 4; i++) {
                    good.add(append(trackingId, content(marker, "1"), Origin.WEB_EVENT));
                }
                awaitWaitingInserts(1);
                for (int i = 0; i < 24; i++) {
                    switch (i % 6) {
                        case 0 -> refusedCredential.add(append(unknown, content(marker, "1"), Origin.WEB_EVENT));
                        case 1 ->
                            refusedContent.add(journal.append(
                                            trackingId,
                                            p -> {
                                                throw ValidationException.of("type", "refused by the test");
                                            },
                                            Origin.WEB_EVENT)
                                    .toCompletableFuture());
                        case 2 -> refusedRow.add(append(trackingId, content(marker, "1", REFUSED), Origin.WEB_EVENT));
                        default -> good.add(append(trackingId, content(marker, "1"), Origin.WEB_EVENT));
                    }
                }
                Thread.sleep(300);
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
            assertEquals(
                    good.size(),
                    Database.count(
                            dataSource,
                            "select count(*) from records where property_id = ? and type = ?",
                            property,
                            marker));
        }
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
        return journal.append(credential, p -> content, origin).toCompletableFuture();
    }

    private static Secret trackingId(Accounts.TestUser owner) {
        return Secret.parse(SecretKind.TRACKING_ID, Integrations.trackingId(owner, owner.personalPropertyId()))
                .orElseThrow();
    }

    @Test
    void hibernateTheImportAndTheJournalNeverDrawTheSameId() throws Exception {
        Accounts.TestUser owner = Accounts.newUser();
        PropertyId property = new PropertyId(owner.personalPropertyId());
        Secret trackingId = trackingId(owner);
        String marker = "ids-" + UUID.randomUUID();
        // Hibernate's insert that opens a new block of 50 (its ID is the nextval value itself) ...
        long id;
        int guard = 0;
        do {
            id = hibernateInsert(property, marker);
        } while ((id - 1) % 50 != 0 && ++guard < 60);
        // ... then another writer draws the very next value ...
        imports.insertAll(property, Origin.IMPORT, sink -> sink.accept(content(marker, "1")));
        append(trackingId, content(marker, "1"), Origin.WEB_EVENT).get(30, TimeUnit.SECONDS);
        // ... and Hibernate uses the rest of its block: a writer with another rule would have taken these IDs
        for (int i = 0; i < 49; i++) {
            hibernateInsert(property, marker);
        }
        assertEquals(
                Database.count(
                        dataSource,
                        "select count(*) from records where property_id = ? and type = ?",
                        property.value(),
                        marker),
                Database.count(
                        dataSource,
                        "select count(distinct id) from records where property_id = ? and type = ?",
                        property.value(),
                        marker));
    }

    private long hibernateInsert(PropertyId property, String type) {
        return QuarkusTransaction.requiringNew()
                .call(() -> records.insert(property, content(type, "1"), Origin.API))
                .id()
                .value();
    }

    /** Waits until at least this many sessions wait for a lock on the records table. */
    private void awaitWaitingInserts(int sessions) throws InterruptedException {
        for (int i = 0; i < 100; i++) {
            if (Database.count(
                            dataSource,
                            "select count(*) from pg_locks where not granted and relation = 'records'::regclass")
                    >= sessions) {
                return;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("no insert waited for the table lock");
    }

    private static RecordContent content(String type, String value) {
        return content(type, value, "a journal test");
    }

    private static RecordContent content(String type, String value, String description) {
        return new RecordContent(
                LocalDate.of(2026, 11, 2),
                LocalTime.of(9, 30, 15),
                type,
                "closed",
                description,
                List.of("google", "ads"),
                List.of("eu"),
                new BigDecimal(value),
                Map.of("plan", "pro", "seats", 3),
                Map.of("n", 1));
    }
}
