package dev.reportwidget.application.widget.port.in;

import dev.reportwidget.application.widget.port.out.WidgetRendering;
import java.util.concurrent.CompletionStage;

/**
 * Delivers a report's chart widget, to the public embed and to backends with a service token alike.
 * The answer completes later: access is looked up without holding the caller's thread, and a
 * calculation, when the data is not cached, runs on a worker thread.
 */
public interface DeliverWidgetUseCase {

    /**
     * The widget the request's viewer asked for. A public link's {@code refresh} (the widget's
     * Refresh button) recomputes at most once per throttle window per report, later refreshes in
     * that window getting that result; a backend's {@code refresh} always recomputes.
     *
     * @return fails with {@link dev.reportwidget.domain.error.NotFoundException} for a public ID that
     *     is not (or no longer) a public widget's, or a report the token's property lacks;
     *     {@link dev.reportwidget.domain.error.PermissionDeniedException} for an unknown or revoked
     *     token or a disabled widget; {@link dev.reportwidget.domain.error.InvalidRequestException} for
     *     a selection of data sets the report does not have
     */
    CompletionStage<WidgetContent> deliver(WidgetRequest request);

    /**
     * The widget the request's viewer asked for, rendered as {@code rendering} renders it: a
     * rendering kept for the same content and variant at once, else one made on a worker thread
     * (never the caller's) and kept. Fails as {@link #deliver(WidgetRequest)} does.
     */
    CompletionStage<RenderedWidget> deliver(WidgetRequest request, WidgetRendering rendering);
}
