package dev.reportwidget.application.widget;

import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.EmbedOrigin;
import dev.reportwidget.domain.widget.EmbedSettings;
import dev.reportwidget.domain.widget.WidgetAccess;
import java.util.List;
import java.util.Optional;

/** Outbound port: the widget access state of reports. Never answered from a cache. */
public interface WidgetAccessStore {

    Optional<WidgetAccess> access(PropertyId property, ReportId report);

    /** Reads the access and locks the report against other changes until the transaction ends. */
    Optional<WidgetAccess> lockAccess(PropertyId property, ReportId report);

    void saveAccess(PropertyId property, ReportId report, WidgetAccess access);

    /** The sites allowed to frame the report's widgets; empty for any site (or an unknown report). */
    List<EmbedOrigin> allowedOrigins(PropertyId property, ReportId report);

    void saveAllowedOrigins(PropertyId property, ReportId report, List<EmbedOrigin> origins);

    /** The periods viewers may pick and the snippet's embed defaults; {@link EmbedSettings#NONE} until set. */
    EmbedSettings embedSettings(PropertyId property, ReportId report);

    void saveEmbedSettings(PropertyId property, ReportId report, EmbedSettings settings);
    /** Whether viewers may download the report's widget data as CSV; false for an unknown report. */
    boolean allowDownload(PropertyId property, ReportId report);

    void saveAllowDownload(PropertyId property, ReportId report, boolean allowDownload);
}
