package dev.reportwidget.application.integration.port.out;

import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.integration.WebEventRestrictions;
import dev.reportwidget.domain.property.PropertyId;
import java.util.Optional;

/** Outbound port: the one current tracking ID of each property. */
public interface TrackingIdStore {

    Optional<Secret> find(PropertyId property);

    /**
     * Stores {@code candidate} unless the property has a tracking ID already, and answers the stored
     * one: when two first calls race, both answer the same ID.
     */
    Secret createIfAbsent(PropertyId property, Secret candidate);

    /** Makes {@code next} the property's tracking ID; the previous one no longer resolves. */
    void replace(PropertyId property, Secret next);

    /** What the property's tracking ID admits; {@link WebEventRestrictions#NONE} when never set. */
    WebEventRestrictions restrictions(PropertyId property);

    /** Stores what the property's tracking ID admits, replacing what was set. */
    void restrict(PropertyId property, WebEventRestrictions restrictions);
}
