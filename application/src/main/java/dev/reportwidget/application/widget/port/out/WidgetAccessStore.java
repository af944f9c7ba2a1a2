package dev.reportwidget.application.widget.port.out;

import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.widget.EmbedOrigin;
import dev.reportwidget.domain.widget.EmbedSettings;
import dev.reportwidget.domain.widget.WidgetAccess;
import dev.reportwidget.domain.widget.WidgetSubject;
import java.util.List;
import java.util.Optional;

/** Outbound port: how reports and boards are shared (their widget access). Never answered from a cache. */
public interface WidgetAccessStore {

    Optional<WidgetAccess> access(PropertyId property, WidgetSubject shared);

    /** Reads the access and locks the report or board against other changes until the transaction ends. */
    Optional<WidgetAccess> lockAccess(PropertyId property, WidgetSubject shared);

    void saveAccess(PropertyId property, WidgetSubject shared, WidgetAccess access);

    /** The sites allowed to frame its widgets; empty for any site (or an unknown report or board). */
    List<EmbedOrigin> allowedOrigins(PropertyId property, WidgetSubject shared);

    void saveAllowedOrigins(PropertyId property, WidgetSubject shared, List<EmbedOrigin> origins);

    /** The periods viewers may pick and the snippet's embed defaults; {@link EmbedSettings#NONE} until set. */
    EmbedSettings embedSettings(PropertyId property, WidgetSubject shared);

    void saveEmbedSettings(PropertyId property, WidgetSubject shared, EmbedSettings settings);

    /** Whether viewers may download the widget data as CSV; false for an unknown report or board. */
    boolean allowDownload(PropertyId property, WidgetSubject shared);

    void saveAllowDownload(PropertyId property, WidgetSubject shared, boolean allowDownload);
}
