package dev.reportwidget.application.integration;

import dev.reportwidget.application.integration.port.in.ManageServiceTokensUseCase;
import dev.reportwidget.application.integration.port.in.ManageTrackingIdUseCase;
import dev.reportwidget.application.integration.port.out.ServiceTokenStore;
import dev.reportwidget.application.integration.port.out.TrackingIdStore;
import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.domain.error.NotFoundException;
import dev.reportwidget.domain.integration.IssuedServiceToken;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.integration.SecretGenerator;
import dev.reportwidget.domain.integration.SecretKind;
import dev.reportwidget.domain.integration.ServiceToken;
import dev.reportwidget.domain.integration.ServiceTokenDraft;
import dev.reportwidget.domain.integration.ServiceTokenId;
import dev.reportwidget.domain.integration.WebEventRestrictions;
import dev.reportwidget.domain.property.Capability;
import java.util.List;

/** Service tokens and the tracking ID of a property; only its owner manages them. */
public final class IntegrationService implements ManageServiceTokensUseCase, ManageTrackingIdUseCase {

    private final ServiceTokenStore tokens;
    private final TrackingIdStore trackingIds;
    private final SecretGenerator secrets;

    /** @param secrets draws new secrets from a cryptographic generator */
    public IntegrationService(ServiceTokenStore tokens, TrackingIdStore trackingIds, SecretGenerator secrets) {
        this.tokens = tokens;
        this.trackingIds = trackingIds;
        this.secrets = secrets;
    }

    @Override
    public IssuedServiceToken create(PropertyContext context, String name) {
        context.require(Capability.INTEGRATIONS_MANAGE);
        ServiceTokenDraft draft = ServiceTokenDraft.of(name);
        Secret secret = secrets.next(SecretKind.SERVICE_TOKEN);
        ServiceToken stored = tokens.insert(context.propertyId(), draft, secret.hash());
        return new IssuedServiceToken(stored, secret);
    }

    @Override
    public List<ServiceToken> list(PropertyContext context) {
        context.require(Capability.INTEGRATIONS_MANAGE);
        return tokens.list(context.propertyId());
    }

    @Override
    public ServiceToken get(PropertyContext context, ServiceTokenId id) {
        context.require(Capability.INTEGRATIONS_MANAGE);
        return tokens.find(context.propertyId(), id).orElseThrow(() -> notFound(id));
    }

    @Override
    public void revoke(PropertyContext context, ServiceTokenId id) {
        context.require(Capability.INTEGRATIONS_MANAGE);
        if (!tokens.revoke(context.propertyId(), id)) {
            throw notFound(id);
        }
    }

    @Override
    public Secret current(PropertyContext context) {
        context.require(Capability.INTEGRATIONS_MANAGE);
        return trackingIds
                .find(context.propertyId())
                .orElseGet(
                        () -> trackingIds.createIfAbsent(context.propertyId(), secrets.next(SecretKind.TRACKING_ID)));
    }

    @Override
    public Secret rotate(PropertyContext context) {
        context.require(Capability.INTEGRATIONS_MANAGE);
        Secret next = secrets.next(SecretKind.TRACKING_ID);
        trackingIds.replace(context.propertyId(), next);
        return next;
    }

    @Override
    public WebEventRestrictions restrictions(PropertyContext context) {
        context.require(Capability.INTEGRATIONS_MANAGE);
        return trackingIds.restrictions(context.propertyId());
    }

    @Override
    public WebEventRestrictions restrict(PropertyContext context, WebEventRestrictions restrictions) {
        context.require(Capability.INTEGRATIONS_MANAGE);
        trackingIds.restrict(context.propertyId(), restrictions);
        return restrictions;
    }

    private static NotFoundException notFound(ServiceTokenId id) {
        return new NotFoundException("service token " + id + " does not exist in this property");
    }
}
