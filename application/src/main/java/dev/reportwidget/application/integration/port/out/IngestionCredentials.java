package dev.reportwidget.application.integration.port.out;

import dev.reportwidget.domain.property.Property;
import java.util.Optional;

/**
 * Outbound port: the property an ingestion credential is bound to. Service tokens and tracking IDs
 * always write into their own property; no selector redirects them.
 */
public interface IngestionCredentials {

    /**
     * The property of a live service token (and notes its use); empty for an unknown, malformed or
     * revoked token. Never logs the token.
     */
    Optional<Property> propertyOfServiceToken(String token);

    /** The property of the current tracking ID; empty for an unknown or rotated-out one. */
    Optional<Property> propertyOfTrackingId(String trackingId);
}
