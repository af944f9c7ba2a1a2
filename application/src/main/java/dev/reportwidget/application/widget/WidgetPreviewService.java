package dev.reportwidget.application.widget;

import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.application.report.ReportCalculator;
import dev.reportwidget.application.report.port.in.ManageReportsUseCase;
import dev.reportwidget.application.widget.port.in.PreviewWidgetUseCase;
import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.application.widget.port.out.ReportDataCache;
import dev.reportwidget.application.widget.port.out.ReportDataKey;
import dev.reportwidget.domain.property.Capability;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.ReportDraft;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.WidgetOptions;
import java.time.Clock;
import java.util.Optional;

/**
 * The preview of a saved report: read through {@link ManageReportsUseCase} (its capability and
 * property checks), calculated once per revision through the same cache as the widgets.
 */
public final class WidgetPreviewService implements PreviewWidgetUseCase {

    private final ManageReportsUseCase reports;
    private final ReportCalculator calculator;
    private final ReportDataCache cache;
    private final Clock clock;

    public WidgetPreviewService(
            ManageReportsUseCase reports, ReportCalculator calculator, ReportDataCache cache, Clock clock) {
        this.reports = reports;
        this.calculator = calculator;
        this.cache = cache;
        this.clock = clock;
    }

    @Override
    public WidgetContent preview(PropertyContext context, ReportId id) {
        Report report = reports.get(context, id);
        ReportData data = cache.get(
                ReportDataKey.of(report.id(), report.revision()),
                () -> calculator.calculate(report, context.property()));
        return new WidgetContent(
                report, WidgetOptions.of(Optional.empty(), DataSetSelection.ALL, report.definition()), data);
    }

    @Override
    public WidgetContent preview(PropertyContext context, Optional<ReportId> id, ReportDraft draft) {
        context.require(Capability.REPORTS_WRITE);
        id.ifPresent(existing -> reports.get(context, existing));
        ReportDefinition definition = draft.validate(context.property().today(clock));
        // never stored: an unsaved revision of the report, or of no report yet
        Report unsaved = new Report(id.orElse(new ReportId(0)), context.propertyId(), 1, definition);
        return new WidgetContent(
                unsaved,
                WidgetOptions.of(Optional.empty(), DataSetSelection.ALL, definition),
                calculator.calculate(unsaved, context.property()));
    }
}
