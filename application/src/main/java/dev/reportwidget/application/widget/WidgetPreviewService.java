package dev.reportwidget.application.widget;

import dev.reportwidget.application.property.PropertyContext;
import dev.reportwidget.application.report.ManageReportsUseCase;
import dev.reportwidget.application.report.ReportCalculator;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.WidgetOptions;
import java.util.Optional;

/**
 * The preview of a saved report: read through {@link ManageReportsUseCase} (its capability and
 * property checks), calculated once per revision through the same cache as the widgets.
 */
public final class WidgetPreviewService implements PreviewWidgetUseCase {

    private final ManageReportsUseCase reports;
    private final ReportCalculator calculator;
    private final ReportDataCache cache;

    public WidgetPreviewService(ManageReportsUseCase reports, ReportCalculator calculator, ReportDataCache cache) {
        this.reports = reports;
        this.calculator = calculator;
        this.cache = cache;
    }

    @Override
    public WidgetContent preview(PropertyContext context, ReportId id) {
        Report report = reports.get(context, id);
        ReportData data =
                cache.get(report.id(), report.revision(), () -> calculator.calculate(report, context.property()));
        return new WidgetContent(
                report, WidgetOptions.of(Optional.empty(), DataSetSelection.ALL, report.definition()), data);
    }
}
