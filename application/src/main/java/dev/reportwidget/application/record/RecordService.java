package dev.reportwidget.application.record;

import dev.reportwidget.application.integration.port.out.IngestionCredentials;
import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.application.record.port.in.IdempotencyKey;
import dev.reportwidget.application.record.port.in.IngestRecordUseCase;
import dev.reportwidget.application.record.port.in.ManageRecordsUseCase;
import dev.reportwidget.application.record.port.in.RecordPage;
import dev.reportwidget.application.record.port.in.RecordQuery;
import dev.reportwidget.application.record.port.in.ServiceTokenBatch;
import dev.reportwidget.application.record.port.out.BulkRecordStore;
import dev.reportwidget.application.record.port.out.RecordJournal;
import dev.reportwidget.application.record.port.out.RecordStore;
import dev.reportwidget.domain.calendar.TimeOfDay;
import dev.reportwidget.domain.error.DomainException;
import dev.reportwidget.domain.error.NotFoundException;
import dev.reportwidget.domain.error.UnavailableException;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.integration.SecretKind;
import dev.reportwidget.domain.property.Capability;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordContent;
import dev.reportwidget.domain.record.RecordDraft;
import dev.reportwidget.domain.record.RecordDraft.ValueRule;
import dev.reportwidget.domain.record.RecordId;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Clock;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/** Every way of creating, reading and changing records; all share one set of record rules. */
public final class RecordService implements IngestRecordUseCase, ManageRecordsUseCase {

    public static final int BULK_MAX = 10_000;

    private final RecordStore records;
    private final RecordJournal journal;
    private final BulkRecordStore bulk;
    private final IngestionCredentials credentials;
    private final Clock clock;

    public RecordService(
            RecordStore records,
            RecordJournal journal,
            BulkRecordStore bulk,
            IngestionCredentials credentials,
            Clock clock) {
        this.records = records;
        this.journal = journal;
        this.bulk = bulk;
        this.credentials = credentials;
        this.clock = clock;
    }

    @Override
    public CompletionStage<BusinessRecord> createWithServiceToken(String serviceToken, RecordDraft draft) {
        return append(SecretKind.SERVICE_TOKEN, serviceToken, draft, ValueRule.REQUIRED, Origin.SERVICE_TOKEN);
    }

    @Override
    public CompletionStage<RecordJournal.Appended> createWithServiceToken(
            String serviceToken, RecordDraft draft, IdempotencyKey key) {
        Optional<Secret> secret = Secret.parse(SecretKind.SERVICE_TOKEN, serviceToken);
        if (secret.isEmpty()) {
            return CompletableFuture.failedFuture(SecretKind.SERVICE_TOKEN.refused());
        }
        return journal.append(
                        secret.get(),
                        property -> draft.validate(property.now(clock), ValueRule.REQUIRED),
                        Origin.SERVICE_TOKEN,
                        Optional.of(key))
                .thenApply(appended -> {
                    if (appended instanceof RecordJournal.Duplicate duplicate && !key.repeats(duplicate)) {
                        throw ValidationException.of(
                                key.name(),
                                "was used within " + key.window().toHours() + " hours for a different request");
                    }
                    return appended;
                });
    }

    @Override
    public BusinessRecord firstOf(RecordJournal.Duplicate duplicate) {
        return records.find(duplicate.property(), duplicate.first())
                .orElseThrow(() -> new NotFoundException("the record first created with this " + "idempotency key ("
                        + duplicate.first() + ") was deleted since"));
    }

    @Override
    public CompletionStage<List<ServiceTokenBatch.Outcome>> createAllWithServiceToken(
            String serviceToken, ServiceTokenBatch batch) {
        // checked once up front so that a bad token answers 403 for the request; the journal checks
        // it again in each record's transaction
        credentials.propertyOfServiceToken(serviceToken).orElseThrow(SecretKind.SERVICE_TOKEN::refused);
        Secret secret =
                Secret.parse(SecretKind.SERVICE_TOKEN, serviceToken).orElseThrow(SecretKind.SERVICE_TOKEN::refused);
        List<CompletableFuture<ServiceTokenBatch.Outcome>> outcomes =
                new ArrayList<>(batch.items().size());
        // the journal's writers commit concurrently, so a key repeated in the request is appended
        // only once its earlier record's append is done: the first record of a key is the one stored
        Map<IdempotencyKey, CompletableFuture<?>> latestOfKey = new HashMap<>();
        for (ServiceTokenBatch.Item item : batch.items()) {
            if (item instanceof ServiceTokenBatch.Readable readable) {
                Supplier<CompletionStage<RecordJournal.Appended>> append = () -> journal.append(
                        secret,
                        property -> readable.draft().validate(property.now(clock), ValueRule.REQUIRED),
                        Origin.SERVICE_TOKEN,
                        readable.key());
                CompletableFuture<?> earlier =
                        readable.key().map(latestOfKey::get).orElse(null);
                CompletableFuture<RecordJournal.Appended> appended = earlier == null
                        ? append.get().toCompletableFuture()
                        : earlier.handle((done, failure) -> done).thenCompose(done -> append.get());
                readable.key().ifPresent(key -> latestOfKey.put(key, appended));
                outcomes.add(appended.handle(RecordService::outcome));
            } else {
                outcomes.add(CompletableFuture.completedFuture(
                        new ServiceTokenBatch.Refused(((ServiceTokenBatch.Unreadable) item).reason())));
            }
        }
        // a storage failure fails the whole request: its records may or may not be committed
        return CompletableFuture.allOf(outcomes.toArray(CompletableFuture[]::new))
                .thenApply(
                        done -> outcomes.stream().map(CompletableFuture::join).toList());
    }

    /** A rule's refusal is the record's outcome; any other failure is the request's. */
    private static ServiceTokenBatch.Outcome outcome(RecordJournal.Appended appended, Throwable failure) {
        if (failure == null) {
            return new ServiceTokenBatch.Stored(appended);
        }
        Throwable cause =
                failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
        // a full journal (unavailable) fails the request, like a storage failure: retry it whole
        if (cause instanceof DomainException refused && !(cause instanceof UnavailableException)) {
            return new ServiceTokenBatch.Refused(refused);
        }
        throw failure instanceof CompletionException completion ? completion : new CompletionException(cause);
    }

    @Override
    public Optional<PropertyId> propertyOfServiceToken(String serviceToken) {
        return credentials.propertyOfServiceToken(serviceToken).map(Property::id);
    }

    @Override
    public CompletionStage<BusinessRecord> collectWebEvent(
            String trackingId, RecordDraft draft, String origin, String referer) {
        Optional<Secret> secret = Secret.parse(SecretKind.TRACKING_ID, trackingId);
        if (secret.isEmpty()) {
            return CompletableFuture.failedFuture(SecretKind.TRACKING_ID.refused());
        }
        return journal.appendWebEvent(secret.get(), (property, restrictions) -> {
            restrictions.admitOrigin(origin, referer);
            RecordContent content = draft.validate(property.now(clock), ValueRule.ZERO_WHEN_MISSING);
            restrictions.admit(content);
            return content;
        });
    }

    /** A malformed credential is refused here, without a query; the journal checks the rest. */
    private CompletionStage<BusinessRecord> append(
            SecretKind kind, String credential, RecordDraft draft, ValueRule valueRule, Origin origin) {
        Optional<Secret> secret = Secret.parse(kind, credential);
        if (secret.isEmpty()) {
            return CompletableFuture.failedFuture(kind.refused());
        }
        // without a key an append always creates its record
        return journal.append(
                        secret.get(),
                        property -> draft.validate(property.now(clock), valueRule),
                        origin,
                        Optional.empty())
                .thenApply(appended -> switch (appended) {
                    case RecordJournal.Created created -> created.record();
                    case RecordJournal.Duplicate duplicate ->
                        throw new IllegalStateException("an append without a key created nothing");
                });
    }

    @Override
    public BusinessRecord get(PropertyContext context, RecordId id) {
        context.require(Capability.RECORDS_READ);
        return records.find(context.propertyId(), id).orElseThrow(() -> notFound(id));
    }

    @Override
    public RecordPage query(PropertyContext context, RecordQuery query, int limit) {
        context.require(Capability.RECORDS_READ);
        if (limit < 1 || limit > RecordQuery.MAX_LIMIT) {
            throw ValidationException.of("limit", "must be between 1 and " + RecordQuery.MAX_LIMIT);
        }
        List<BusinessRecord> page = records.query(context.propertyId(), query, limit + 1);
        if (page.size() <= limit) {
            return new RecordPage(page, Optional.empty());
        }
        List<BusinessRecord> items = page.subList(0, limit);
        return new RecordPage(
                List.copyOf(items), Optional.of(items.get(limit - 1).id()));
    }

    @Override
    public CompletionStage<BusinessRecord> create(PropertyContext context, RecordDraft draft) {
        context.require(Capability.RECORDS_WRITE);
        return journal.append(
                context.propertyId(), draft.validate(context.property().now(clock), ValueRule.REQUIRED), Origin.API);
    }

    @Override
    public BusinessRecord update(PropertyContext context, RecordId id, UnaryOperator<RecordDraft> patch) {
        context.require(Capability.RECORDS_WRITE);
        BusinessRecord current = records.find(context.propertyId(), id).orElseThrow(() -> notFound(id));
        RecordContent changed = patch.apply(draftOf(current.content()))
                .validate(context.property().now(clock), ValueRule.REQUIRED);
        return records.replace(context.propertyId(), id, changed).orElseThrow(() -> notFound(id));
    }

    @Override
    public void delete(PropertyContext context, RecordId id) {
        context.require(Capability.RECORDS_WRITE);
        if (!records.delete(context.propertyId(), id)) {
            throw notFound(id);
        }
    }

    @Override
    public List<RecordId> createAll(PropertyContext context, List<RecordDraft> drafts) {
        context.require(Capability.RECORDS_WRITE);
        if (drafts.isEmpty() || drafts.size() > BULK_MAX) {
            throw ValidationException.of("body", "must hold 1 to " + BULK_MAX + " records");
        }
        ZonedDateTime now = context.property().now(clock);
        List<RecordContent> contents = new ArrayList<>(drafts.size());
        List<dev.reportwidget.domain.error.FieldError> errors = new ArrayList<>();
        for (int i = 0; i < drafts.size(); i++) {
            try {
                contents.add(drafts.get(i).validate(now, ValueRule.REQUIRED, "[" + i + "]."));
            } catch (ValidationException e) {
                errors.addAll(e.errors());
            }
        }
        if (!errors.isEmpty()) {
            throw new ValidationException(errors);
        }
        List<RecordId> ids = new ArrayList<>(contents.size());
        try {
            bulk.insertAll(context.propertyId(), Origin.API, sink -> contents.forEach(c -> ids.add(sink.add(c))));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return List.copyOf(ids);
    }

    /** A stored record as a draft, so that a change is validated by the same rules as a creation. */
    public static RecordDraft draftOf(RecordContent c) {
        return new RecordDraft(
                c.date().toString(),
                TimeOfDay.format(c.time()),
                c.type(),
                c.activity(),
                c.desc(),
                c.source(),
                c.tags(),
                c.value(),
                c.customData(),
                c.rawData());
    }

    private static NotFoundException notFound(RecordId id) {
        return new NotFoundException("record " + id + " does not exist in this property");
    }
}
