package dev.reportwidget.application.widget;

import dev.reportwidget.application.property.PropertyContext;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.WidgetSettings;

/** A report's widget access: reading needs {@code reports.read}, changing {@code widgets.manage}. */
public interface WidgetSettingsUseCase {
    WidgetSettings get(PropertyContext context, ReportId id);

    /**
     * @throws dev.reportwidget.domain.error.InvalidRequestException for an unsupported mode
     */
    WidgetSettings change(PropertyContext context, ReportId id, String access);

    /**
     * @throws dev.reportwidget.domain.error.ConflictException when the access is not public
     */
    WidgetSettings rotate(PropertyContext context, ReportId id);
}
