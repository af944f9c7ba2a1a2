package dev.reportwidget.application.widget;

import dev.reportwidget.application.property.PropertyContext;
import dev.reportwidget.domain.report.ReportId;

/**
 * A report's widget as its property's members see it while they work on it (the console's
 * preview): needs {@code reports.read}, whatever the widget's access, and is never counted as a
 * view. The data is the same per-revision data the embeds get.
 */
public interface PreviewWidgetUseCase {

    /** @throws dev.reportwidget.domain.error.NotFoundException also when the report is another property's */
    WidgetContent preview(PropertyContext context, ReportId id);
}
