package dev.reportwidget.application.record;

import dev.reportwidget.application.integration.IngestionCredentials;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.record.BusinessRecord;
import dev.reportwidget.domain.record.Origin;
import dev.reportwidget.domain.record.RecordContent;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;

/**
 * Ingestion credentials known in advance, and a journal that appends to {@link InMemoryRecords}
 * at once (no group commit).
 */
final class FixedCredentials implements IngestionCredentials, RecordJournal {

    private final Map<String, Property> serviceTokens = new HashMap<>();
    private final Map<String, Property> trackingIds = new HashMap<>();
    private final InMemoryRecords records;

    FixedCredentials(InMemoryRecords records) {
        this.records = records;
    }

    FixedCredentials serviceToken(String token, Property property) {
        serviceTokens.put(token, property);
        return this;
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
    public CompletionStage<BusinessRecord> append(
            Secret credential, Function<Property, RecordContent> content, Origin origin) {
        Optional<Property> property =
                switch (credential.kind()) {
                    case SERVICE_TOKEN -> propertyOfServiceToken(credential.value());
                    case TRACKING_ID -> propertyOfTrackingId(credential.value());
                };
        if (property.isEmpty()) {
            return CompletableFuture.failedFuture(credential.kind().refused());
        }
        try {
            return CompletableFuture.completedFuture(
                    records.insert(property.get().id(), content.apply(property.get()), origin));
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }
}
