package dev.reportwidget.application.widget.port.in;

import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.domain.report.ReportDraft;
import dev.reportwidget.domain.report.ReportId;
import java.util.Optional;

/**
 * A report's widget as its property's members see it while they work on it (the console's
 * preview): needs {@code reports.read}, whatever the widget's access, and is never counted as a
 * view. The data is the same per-revision data the embeds get.
 */
public interface PreviewWidgetUseCase {

    /** @throws dev.reportwidget.domain.error.NotFoundException also when the report is another property's */
    WidgetContent preview(PropertyContext context, ReportId id);

    /**
     * A report as the editor holds it, before it is saved: validated exactly as a save would be, so
     * it needs {@code reports.write}, and calculated afresh (nothing is stored or cached).
     *
     * @param id the report being edited, or empty for a new one
     * @throws dev.reportwidget.domain.error.ValidationException naming each broken field, as a save would
     */
    WidgetContent preview(PropertyContext context, Optional<ReportId> id, ReportDraft draft);
}
