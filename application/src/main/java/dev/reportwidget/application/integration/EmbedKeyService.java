package dev.reportwidget.application.integration;

import dev.reportwidget.application.integration.port.in.ManageEmbedKeysUseCase;
import dev.reportwidget.application.integration.port.out.EmbedKeyStore;
import dev.reportwidget.application.integration.port.out.JwksUrlCheck;
import dev.reportwidget.application.integration.port.out.PublicJwkReader;
import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.domain.error.NotFoundException;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.integration.EmbedKey;
import dev.reportwidget.domain.integration.EmbedKeyDraft;
import dev.reportwidget.domain.integration.EmbedKeyId;
import dev.reportwidget.domain.integration.EmbedKeySource;
import dev.reportwidget.domain.property.Capability;
import java.util.List;
import java.util.Optional;

/** Embed keys, managed by the property's owner. */
public final class EmbedKeyService implements ManageEmbedKeysUseCase {

    private final EmbedKeyStore keys;
    private final PublicJwkReader jwks;
    private final JwksUrlCheck jwksUrls;

    public EmbedKeyService(EmbedKeyStore keys, PublicJwkReader jwks, JwksUrlCheck jwksUrls) {
        this.keys = keys;
        this.jwks = jwks;
        this.jwksUrls = jwksUrls;
    }

    @Override
    public EmbedKey create(PropertyContext context, String name, Optional<String> jwkJson, Optional<String> jwksUrl) {
        context.require(Capability.INTEGRATIONS_MANAGE);
        if (jwkJson.isPresent() == jwksUrl.isPresent()) {
            throw ValidationException.of(
                    "jwk",
                    "Give either a public key (a JWK) or the address of a key set (a JWKS URL), one of the two.");
        }
        EmbedKeyDraft draft = jwkJson.isPresent()
                ? EmbedKeyDraft.withJwk(name, jwks.read(jwkJson.get()))
                : EmbedKeyDraft.withUrl(name, jwksUrl.get());
        if (draft.source() instanceof EmbedKeySource.JwksUrl url) {
            // after the request's own checks, so a request refused anyway resolves no host name
            jwksUrls.check(url.url());
        }
        return keys.insert(context.propertyId(), draft);
    }

    @Override
    public List<EmbedKey> list(PropertyContext context) {
        context.require(Capability.INTEGRATIONS_MANAGE);
        return keys.list(context.propertyId());
    }

    @Override
    public void delete(PropertyContext context, EmbedKeyId id) {
        context.require(Capability.INTEGRATIONS_MANAGE);
        if (!keys.delete(context.propertyId(), id)) {
            throw new NotFoundException("embed key " + id + " not found");
        }
    }
}
