package dev.reportwidget.adapters.persistence.integration;

import dev.reportwidget.adapters.persistence.property.PropertyEntity;
import dev.reportwidget.application.integration.IngestionCredentials;
import dev.reportwidget.application.integration.ServiceTokenStore;
import dev.reportwidget.application.integration.TrackingIdStore;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.integration.SecretHash;
import dev.reportwidget.domain.integration.SecretKind;
import dev.reportwidget.domain.integration.ServiceToken;
import dev.reportwidget.domain.integration.ServiceTokenDraft;
import dev.reportwidget.domain.integration.ServiceTokenId;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyId;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import org.jboss.logging.Logger;

/**
 * Service tokens and tracking IDs in PostgreSQL, and their resolution on the ingestion path. Every
 * answer is read from the database, so a revocation or rotation takes effect at once on every
 * replica. Secret values are never logged: log lines name token IDs and properties only.
 */
@ApplicationScoped
public class IntegrationPersistenceAdapter implements ServiceTokenStore, TrackingIdStore, IngestionCredentials {

    private static final Logger LOG = Logger.getLogger(IntegrationPersistenceAdapter.class);

    private final ServiceTokenRepository tokens;
    private final TrackingIdRepository trackingIds;

    IntegrationPersistenceAdapter(ServiceTokenRepository tokens, TrackingIdRepository trackingIds) {
        this.tokens = tokens;
        this.trackingIds = trackingIds;
    }

    @Override
    public ServiceToken insert(PropertyId property, ServiceTokenDraft draft, SecretHash hash) {
        var entity = new ServiceTokenEntity();
        entity.propertyId = property.value();
        entity.name = draft.name();
        entity.tokenHash = hash.hex();
        entity.createdAt = now();
        tokens.persist(entity);
        return IntegrationMapper.toDomain(entity);
    }

    @Override
    public List<ServiceToken> list(PropertyId property) {
        return tokens.liveOfProperty(property.value()).stream()
                .map(IntegrationMapper::toDomain)
                .toList();
    }

    @Override
    public Optional<ServiceToken> find(PropertyId property, ServiceTokenId id) {
        return tokens.findLive(property.value(), id.value()).map(IntegrationMapper::toDomain);
    }

    @Override
    public boolean revoke(PropertyId property, ServiceTokenId id) {
        return tokens.revoke(property.value(), id.value(), now());
    }

    @Override
    public Optional<Secret> find(PropertyId property) {
        return trackingIds.findByIdOptional(property.value()).map(IntegrationMapper::toDomain);
    }

    @Override
    public Secret createIfAbsent(PropertyId property, Secret candidate) {
        trackingIds.insertIfAbsent(property.value(), trackingIdValue(candidate));
        return trackingIds
                .findByIdOptional(property.value())
                .map(IntegrationMapper::toDomain)
                .orElseThrow();
    }

    @Override
    public void replace(PropertyId property, Secret next) {
        trackingIds.replace(property.value(), trackingIdValue(next));
    }

    /**
     * Runs in the caller's transaction. Malformed input (null, another prefix, over 200 characters)
     * answers empty without a query.
     */
    @Override
    public Optional<Property> propertyOfServiceToken(String token) {
        Optional<Secret> secret = Secret.parse(SecretKind.SERVICE_TOKEN, token);
        if (secret.isEmpty()) {
            LOG.debug("refused a malformed service token");
            return Optional.empty();
        }
        Optional<ServiceTokenRepository.LiveToken> live =
                tokens.findLiveByHash(secret.get().hash().hex());
        if (live.isEmpty()) {
            LOG.debug("no live service token matches the one presented");
            return Optional.empty();
        }
        var id = new ServiceTokenId(live.get().id());
        Property property = live.get().property().toDomain();
        boolean noted = tokens.noteUse(id.value(), now());
        LOG.debugf("service token %s accepted for property %s (last use noted: %s)", id, property.id(), noted);
        return Optional.of(property);
    }

    /** Malformed input answers empty without a query. */
    @Override
    public Optional<Property> propertyOfTrackingId(String trackingId) {
        if (Secret.parse(SecretKind.TRACKING_ID, trackingId).isEmpty()) {
            LOG.debug("refused a malformed tracking ID");
            return Optional.empty();
        }
        Optional<Property> property = trackingIds.propertyOf(trackingId).map(PropertyEntity::toDomain);
        if (property.isEmpty()) {
            LOG.debug("no property has the tracking ID presented");
        }
        return property;
    }

    private static String trackingIdValue(Secret secret) {
        if (secret.kind() != SecretKind.TRACKING_ID) {
            throw new IllegalArgumentException("not a tracking ID: " + secret);
        }
        return secret.value();
    }

    /** PostgreSQL keeps microseconds: an answer and a later read show the same instant. */
    private static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MICROS);
    }
}
