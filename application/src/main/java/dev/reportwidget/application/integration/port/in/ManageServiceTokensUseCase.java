package dev.reportwidget.application.integration.port.in;

import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.domain.integration.IssuedServiceToken;
import dev.reportwidget.domain.integration.ServiceToken;
import dev.reportwidget.domain.integration.ServiceTokenId;
import java.util.List;

/**
 * Service tokens of the caller's property, for backends that send records or load widgets. Every
 * operation needs {@code integrations.manage} (the owner).
 */
public interface ManageServiceTokensUseCase {

    /**
     * Creates a token bound to the context's property. The answer is the only place its value ever
     * appears; only its hash is stored.
     *
     * @throws dev.reportwidget.domain.error.ValidationException naming {@code name}
     */
    IssuedServiceToken create(PropertyContext context, String name);

    /** The live tokens, oldest first, without their values. */
    List<ServiceToken> list(PropertyContext context);

    /** @throws dev.reportwidget.domain.error.NotFoundException also for a revoked token or one of another property */
    ServiceToken get(PropertyContext context, ServiceTokenId id);

    /**
     * Revokes a token; it stops working at once.
     *
     * @throws dev.reportwidget.domain.error.NotFoundException also for a revoked token or one of another property
     */
    void revoke(PropertyContext context, ServiceTokenId id);
}
