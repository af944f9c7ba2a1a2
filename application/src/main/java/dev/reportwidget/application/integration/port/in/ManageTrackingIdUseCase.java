package dev.reportwidget.application.integration.port.in;

import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.integration.WebEventRestrictions;

/**
 * The tracking ID of the caller's property, for web event collection: one current ID per property.
 * Needs {@code integrations.manage} (the owner).
 */
public interface ManageTrackingIdUseCase {

    /** The current tracking ID, created on the first call and the same afterwards. */
    Secret current(PropertyContext context);

    /** Replaces the tracking ID with a new one; the old one stops working at once. */
    Secret rotate(PropertyContext context);

    /** What the property's tracking ID admits ({@link WebEventRestrictions#NONE} until set). */
    WebEventRestrictions restrictions(PropertyContext context);

    /** Replaces what the property's tracking ID admits; effective for every event stored after the commit. */
    WebEventRestrictions restrict(PropertyContext context, WebEventRestrictions restrictions);
}
