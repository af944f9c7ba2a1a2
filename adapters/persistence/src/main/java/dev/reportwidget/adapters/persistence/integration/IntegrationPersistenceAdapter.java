package dev.reportwidget.adapters.persistence.integration;

import dev.reportwidget.application.integration.port.out.ServiceTokenStore;
import dev.reportwidget.application.integration.port.out.TrackingIdStore;
import dev.reportwidget.application.widget.port.out.WidgetLookupsChanged;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.integration.SecretHash;
import dev.reportwidget.domain.integration.SecretKind;
import dev.reportwidget.domain.integration.ServiceToken;
import dev.reportwidget.domain.integration.ServiceTokenDraft;
import dev.reportwidget.domain.integration.ServiceTokenId;
import dev.reportwidget.domain.integration.WebEventRestrictions;
import dev.reportwidget.domain.property.PropertyId;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;

/**
 * Service tokens and tracking IDs in PostgreSQL, as their owners manage them. Their resolution on
 * the ingestion path is {@link IngestionCredentialsAdapter}'s.
 */
@ApplicationScoped
public class IntegrationPersistenceAdapter implements ServiceTokenStore, TrackingIdStore {

    private final ServiceTokenRepository tokens;
    private final TrackingIdRepository trackingIds;
    private final Event<WidgetLookupsChanged> lookupsChanged;
    private final DataSource dataSource;

    IntegrationPersistenceAdapter(
            ServiceTokenRepository tokens,
            TrackingIdRepository trackingIds,
            Event<WidgetLookupsChanged> lookupsChanged,
            DataSource dataSource) {
        this.tokens = tokens;
        this.dataSource = dataSource;
        this.trackingIds = trackingIds;
        this.lookupsChanged = lookupsChanged;
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
        boolean revoked = tokens.revoke(property.value(), id.value(), now());
        if (revoked) {
            lookupsChanged.fire(WidgetLookupsChanged.EVENT);
        }
        return revoked;
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

    /** Plain JDBC in the caller's transaction (the pool enlists the connection in it). */
    @Override
    public WebEventRestrictions restrictions(PropertyId property) {
        try (Connection connection = dataSource.getConnection()) {
            return CredentialQueries.restrictionsOf(connection, property);
        } catch (SQLException e) {
            throw new IllegalStateException("the tracking ID's restrictions could not be read", e);
        }
    }

    @Override
    public void restrict(PropertyId property, WebEventRestrictions restrictions) {
        try (Connection connection = dataSource.getConnection()) {
            CredentialQueries.storeRestrictions(connection, property, restrictions);
        } catch (SQLException e) {
            throw new IllegalStateException("the tracking ID's restrictions could not be stored", e);
        }
    }
}
