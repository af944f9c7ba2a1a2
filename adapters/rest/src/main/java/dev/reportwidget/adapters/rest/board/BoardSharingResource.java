package dev.reportwidget.adapters.rest.board;

import dev.reportwidget.adapters.rest.OperationIds;
import dev.reportwidget.adapters.rest.RequestBodies;
import dev.reportwidget.adapters.rest.auth.Caller;
import dev.reportwidget.adapters.rest.widget.WidgetSettingsResource.AccessChange;
import dev.reportwidget.adapters.rest.widget.WidgetSettingsResource.SettingsView;
import dev.reportwidget.application.widget.port.in.WidgetSettingsUseCase;
import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.widget.WidgetSubject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * How a board is shared, exactly as a report's widget is: the same access modes, state machine,
 * settings object (with {@code boardId} for {@code reportId}) and options; its public embed is
 * {@code /embed/v1/boards/{public_id}}.
 */
@Path("/board/config/{boardId}/widget-api")
@Tag(name = "Widget access")
@SecurityRequirement(name = "bearer")
@Produces(MediaType.APPLICATION_JSON)
@Transactional
public class BoardSharingResource {

    private final Caller caller;
    private final WidgetSettingsUseCase widgets;

    BoardSharingResource(Caller caller, WidgetSettingsUseCase widgets) {
        this.caller = caller;
        this.widgets = widgets;
    }

    @GET
    @Operation(
            operationId = OperationIds.GET_BOARD_SHARING,
            summary = "Read how a board is shared",
            description = "Needs reports.read. The settings object of a report's widget access, naming boardId;"
                    + " embedPath is /embed/v1/boards/{publicId} when the access is public. 404 for a board"
                    + " that is not in the caller's property.")
    public SettingsView get(@PathParam("boardId") String boardId) {
        var context = caller.property();
        return SettingsView.of(widgets.get(context, WidgetSubject.of(id(boardId))));
    }

    @PUT
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = OperationIds.CHANGE_BOARD_SHARING,
            summary = "Change how a board is shared",
            description =
                    "Needs widgets.manage. The body and its rules are a report's widget access change"
                            + " (access, expiresAt, allowedOrigins, periodChoices, defaults, allowDownload), with the same"
                            + " 400 and 422 answers. The board's periodChoices replace its period on every item; with"
                            + " allowDownload each item that shows data offers it as CSV at {embedPath}/items/{n}/data.csv, and"
                            + " a signed board's at its signed URL + /items/{n}/data.csv (under the token's filter and period).")
    public SettingsView change(@PathParam("boardId") String boardId, AccessChange body) {
        var context = caller.property();
        BoardId id = id(boardId);
        return SettingsView.of(widgets.change(
                context, WidgetSubject.of(id), RequestBodies.required(body).read()));
    }

    @POST
    @Path("/rotate")
    @Operation(
            operationId = OperationIds.ROTATE_BOARD_PUBLIC_ID,
            summary = "Replace a board's public URL",
            description = "Needs widgets.manage. Answers the settings with the new ID; the old URL dies at once."
                    + " An expiry still ahead is kept, one already past is dropped. 409 unless access is public.")
    public SettingsView rotate(@PathParam("boardId") String boardId) {
        var context = caller.property();
        return SettingsView.of(widgets.rotate(context, WidgetSubject.of(id(boardId))));
    }

    private static BoardId id(String raw) {
        return new BoardId(RequestBodies.pathId(raw, "board"));
    }
}
