package dev.reportwidget.adapters.rest.board;

import dev.reportwidget.adapters.rest.OperationIds;
import dev.reportwidget.adapters.rest.auth.Caller;
import dev.reportwidget.adapters.rest.widget.SharedWidgetsResource.SharedWidgetList;
import dev.reportwidget.adapters.rest.widget.SharedWidgetsResource.SharedWidgetView;
import dev.reportwidget.application.widget.port.in.WidgetSettingsUseCase;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * The shared boards overview, the sibling of {@code GET /report/config/widgets}: every board of the
 * property whose sharing is not disabled, with its settings.
 */
@Path("/board/config/widgets")
@Tag(name = "Widget access")
@SecurityRequirement(name = "bearer")
@Produces(MediaType.APPLICATION_JSON)
@Transactional
public class SharedBoardsResource {

    private final Caller caller;
    private final WidgetSettingsUseCase widgets;

    SharedBoardsResource(Caller caller, WidgetSettingsUseCase widgets) {
        this.caller = caller;
        this.widgets = widgets;
    }

    @GET
    @Operation(
            operationId = OperationIds.LIST_SHARED_BOARDS,
            summary = "The property's shared boards",
            description = "Needs reports.read. Every board of the property whose sharing is authenticated or public"
                    + " (not disabled), in board order: its name and its settings, the same object as"
                    + " GET /board/config/{boardId}/widget-api answers (boardId, access, the embed fields when public,"
                    + " ...). Shared reports are listed by GET /report/config/widgets.")
    public SharedWidgetList list() {
        return new SharedWidgetList(widgets.sharedBoards(caller.property()).stream()
                .map(SharedWidgetView::of)
                .toList());
    }
}
