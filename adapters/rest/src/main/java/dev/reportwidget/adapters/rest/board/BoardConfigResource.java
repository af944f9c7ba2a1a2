package dev.reportwidget.adapters.rest.board;

import dev.reportwidget.adapters.rest.OperationIds;
import dev.reportwidget.adapters.rest.RequestBodies;
import dev.reportwidget.adapters.rest.TypedBodies;
import dev.reportwidget.adapters.rest.auth.Caller;
import dev.reportwidget.application.board.port.in.ManageBoardsUseCase;
import dev.reportwidget.domain.board.Board;
import dev.reportwidget.domain.board.BoardId;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Saved board definitions, in the caller's selected property. */
@Path("/board/config")
@Tag(name = "Boards")
@SecurityRequirement(name = "bearer")
@Produces(MediaType.APPLICATION_JSON)
@Transactional
public class BoardConfigResource {

    public record BoardList(List<BoardPayload> items) {}

    private final Caller caller;
    private final ManageBoardsUseCase boards;
    private final TypedBodies bodies;

    BoardConfigResource(Caller caller, ManageBoardsUseCase boards, TypedBodies bodies) {
        this.caller = caller;
        this.boards = boards;
        this.bodies = bodies;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = OperationIds.CREATE_BOARD,
            summary = "Create a board",
            description = "Needs reports.write. 201 with the board at revision 1; 422 naming each invalid field,"
                    + " as items[2].reportId for an item whose report is not one of the property's.")
    @APIResponse(
            responseCode = "201",
            description = "The board at revision 1",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = BoardPayload.class)))
    public Response create(
            @RequestBody(
                            required = true,
                            content =
                                    @Content(
                                            mediaType = MediaType.APPLICATION_JSON,
                                            schema = @Schema(implementation = BoardPayload.class)))
                    byte[] body) {
        BoardPayload board = bodies.read(body, BoardPayload.class);
        var context = caller.property();
        Board created = boards.create(context, RequestBodies.required(board).toDraft());
        return Response.created(URI.create("/board/config/" + created.id()))
                .entity(BoardPayload.of(created))
                .build();
    }

    @GET
    @Operation(
            operationId = OperationIds.LIST_BOARDS,
            summary = "List the property's boards",
            description = "Needs reports.read.")
    public BoardList list() {
        return new BoardList(
                boards.list(caller.property()).stream().map(BoardPayload::of).toList());
    }

    @GET
    @Path("/{boardId}")
    @Operation(
            operationId = OperationIds.GET_BOARD,
            summary = "Read a board",
            description = "Needs reports.read. 404 also for a board of another property.")
    public BoardPayload get(@PathParam("boardId") String boardId) {
        var context = caller.property();
        return BoardPayload.of(boards.get(context, id(boardId)));
    }

    @PUT
    @Path("/{boardId}")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = OperationIds.REPLACE_BOARD,
            summary = "Replace a board's definition",
            description = "Needs reports.write. Bumps the revision; checked against the property's reports as on"
                    + " creation.")
    public BoardPayload update(
            @PathParam("boardId") String boardId,
            @RequestBody(
                            required = true,
                            content =
                                    @Content(
                                            mediaType = MediaType.APPLICATION_JSON,
                                            schema = @Schema(implementation = BoardPayload.class)))
                    byte[] body) {
        BoardPayload board = bodies.read(body, BoardPayload.class);
        var context = caller.property();
        return BoardPayload.of(boards.update(
                context, id(boardId), RequestBodies.required(board).toDraft()));
    }

    @DELETE
    @Path("/{boardId}")
    @Operation(
            operationId = OperationIds.DELETE_BOARD,
            summary = "Delete a board",
            description = "Needs reports.write.")
    public Response delete(@PathParam("boardId") String boardId) {
        var context = caller.property();
        boards.delete(context, id(boardId));
        return Response.noContent().build();
    }

    static BoardId id(String raw) {
        return new BoardId(RequestBodies.pathId(raw, "board"));
    }
}
