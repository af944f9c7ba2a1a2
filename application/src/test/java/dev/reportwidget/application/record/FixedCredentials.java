package dev.reportwidget.application.record;

import dev.reportwidget.application.integration.port.out.IngestionCredentials;
import dev.reportwidget.application.record.port.in.IdempotencyKey;
import dev.reportwidget.application.record.port.out.RecordJournal;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.integration.WebEventRestrictions;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordContent;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Ingestion credentials known in advance, and a journal that appends to {@link InMemoryRecords}
 * at once (no group commit), or, once {@link #holdAppends()} is called, only when the test releases
 * them, in the order it chooses (as concurrent group commits may finish).
 */
final class FixedCredentials implements IngestionCredentials, RecordJournal {

    private final Map<String, Property> serviceTokens = new HashMap<>();
    private final Map<String, Property> trackingIds = new HashMap<>();
    private final InMemoryRecords records;
    /** Idempotency keys, by property and key (no window: the tests' clock stands still). */
    private final Map<List<Object>, Duplicate> keys = new HashMap<>();

    /** When set, every append is refused as by a full journal queue. */
    private boolean full;
    /** Appends waiting for the test to release them, when held. */
    private List<Runnable> held;

    FixedCredentials(InMemoryRecords records) {
        this.records = records;
    }

    FixedCredentials serviceToken(String token, Property property) {
        serviceTokens.put(token, property);
        return this;
    }

    FixedCredentials queueFull() {
        full = true;
        return this;
    }

    FixedCredentials holdAppends() {
        held = new ArrayList<>();
        return this;
    }

    /** Runs the held appends, the latest first, until none is left (a release may submit another). */
    void releaseLatestFirst() {
        while (!held.isEmpty()) {
            held.remove(held.size() - 1).run();
        }
    }

    /** How many appends wait to be released. */
    int heldAppends() {
        return held.size();
    }

    FixedCredentials trackingId(String trackingId, Property property) {
        trackingIds.put(trackingId, property);
        return this;
    }

    @Override
    public Optional<Property> propertyOfServiceToken(String token) {
        return Optional.ofNullable(serviceTokens.get(token));
    }

    @Override
    public Optional<Property> propertyOfTrackingId(String trackingId) {
        return Optional.ofNullable(trackingIds.get(trackingId));
    }

    @Override
    public CompletionStage<BusinessRecord> append(PropertyId property, RecordContent content, Origin origin) {
        if (full) {
            return CompletableFuture.failedFuture(
                    new dev.reportwidget.domain.error.UnavailableException("the journal's queue is full", 1));
        }
        return CompletableFuture.completedFuture(records.insert(property, content, origin));
    }

    /** A web event with no restrictions: this journal keeps none. */
    @Override
    public CompletionStage<BusinessRecord> appendWebEvent(
            Secret trackingId, BiFunction<Property, WebEventRestrictions, RecordContent> content) {
        return append(
                        trackingId,
                        property -> content.apply(property, WebEventRestrictions.NONE),
                        Origin.WEB_EVENT,
                        Optional.empty())
                .thenApply(appended -> ((Created) appended).record());
    }

    @Override
    public CompletionStage<Appended> append(
            Secret credential, Function<Property, RecordContent> content, Origin origin, Optional<IdempotencyKey> key) {
        if (held == null) {
            return appendNow(credential, content, origin, key);
        }
        CompletableFuture<Appended> later = new CompletableFuture<>();
        held.add(() -> appendNow(credential, content, origin, key).whenComplete((appended, failure) -> {
            if (failure == null) {
                later.complete(appended);
            } else {
                later.completeExceptionally(failure);
            }
        }));
        return later;
    }

    private CompletionStage<Appended> appendNow(
            Secret credential, Function<Property, RecordContent> content, Origin origin, Optional<IdempotencyKey> key) {
        Optional<Property> property =
                switch (credential.kind()) {
                    case SERVICE_TOKEN -> propertyOfServiceToken(credential.value());
                    case TRACKING_ID -> propertyOfTrackingId(credential.value());
                    // a console session's ID sends no records
                    case CONSOLE_SESSION -> Optional.<Property>empty();
                };
        if (property.isEmpty()) {
            return CompletableFuture.failedFuture(credential.kind().refused());
        }
        if (full) {
            return CompletableFuture.failedFuture(
                    new dev.reportwidget.domain.error.UnavailableException("the journal's queue is full", 1));
        }
        try {
            PropertyId propertyId = property.get().id();
            RecordContent checked = content.apply(property.get());
            Duplicate first =
                    key.map(k -> keys.get(List.of(propertyId, k.value()))).orElse(null);
            if (first != null) {
                return CompletableFuture.completedFuture(first);
            }
            BusinessRecord created = records.insert(propertyId, checked, origin);
            key.ifPresent(k -> keys.put(
                    List.of(propertyId, k.value()), new Duplicate(propertyId, created.id(), k.requestFingerprint())));
            return CompletableFuture.completedFuture(new Created(created));
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }
}
