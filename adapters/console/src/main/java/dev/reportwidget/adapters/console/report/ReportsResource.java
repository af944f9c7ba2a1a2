package dev.reportwidget.adapters.console.report;

import dev.reportwidget.adapters.console.ConsoleLinks;
import dev.reportwidget.adapters.console.ConsoleTemplates;
import dev.reportwidget.adapters.console.Pages;
import dev.reportwidget.adapters.console.PropertyPages;
import dev.reportwidget.adapters.console.session.ConsoleSession;
import dev.reportwidget.adapters.console.widget.Access;
import dev.reportwidget.application.report.port.in.ManageReportsUseCase;
import dev.reportwidget.application.widget.port.in.WidgetSettingsUseCase;
import dev.reportwidget.domain.property.Capability;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.widget.WidgetSettings;
import dev.reportwidget.domain.widget.WidgetSubject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Response;

/**
 * The reports list, through {@link ManageReportsUseCase} and {@link WidgetSettingsUseCase}: the
 * use cases of {@code /report/config} and its {@code /widget-api}, with their capability checks.
 */
@Path("/console/reports")
@Produces(Pages.HTML)
@Transactional
public class ReportsResource {

    private final ConsoleSession session;
    private final Pages pages;
    private final ConsoleLinks links;
    private final PropertyPages property;
    private final ManageReportsUseCase reports;
    private final WidgetSettingsUseCase widgets;

    ReportsResource(
            ConsoleSession session,
            Pages pages,
            ConsoleLinks links,
            PropertyPages property,
            ManageReportsUseCase reports,
            WidgetSettingsUseCase widgets) {
        this.session = session;
        this.pages = pages;
        this.links = links;
        this.property = property;
        this.reports = reports;
        this.widgets = widgets;
    }

    @GET
    public Response list() {
        return property.page(context -> {
            var rows = reports.list(context).stream()
                    .map(report -> {
                        WidgetSettings settings = widgets.get(context, WidgetSubject.of(report.id()));
                        return new ReportsView.Row(
                                report.id().value(),
                                report.definition().name(),
                                report.definition().desc(),
                                report.definition().chartType().wireName(),
                                report.definition().dataSets().stream()
                                        .map(DataSet::label)
                                        .toList(),
                                Access.of(settings.access().mode()),
                                settings.views().last30d());
                    })
                    .toList();
            var view = new ReportsView(
                    context.property().name(),
                    rows,
                    context.role().allows(Capability.WIDGETS_MANAGE),
                    context.role().allows(Capability.REPORTS_WRITE),
                    "curl -X POST " + links.base() + "/report/config -H \"Authorization: Bearer $TOKEN\" \\\n"
                            + "  -H \"X-Property-Id: " + context.propertyId()
                            + "\" -H \"Content-Type: application/json\""
                            + " -d @report.json");
            return Pages.ok(ConsoleTemplates.reports(
                    pages.signedIn("Reports", "reports", session.requireUser(), context), view));
        });
    }
}
