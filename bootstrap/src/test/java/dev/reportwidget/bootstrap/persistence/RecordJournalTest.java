package dev.reportwidget.bootstrap.persistence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.application.record.RecordImportStore;
import dev.reportwidget.application.record.RecordJournal;
import dev.reportwidget.application.record.RecordStore;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Database;
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
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * The group-commit journal behind service-token and web-event ingestion, against the real database:
 * an append returns what a read answers, concurrent appends share commits, and a row the database
 * refuses fails only its own append.
 */
@QuarkusTest
class RecordJournalTest {

    /** A property that does not exist: the foreign key refuses its rows, validation cannot know. */
    private static final PropertyId NO_SUCH_PROPERTY = new PropertyId(Long.MAX_VALUE);

    @Inject
    RecordJournal journal;

    @Inject
    RecordStore records;

    @Inject
    RecordImportStore imports;

    @Inject
    DataSource dataSource;

    @Test
    void anAppendedRecordIsCommittedAndAnswersWhatAReadAnswers() {
        PropertyId property = new PropertyId(Accounts.newUser().personalPropertyId());
        Instant before = Instant.now().minusSeconds(1);

        BusinessRecord appended =
                journal.append(property, content("journal-" + UUID.randomUUID(), "12.50"), Origin.WEB_EVENT);

        BusinessRecord read = QuarkusTransaction.requiringNew()
                .call(() -> records.find(property, appended.id()).orElseThrow());
        assertEquals(read, appended);
        assertEquals(new BigDecimal("12.5"), appended.content().value());
        assertEquals(Origin.WEB_EVENT, appended.origin());
        assertTrue(appended.createdAt().isAfter(before), "created now: " + appended.createdAt());
    }

    @Test
    void aRowTheDatabaseRefusesFailsAloneAndEveryOtherRowOfItsBatchIsStored() throws Exception {
        long property = Accounts.newUser().personalPropertyId();
        String marker = "journal-" + UUID.randomUUID();
        ExecutorService callers = Executors.newFixedThreadPool(24);
        List<Future<BusinessRecord>> good = new ArrayList<>();
        List<Future<BusinessRecord>> bad = new ArrayList<>();
        try (Connection lock = dataSource.getConnection()) {
            // holds every insert until the queue behind the blocked writers is long: the next batch mixes
            // good rows with rows of a property that does not exist
            lock.setAutoCommit(false);
            try (Statement s = lock.createStatement()) {
                s.execute("LOCK TABLE records IN SHARE MODE");
            }
            for (int i = 0; i < 4; i++) {
                good.add(callers.submit(
                        () -> journal.append(new PropertyId(property), content(marker, "1"), Origin.API)));
            }
            awaitWaitingInserts(1);
            for (int i = 0; i < 20; i++) {
                PropertyId target = i % 4 == 0 ? NO_SUCH_PROPERTY : new PropertyId(property);
                (target == NO_SUCH_PROPERTY ? bad : good)
                        .add(callers.submit(() -> journal.append(target, content(marker, "1"), Origin.API)));
            }
            Thread.sleep(300);
            lock.commit();
        }
        try {
            Set<Long> ids = new HashSet<>();
            for (Future<BusinessRecord> f : good) {
                BusinessRecord stored = f.get();
                assertEquals(property, stored.propertyId().value());
                ids.add(stored.id().value());
            }
            for (Future<BusinessRecord> f : bad) {
                assertThrows(ExecutionException.class, f::get);
            }
            assertEquals(good.size(), ids.size(), "one distinct ID per stored row");
            assertEquals(
                    good.size(),
                    Database.count(
                            dataSource,
                            "select count(*) from records where property_id = ? and type = ?",
                            property,
                            marker));
            assertEquals(
                    0,
                    Database.count(dataSource, "select count(*) from records where property_id = ?", Long.MAX_VALUE));
        } finally {
            callers.shutdownNow();
        }
    }

    @Test
    void hibernateTheImportAndTheJournalNeverDrawTheSameId() throws Exception {
        PropertyId property = new PropertyId(Accounts.newUser().personalPropertyId());
        String marker = "ids-" + UUID.randomUUID();
        // Hibernate's insert that opens a new block of 50 (its ID is the nextval value itself) ...
        long id;
        int guard = 0;
        do {
            id = hibernateInsert(property, marker);
        } while ((id - 1) % 50 != 0 && ++guard < 60);
        // ... then another writer draws the very next value ...
        imports.insertAll(property, Origin.IMPORT, sink -> sink.accept(content(marker, "1")));
        journal.append(property, content(marker, "1"), Origin.WEB_EVENT);
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
        return new RecordContent(
                LocalDate.of(2026, 11, 2),
                LocalTime.of(9, 30, 15),
                type,
                "closed",
                "a journal test",
                List.of("google", "ads"),
                List.of("eu"),
                new BigDecimal(value),
                Map.of("plan", "pro", "seats", 3),
                Map.of("n", 1));
    }
}
