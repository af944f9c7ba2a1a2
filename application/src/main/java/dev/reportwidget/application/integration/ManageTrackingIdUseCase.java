package dev.reportwidget.application.integration;

import dev.reportwidget.application.property.PropertyContext;
import dev.reportwidget.domain.integration.Secret;

/**
 * The tracking ID of the caller's property, for web event collection: one current ID per property.
 * Needs {@code integrations.manage} (the owner).
 */
public interface ManageTrackingIdUseCase {

    /** The current tracking ID, created on the first call and the same afterwards. */
    Secret current(PropertyContext context);

    /** Replaces the tracking ID with a new one; the old one stops working at once. */
    Secret rotate(PropertyContext context);
}
