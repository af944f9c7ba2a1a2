package dev.reportwidget.application.widget;

import dev.reportwidget.application.widget.port.in.DeliverWidgetUseCase;
import dev.reportwidget.application.widget.port.in.RenderedWidget;
import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.application.widget.port.in.WidgetRequest;
import dev.reportwidget.application.widget.port.out.SharedSubject;
import dev.reportwidget.application.widget.port.out.WidgetRendering;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.widget.WidgetOptions;
import java.util.List;
import java.util.concurrent.CompletionStage;

/**
 * A report's chart or number widget, for every viewer: the {@link SharedWidgetDelivery} of one
 * shown report, drawn as the request says (its data sets must be the report's), and its rendering
 * kept for the next equal request.
 */
public final class WidgetDeliveryService implements DeliverWidgetUseCase {

    private final SharedWidgetDelivery delivery;
    private final Renderings renderings;

    public WidgetDeliveryService(SharedWidgetDelivery delivery, Renderings renderings) {
        this.delivery = delivery;
        this.renderings = renderings;
    }

    @Override
    public CompletionStage<WidgetContent> deliver(WidgetRequest request) {
        return delivery.deliver(
                        request,
                        SharedSubject.OfReport.class,
                        shared -> List.of(new SharedWidgetDelivery.Shown(
                                shared.report(),
                                options(request, shared.report()).comparison())))
                .thenApply(delivered -> {
                    SharedSubject.OfReport shared = delivered.shared();
                    WidgetOptions options = options(request, shared.report());
                    ReportData data = delivered
                            .dataOf(shared.report(), options.comparison())
                            .orElseThrow(CalculationSlots::unavailable);
                    return new WidgetContent(
                            shared.report(),
                            options,
                            data,
                            shared.sharing().allowedOrigins(),
                            shared.sharing().stale(),
                            delivered.scope(),
                            delivered.periodChoices(),
                            shared.sharing().allowDownload());
                });
    }

    @Override
    public CompletionStage<RenderedWidget> deliver(WidgetRequest request, WidgetRendering rendering) {
        return deliver(request)
                .thenCompose(content -> renderings.of(
                        RenderingKey.of(content, rendering.variant(content)),
                        () -> rendering.render(content),
                        bytes -> new RenderedWidget(content, bytes)));
    }

    /** How the request draws the report; a data set the report lacks answers 400. */
    private static WidgetOptions options(WidgetRequest request, Report report) {
        return WidgetOptions.of(
                request.type(), request.chartType(), request.dataSets(), request.compare(), report.definition());
    }
}
