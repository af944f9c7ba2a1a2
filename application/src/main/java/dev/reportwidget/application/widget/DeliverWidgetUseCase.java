package dev.reportwidget.application.widget;

import dev.reportwidget.domain.report.ReportId;
import java.util.concurrent.CompletionStage;

/**
 * Delivers a report's chart widget to the public embed and to backends with a service token. The
 * answers complete later: access is looked up without holding the caller's thread, and a
 * calculation, when the data is not cached, runs on a worker thread.
 */
public interface DeliverWidgetUseCase {

    /**
     * The widget behind a public ID. {@code refresh} (the widget's Refresh button) recomputes at
     * most once per throttle window per report; later refreshes in that window get that result.
     *
     * @return fails with {@link dev.reportwidget.domain.error.NotFoundException} for an unknown, old or
     *     revoked ID, {@link dev.reportwidget.domain.error.InvalidRequestException} for a bad chart type
     *     or selection
     */
    CompletionStage<WidgetContent> publicWidget(
            String publicId, String chartType, String datasetIndexes, boolean refresh);

    /**
     * A report's widget for a backend; {@code refresh} always recomputes.
     *
     * @return fails with {@link dev.reportwidget.domain.error.PermissionDeniedException} for an invalid
     *     token or disabled access, {@link dev.reportwidget.domain.error.NotFoundException} for a report the
     *     token's property lacks
     */
    CompletionStage<WidgetContent> serviceTokenWidget(
            String serviceToken, ReportId reportId, String chartType, String datasetIndexes, boolean refresh);
}
