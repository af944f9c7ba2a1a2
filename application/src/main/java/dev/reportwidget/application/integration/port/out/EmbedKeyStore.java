package dev.reportwidget.application.integration.port.out;

import dev.reportwidget.domain.integration.EmbedKey;
import dev.reportwidget.domain.integration.EmbedKeyDraft;
import dev.reportwidget.domain.integration.EmbedKeyId;
import dev.reportwidget.domain.property.PropertyId;
import java.util.List;

/** Outbound port: the embed keys of each property. A deletion takes effect on every replica at once. */
public interface EmbedKeyStore {

    EmbedKey insert(PropertyId property, EmbedKeyDraft draft);

    /** The property's keys, oldest first. */
    List<EmbedKey> list(PropertyId property);

    /** Deletes a key; answers false when the property has no such key. */
    boolean delete(PropertyId property, EmbedKeyId id);
}
