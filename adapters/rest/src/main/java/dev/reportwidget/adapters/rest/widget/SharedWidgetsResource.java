package dev.reportwidget.adapters.rest.widget;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.reportwidget.adapters.rest.OperationIds;
import dev.reportwidget.adapters.rest.auth.Caller;
import dev.reportwidget.adapters.rest.widget.WidgetSettingsResource.SettingsView;
import dev.reportwidget.application.widget.port.in.SharedWidget;
import dev.reportwidget.application.widget.port.in.WidgetSettingsUseCase;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The "shared widgets" overview: every report of the property whose widget is not disabled. */
@Path("/report/config/widgets")
@Tag(name = "Widget access")
@SecurityRequirement(name = "bearer")
@Produces(MediaType.APPLICATION_JSON)
@Transactional
public class SharedWidgetsResource {

    /** A report's name and its widget settings, exactly as {@code GET .../widget-api} answers them. */
    public record SharedWidgetView(
            String name, @JsonUnwrapped SettingsView settings) {
        public static SharedWidgetView of(SharedWidget shared) {
            return new SharedWidgetView(shared.reportName(), SettingsView.of(shared.settings()));
        }
    }

    public record SharedWidgetList(List<SharedWidgetView> items) {}

    private final Caller caller;
    private final WidgetSettingsUseCase widgets;

    SharedWidgetsResource(Caller caller, WidgetSettingsUseCase widgets) {
        this.caller = caller;
        this.widgets = widgets;
    }

    @GET
    @Operation(
            operationId = OperationIds.LIST_SHARED_WIDGETS,
            summary = "The property's shared widgets",
            description = "Needs reports.read. Every report of the property whose widget access is authenticated or "
                    + "public (not disabled), in report order: its name and its widget settings, the same object as "
                    + "GET /report/config/{reportId}/widget-api answers (reportId, access, the embed fields when public, "
                    + "allowDownload, views, ...).")
    public SharedWidgetList list() {
        return new SharedWidgetList(widgets.shared(caller.property()).stream()
                .map(SharedWidgetView::of)
                .toList());
    }
}
