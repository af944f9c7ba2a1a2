package dev.reportwidget.application.widget;

import dev.reportwidget.domain.report.ReportId;

/** Delivers a report's chart widget to the public embed and to backends with a service token. */
public interface DeliverWidgetUseCase {

    /**
     * The widget behind a public ID. {@code refresh} (the widget's Refresh button) recomputes at
     * most once per throttle window per report; later refreshes in that window get that result.
     *
     * @throws dev.reportwidget.domain.error.NotFoundException for an unknown, old or revoked ID
     * @throws dev.reportwidget.domain.error.InvalidRequestException for a bad chart type or selection
     */
    WidgetContent publicWidget(String publicId, String chartType, String datasetIndexes, boolean refresh);

    /**
     * A report's widget for a backend; {@code refresh} always recomputes.
     *
     * @throws dev.reportwidget.domain.error.PermissionDeniedException for an invalid token or disabled access
     * @throws dev.reportwidget.domain.error.NotFoundException for a report the token's property lacks
     */
    WidgetContent serviceTokenWidget(
            String serviceToken, ReportId reportId, String chartType, String datasetIndexes, boolean refresh);
}
