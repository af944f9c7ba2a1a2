package dev.reportwidget.application.widget;

import dev.reportwidget.application.property.PropertyContext;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.WidgetSettings;
import java.util.List;

/** A report's widget access: reading needs {@code reports.read}, changing {@code widgets.manage}. */
public interface WidgetSettingsUseCase {
    WidgetSettings get(PropertyContext context, ReportId id);

    /**
     * @throws dev.reportwidget.domain.error.ValidationException for an expiry that does not lie ahead
     */
    WidgetSettings change(PropertyContext context, ReportId id, WidgetAccessChange change);

    /**
     * @throws dev.reportwidget.domain.error.ConflictException when the access is not public
     */
    WidgetSettings rotate(PropertyContext context, ReportId id);

    /**
     * The property's reports whose widget access is not disabled, in report order, each with its
     * settings; needs {@code reports.read}.
     */
    List<SharedWidget> shared(PropertyContext context);
}
