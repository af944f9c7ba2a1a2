package dev.reportwidget.application.record;

import static dev.reportwidget.application.support.PropertyContexts.aProperty;
import static dev.reportwidget.application.support.PropertyContexts.owner;
import static dev.reportwidget.application.support.PropertyContexts.viewer;
import static dev.reportwidget.application.support.RecordDrafts.aCost;
import static dev.reportwidget.application.support.RecordDrafts.aSale;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.application.record.port.in.IdempotencyKey;
import dev.reportwidget.application.record.port.in.RecordPage;
import dev.reportwidget.application.record.port.in.RecordQuery;
import dev.reportwidget.application.record.port.in.ServiceTokenBatch;
import dev.reportwidget.application.record.port.out.RecordJournal;
import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.error.NotFoundException;
import dev.reportwidget.domain.error.PermissionDeniedException;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordDraft;
import dev.reportwidget.domain.record.RecordId;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;

class RecordServiceTest {

    /** 11:30 UTC on 10 March is half past midnight on 11 March in Auckland, the test properties' zone. */
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-03-10T11:30:00Z"), ZoneOffset.UTC);

    private static final String TOKEN = "rwst_shopToken";
    private static final String TRACKING_ID = "rwtr_shopPage";

    private final Property shop = aProperty(1);
    private final Property other = aProperty(2);
    private final InMemoryRecords records = new InMemoryRecords(CLOCK);
    private final FixedCredentials credentials =
            new FixedCredentials(records).serviceToken(TOKEN, shop).trackingId(TRACKING_ID, shop);
    private final RecordService service = new RecordService(records, credentials, records, credentials, CLOCK);

    @Test
    void aCreatedRecordIsStoredInTheCallersPropertyAndReadBackThere() {
        BusinessRecord created = create(owner(shop), aSale().withValue(129.9).build());

        assertEquals(shop.id(), created.propertyId());
        assertEquals(Origin.API, created.origin());
        assertEquals(new BigDecimal("129.9"), created.content().value());
        assertEquals(created, service.get(owner(shop), created.id()));
        assertEquals(List.of(created), records.of(shop.id()));
    }

    @Test
    void anUndatedRecordIsDatedNowInThePropertysZone() {
        BusinessRecord created = create(owner(shop), aSale().undated().build());

        assertEquals(LocalDate.of(2026, 3, 11), created.content().date());
        assertEquals(LocalTime.of(0, 30), created.content().time());
    }

    @Test
    void aRecordOfAnotherPropertyIsNotFoundAndStaysAsItWas() {
        BusinessRecord theirs = create(owner(other), aSale().build());
        PropertyContext me = owner(shop);

        assertThrows(NotFoundException.class, () -> service.get(me, theirs.id()));
        assertThrows(NotFoundException.class, () -> service.update(me, theirs.id(), d -> d));
        assertThrows(NotFoundException.class, () -> service.delete(me, theirs.id()));
        assertEquals(List.of(theirs), records.of(other.id()));
    }

    @Test
    void aChangeKeepsWhatThePatchLeavesAloneAndIsValidatedLikeACreation() {
        BusinessRecord created = create(owner(shop), aSale().at("09:05:07").build());

        BusinessRecord changed = service.update(owner(shop), created.id(), d -> withValue(d, 42));
        assertEquals(new BigDecimal("42"), changed.content().value());
        assertEquals(LocalTime.of(9, 5, 7), changed.content().time());
        assertEquals("closed", changed.content().activity());

        var refused = assertThrows(
                ValidationException.class, () -> service.update(owner(shop), created.id(), d -> withValue(d, null)));
        assertEquals(List.of("value"), fields(refused));
        assertEquals(
                new BigDecimal("42"),
                service.get(owner(shop), created.id()).content().value());
    }

    @Test
    void aDeletedRecordIsGone() {
        BusinessRecord created = create(owner(shop), aSale().build());

        service.delete(owner(shop), created.id());

        assertEquals(List.of(), records.of(shop.id()));
        assertThrows(NotFoundException.class, () -> service.delete(owner(shop), created.id()));
    }

    @Test
    void aViewerReadsRecordsButChangesNone() {
        BusinessRecord created = create(owner(shop), aSale().build());
        PropertyContext viewer = viewer(shop);

        assertEquals(created, service.get(viewer, created.id()));
        assertThrows(PermissionDeniedException.class, () -> service.create(viewer, aSale().build()));
        assertThrows(PermissionDeniedException.class, () -> service.update(viewer, created.id(), d -> d));
        assertThrows(PermissionDeniedException.class, () -> service.delete(viewer, created.id()));
        assertThrows(PermissionDeniedException.class, () -> service.createAll(viewer, List.of(aSale().build())));
        assertEquals(List.of(created), records.of(shop.id()));
    }

    @Test
    void aBulkCreationStoresEveryRecordInOrderAndAnswersTheirIds() {
        List<RecordId> created =
                service.createAll(owner(shop), List.of(aSale().build(), aCost().build(), aSale().build()));

        List<BusinessRecord> stored = records.of(shop.id());
        assertEquals(List.of("sale", "cost", "sale"), types(stored));
        assertEquals(stored.stream().map(BusinessRecord::id).toList(), created);
        assertEquals(
                List.of(Origin.API, Origin.API, Origin.API),
                stored.stream().map(BusinessRecord::origin).toList());
    }

    @Test
    void aBulkCreationWithOneBadItemStoresNothingAndNamesEveryBadItem() {
        List<RecordDraft> drafts = List.of(
                aSale().build(),
                aSale().withoutValue().build(),
                aCost().build(),
                aCost().on("2026-02-30").build());

        var refused = assertThrows(ValidationException.class, () -> service.createAll(owner(shop), drafts));

        assertEquals(List.of("[1].value", "[3].date"), fields(refused));
        assertEquals(0, records.size());
    }

    @Test
    void aBulkCreationHoldsOneToTheMaximumNumberOfRecords() {
        var empty = assertThrows(ValidationException.class, () -> service.createAll(owner(shop), List.of()));
        assertEquals(List.of("body"), fields(empty));

        List<RecordDraft> tooMany = Collections.nCopies(RecordService.BULK_MAX + 1, aSale().build());
        assertThrows(ValidationException.class, () -> service.createAll(owner(shop), tooMany));
        assertEquals(0, records.size());
    }

    @Test
    void aListingPagesWithACursorAfterTheLastIdOfThePage() {
        service.createAll(owner(shop), List.of(aSale().build(), aSale().build(), aSale().build()));
        create(owner(other), aSale().build());
        List<BusinessRecord> created = records.of(shop.id());

        RecordPage first = service.query(owner(shop), query(Optional.empty()), 2);
        assertEquals(created.subList(0, 2), first.items());
        assertEquals(Optional.of(created.get(1).id()), first.next());

        RecordPage last = service.query(owner(shop), query(first.next()), 2);
        assertEquals(created.subList(2, 3), last.items());
        assertEquals(Optional.empty(), last.next());
    }

    @Test
    void aListingNewestFirstPagesBelowTheLastIdOfThePage() {
        service.createAll(owner(shop), List.of(aSale().build(), aSale().build(), aSale().build()));
        List<BusinessRecord> created = records.of(shop.id());

        RecordPage first = service.query(
                owner(shop), new RecordQuery(null, null, null, null, null, null, Optional.empty(), true), 2);
        assertEquals(List.of(created.get(2), created.get(1)), first.items());

        RecordPage last =
                service.query(owner(shop), new RecordQuery(null, null, null, null, null, null, first.next(), true), 2);
        assertEquals(List.of(created.get(0)), last.items());
        assertEquals(Optional.empty(), last.next());
    }

    @Test
    void aListingLimitOutsideItsRangeIsAValidationError() {
        for (int limit : new int[] {0, RecordQuery.MAX_LIMIT + 1}) {
            var refused = assertThrows(
                    ValidationException.class, () -> service.query(owner(shop), query(Optional.empty()), limit));
            assertEquals(List.of("limit"), fields(refused));
        }
    }

    private RecordJournal.Appended createWithKey(RecordDraft draft, IdempotencyKey key) {
        return service.createWithServiceToken(TOKEN, draft, key)
                .toCompletableFuture()
                .join();
    }

    @Test
    void aRepeatedRequestKeyWithTheSameRequestAnswersTheFirstRecordAndCreatesNothing() {
        var key = IdempotencyKey.ofRequest("order-17", "fingerprint-a");
        RecordDraft draft = aSale().build();

        var first = (RecordJournal.Created) createWithKey(draft, key);
        var again = (RecordJournal.Duplicate) createWithKey(draft, key);

        assertEquals(first.id(), again.first());
        assertEquals(first.record(), service.firstOf(again));
        assertEquals(List.of(first.record()), records.of(shop.id()));
        assertEquals(Origin.SERVICE_TOKEN, first.record().origin());
    }

    @Test
    void aRepeatedRequestKeyWithAnotherRequestIsAValidationErrorOfTheHeader() {
        var first = (RecordJournal.Created) createWithKey(aSale().build(), IdempotencyKey.ofRequest("order-17", "a"));

        var refused = assertThrows(
                CompletionException.class,
                () -> createWithKey(aCost().build(), IdempotencyKey.ofRequest("order-17", "b")));

        assertEquals(List.of(IdempotencyKey.HEADER), fields((ValidationException) refused.getCause()));
        assertEquals(List.of(first.record()), records.of(shop.id()));
    }

    @Test
    void aRecordKeyNamesItsFirstRecordWhateverTheBodyAndARequestKeyMustRepeatItsRequest() {
        var first = (RecordJournal.Created) createWithKey(aSale().build(), IdempotencyKey.ofRecord("order-18"));

        // a record's key: another body is a duplicate of the first record
        var again = (RecordJournal.Duplicate) createWithKey(aCost().build(), IdempotencyKey.ofRecord("order-18"));
        assertEquals(first.id(), again.first());
        // one key space: the same key as a request's is another request than the record's first one
        var refused = assertThrows(
                CompletionException.class,
                () -> createWithKey(aSale().build(), IdempotencyKey.ofRequest("order-18", "a")));
        assertEquals(List.of(IdempotencyKey.HEADER), fields((ValidationException) refused.getCause()));
        assertEquals(List.of(first.record()), records.of(shop.id()));
    }

    @Test
    void anUnknownServiceTokenIsRefusedBeforeAnyKeyIsClaimed() {
        var key = IdempotencyKey.ofRequest("order-17", "fingerprint-a");
        var refused = assertThrows(
                CompletionException.class, () -> service.createWithServiceToken("rwst_unknown", aSale().build(), key)
                        .toCompletableFuture()
                        .join());
        assertInstanceOf(PermissionDeniedException.class, refused.getCause());

        assertInstanceOf(RecordJournal.Created.class, createWithKey(aSale().build(), key));
    }

    private static ServiceTokenBatch.Readable keyed(RecordDraft draft, String key) {
        return new ServiceTokenBatch.Readable(draft, Optional.of(IdempotencyKey.ofRecord(key)));
    }

    private List<ServiceTokenBatch.Outcome> ingest(ServiceTokenBatch.Item... items) {
        return service.createAllWithServiceToken(TOKEN, new ServiceTokenBatch(List.of(items)))
                .toCompletableFuture()
                .join();
    }

    @Test
    void aBatchAnswersAnOutcomePerRecordInOrderAndStoresEachValidOneOnItsOwn() {
        var unreadable = new IllegalArgumentException("not a record");
        List<ServiceTokenBatch.Outcome> outcomes = ingest(
                new ServiceTokenBatch.Readable(aSale().build(), Optional.empty()),
                new ServiceTokenBatch.Readable(aSale().withType(" ").build(), Optional.empty()),
                new ServiceTokenBatch.Unreadable(unreadable),
                keyed(aCost().build(), "order-1"),
                keyed(aSale().build(), "order-1"));

        assertEquals(5, outcomes.size());
        var created = (RecordJournal.Created) ((ServiceTokenBatch.Stored) outcomes.get(0)).appended();
        var refused = (ServiceTokenBatch.Refused) outcomes.get(1);
        assertEquals(List.of("type"), fields((ValidationException) refused.reason()));
        assertEquals(unreadable, ((ServiceTokenBatch.Refused) outcomes.get(2)).reason());
        var keyed = (RecordJournal.Created) ((ServiceTokenBatch.Stored) outcomes.get(3)).appended();
        var duplicate = (RecordJournal.Duplicate) ((ServiceTokenBatch.Stored) outcomes.get(4)).appended();
        assertEquals(keyed.id(), duplicate.first());
        assertEquals(List.of(created.record(), keyed.record()), records.of(shop.id()));
        assertEquals(keyed.record(), service.firstOf(duplicate));
    }

    @Test
    void aKeyRepeatedInOneBatchIsStoredForItsFirstRecordWhicheverAppendWouldFinishFirst() {
        credentials.holdAppends();
        var outcomes = service.createAllWithServiceToken(
                        TOKEN,
                        new ServiceTokenBatch(List.of(
                                keyed(aCost().build(), "order-1"),
                                new ServiceTokenBatch.Readable(aSale().build(), Optional.empty()),
                                keyed(aSale().build(), "order-1"))))
                .toCompletableFuture();

        // the repeat waits for the first record of its key; the record without a key does not
        assertEquals(2, credentials.heldAppends());
        credentials.releaseLatestFirst();

        var first = (RecordJournal.Created)
                ((ServiceTokenBatch.Stored) outcomes.join().get(0)).appended();
        var repeat = (RecordJournal.Duplicate)
                ((ServiceTokenBatch.Stored) outcomes.join().get(2)).appended();
        assertEquals(first.id(), repeat.first());
        assertEquals(aCost().build().type(), first.record().content().type());
    }

    @Test
    void aFullJournalFailsTheWholeBatchRatherThanOneRecord() {
        credentials.queueFull();
        var failure = assertThrows(
                CompletionException.class,
                () -> ingest(
                        new ServiceTokenBatch.Readable(aSale().build(), Optional.empty()),
                        new ServiceTokenBatch.Readable(aCost().build(), Optional.empty())));
        assertInstanceOf(dev.reportwidget.domain.error.UnavailableException.class, failure.getCause());
    }

    @Test
    void aBatchHoldsOneToAThousandRecords() {
        var one = new ServiceTokenBatch.Readable(aSale().build(), Optional.empty());
        var empty = assertThrows(ValidationException.class, () -> new ServiceTokenBatch(List.of()));
        assertEquals(List.of(ServiceTokenBatch.FIELD), fields(empty));
        assertEquals(
                1_000,
                new ServiceTokenBatch(Collections.nCopies(1_000, one)).items().size());
        var tooMany =
                assertThrows(ValidationException.class, () -> new ServiceTokenBatch(Collections.nCopies(1_001, one)));
        assertEquals(List.of(ServiceTokenBatch.FIELD), fields(tooMany));
    }

    @Test
    void aBatchWithAnUnknownTokenIsRefusedAsAWholeAndStoresNothing() {
        var batch = new ServiceTokenBatch(List.of(new ServiceTokenBatch.Readable(aSale().build(), Optional.empty())));
        assertThrows(PermissionDeniedException.class, () -> service.createAllWithServiceToken("rwst_unknown", batch));
        assertEquals(List.of(), records.of(shop.id()));
    }

    @Test
    void anIdempotencyKeyIsOneTo255PrintableAsciiCharactersNamedAsTheClientSentIt() {
        for (String bad : new String[] {"", "k".repeat(256), "caf\u00e9", "tab\there"}) {
            var record = assertThrows(ValidationException.class, () -> IdempotencyKey.ofRecord(bad));
            assertEquals(List.of(IdempotencyKey.FIELD), fields(record));
            var request = assertThrows(ValidationException.class, () -> IdempotencyKey.ofRequest(bad, "f"));
            assertEquals(List.of(IdempotencyKey.HEADER), fields(request));
        }
        assertEquals(255, IdempotencyKey.ofRecord("k".repeat(255)).value().length());
        assertEquals(java.time.Duration.ofDays(7), IdempotencyKey.ofRecord("k").window());
        assertEquals(
                java.time.Duration.ofHours(24),
                IdempotencyKey.ofRequest("k", "f").window());
    }

    @Test
    void aWebEventWithoutValueCountsZeroInTheTrackingIdsPropertyDatedThere() {
        BusinessRecord collected = service.collectWebEvent(
                        TRACKING_ID, aSale().undated().withoutValue().build(), null, null)
                .toCompletableFuture()
                .join();

        assertEquals(shop.id(), collected.propertyId());
        assertEquals(Origin.WEB_EVENT, collected.origin());
        assertEquals(0, BigDecimal.ZERO.compareTo(collected.content().value()));
        assertEquals(LocalDate.of(2026, 3, 11), collected.content().date());
    }

    @Test
    void aMalformedOrUnknownCredentialIsRefusedAndStoresNothing() {
        for (String trackingId : new String[] {"not-a-tracking-id", "rwtr_unknown", TOKEN}) {
            var failure = assertThrows(
                    CompletionException.class, () -> service.collectWebEvent(trackingId, aSale().build(), null, null)
                            .toCompletableFuture()
                            .join());
            assertInstanceOf(PermissionDeniedException.class, failure.getCause());
        }
        var failure = assertThrows(
                CompletionException.class, () -> service.createWithServiceToken(TRACKING_ID, aSale().build())
                        .toCompletableFuture()
                        .join());
        assertInstanceOf(PermissionDeniedException.class, failure.getCause());
        assertEquals(0, records.size());
    }

    @Test
    void aStoredRecordTurnsBackIntoTheDraftThatCreatesItAgain() {
        BusinessRecord created = create(owner(shop), aSale().at("23:59:01").build());

        RecordDraft draft = RecordService.draftOf(created.content());

        assertEquals("23:59:01", draft.time());
        assertEquals("2026-03-01", draft.date());
        assertEquals("sale", draft.type());
    }

    private BusinessRecord create(PropertyContext context, RecordDraft draft) {
        return service.create(context, draft).toCompletableFuture().join();
    }

    private static RecordQuery query(Optional<RecordId> after) {
        return new RecordQuery(null, null, null, null, null, null, after);
    }

    private static RecordDraft withValue(RecordDraft d, Object value) {
        return new RecordDraft(
                d.date(),
                d.time(),
                d.type(),
                d.activity(),
                d.desc(),
                d.source(),
                d.tags(),
                value,
                d.customData(),
                d.rawData());
    }

    private static List<String> types(List<BusinessRecord> records) {
        return records.stream().map(r -> r.content().type()).toList();
    }

    static List<String> fields(ValidationException e) {
        return e.errors().stream().map(FieldError::field).toList();
    }
}
