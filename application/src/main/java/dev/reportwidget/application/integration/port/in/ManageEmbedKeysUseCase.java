package dev.reportwidget.application.integration.port.in;

import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.domain.integration.EmbedKey;
import dev.reportwidget.domain.integration.EmbedKeyId;
import java.util.List;
import java.util.Optional;

/**
 * The public keys that verify a property's signed embed tokens. Every operation needs
 * {@code integrations.manage} (the owner). The service never holds a signing secret.
 */
public interface ManageEmbedKeysUseCase {

    /**
     * Registers a public JWK ({@code jwkJson}) or a JWKS URL: exactly one of them.
     *
     * @throws dev.reportwidget.domain.error.ValidationException naming {@code name}, {@code jwk} or
     *     {@code jwksUrl}
     */
    EmbedKey create(PropertyContext context, String name, Optional<String> jwkJson, Optional<String> jwksUrl);

    /** The property's keys, oldest first. */
    List<EmbedKey> list(PropertyContext context);

    /**
     * Deletes a key: every token it verified stops working at once, on every replica.
     *
     * @throws dev.reportwidget.domain.error.NotFoundException for a key the property does not have
     */
    void delete(PropertyContext context, EmbedKeyId id);
}
