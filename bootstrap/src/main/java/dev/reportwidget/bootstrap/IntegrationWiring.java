package dev.reportwidget.bootstrap;

import dev.reportwidget.application.integration.EmbedKeyService;
import dev.reportwidget.application.integration.IntegrationService;
import dev.reportwidget.application.integration.port.out.EmbedKeyStore;
import dev.reportwidget.application.integration.port.out.JwksUrlCheck;
import dev.reportwidget.application.integration.port.out.PublicJwkReader;
import dev.reportwidget.application.integration.port.out.ServiceTokenStore;
import dev.reportwidget.application.integration.port.out.TrackingIdStore;
import dev.reportwidget.domain.integration.SecretGenerator;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;

/** Builds the integration use cases (service tokens, tracking IDs, embed keys) from their ports. */
@ApplicationScoped
public class IntegrationWiring {

    @Produces
    @ApplicationScoped
    IntegrationService integrations(ServiceTokenStore tokens, TrackingIdStore trackingIds, SecretGenerator secrets) {
        return new IntegrationService(tokens, trackingIds, secrets);
    }

    @Produces
    @ApplicationScoped
    EmbedKeyService embedKeys(EmbedKeyStore keys, PublicJwkReader jwks, JwksUrlCheck jwksUrls) {
        return new EmbedKeyService(keys, jwks, jwksUrls);
    }
}
