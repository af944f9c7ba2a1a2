package dev.reportwidget.adapters.rest.widget;

import dev.reportwidget.adapters.rest.OperationIds;
import dev.reportwidget.adapters.rest.RequestBodies;
import dev.reportwidget.adapters.rest.problem.Stages;
import dev.reportwidget.adapters.rest.widget.html.WidgetErrorRenderer;
import dev.reportwidget.application.board.port.in.BoardRequest;
import dev.reportwidget.application.board.port.in.DeliverBoardUseCase;
import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.error.DomainException;
import dev.reportwidget.domain.widget.WidgetUrls;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.EnumSet;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** A board for backends holding a service token: the HTML document or the JSON payload. */
@Path(WidgetUrls.SERVICE_TOKEN_BOARD)
@Tag(name = "Widgets")
public class ServiceTokenBoardResource {

    private final DeliverBoardUseCase boards;
    private final BoardResponses responses;
    private final WidgetErrorPages errorPages;

    ServiceTokenBoardResource(DeliverBoardUseCase boards, BoardResponses responses, WidgetErrorPages errorPages) {
        this.boards = boards;
        this.responses = responses;
        this.errorPages = errorPages;
    }

    @GET
    @Produces({MediaType.TEXT_HTML, MediaType.APPLICATION_JSON, AnswerFormat.PROBLEM_JSON})
    @Parameter(
            name = WidgetUrls.REFRESH,
            in = ParameterIn.QUERY,
            description = "true recalculates every report of the board and waits for the new data.",
            schema = @Schema(type = SchemaType.BOOLEAN))
    @APIResponse(
            responseCode = "200",
            description = "The board: an HTML document, or the JSON payload",
            content = {
                @Content(mediaType = MediaType.TEXT_HTML, schema = @Schema(type = SchemaType.STRING)),
                @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = BoardPayload.class))
            })
    @Operation(
            operationId = OperationIds.GET_SERVICE_TOKEN_BOARD,
            summary = "A board for a backend (HTML or JSON)",
            description = "Header X-Service-Token. Accept: text/html (default) for the document (as the public"
                    + " board's), application/json for the payload: schemaVersion 1, the board's id, name and desc,"
                    + " and each item's widget payload as the report's widget endpoint answers it (over the board's"
                    + " period), or a placeholder (report_deleted, unavailable). 403 for an invalid token or a"
                    + " disabled board; 404 for a board of another property or none; 400 for chartType or"
                    + " datasetIndexes (items fix them). period picks one of the board's periodChoices for every"
                    + " item."
                    + WidgetQuery.OPTIONS_400
                    + WidgetErrorPages.OPENAPI
                    + " Use from backend code only.")
    public CompletionStage<Response> board(
            @PathParam("boardId") String boardId,
            @HeaderParam("X-Service-Token") String token,
            @Context UriInfo uri,
            @Context HttpHeaders headers) {
        return deliver(boardId, token, uri, headers, html(headers));
    }

    @GET
    @Path(WidgetUrls.DATA_JSON)
    @Parameter(
            name = WidgetUrls.REFRESH,
            in = ParameterIn.QUERY,
            description = "true recalculates every report of the board and waits for the new data.",
            schema = @Schema(type = SchemaType.BOOLEAN))
    @APIResponse(
            responseCode = "200",
            description = "The board's JSON payload",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = BoardPayload.class)))
    @Operation(
            operationId = OperationIds.GET_SERVICE_TOKEN_BOARD_PAYLOAD,
            summary = "A board's payload for a backend (JSON)",
            description = "The JSON payload of getServiceTokenBoard with Accept: application/json, at an address of its"
                    + " own that answers JSON whatever the request accepts: a generated client types its answer"
                    + " exactly. Parameters, access, caching and errors as there.")
    public CompletionStage<Response> payload(
            @PathParam("boardId") String boardId,
            @HeaderParam("X-Service-Token") String token,
            @Context UriInfo uri,
            @Context HttpHeaders headers) {
        return deliver(boardId, token, uri, headers, false);
    }

    private CompletionStage<Response> deliver(
            String boardId, String token, UriInfo uri, HttpHeaders headers, boolean html) {
        var id = new BoardId(RequestBodies.pathId(boardId, "board"));
        WidgetQuery query = WidgetQuery.of(uri);
        BoardRequest request = query.board(BoardRequest.backend(token, id));
        BoardResponses.Rendering rendering = html
                ? responses.html(
                        request,
                        query.embed(),
                        Long.toString(id.value()),
                        ContentCoding.accepted(headers.getHeaderString(HttpHeaders.ACCEPT_ENCODING)))
                : responses.json();
        return Stages.respond(boards.deliverBoard(request, rendering), rendering::answer);
    }

    /** HTML when the client prefers it, accepts anything or says nothing; JSON when it prefers that. */
    static boolean html(HttpHeaders headers) {
        return AnswerFormat.preferred(
                        headers,
                        EnumSet.of(AnswerFormat.HTML, AnswerFormat.JSON),
                        "a board is available as text/html or application/json")
                == AnswerFormat.HTML;
    }

    /** A backend page that frames the board gets an error page; a client asking for JSON, the problem. */
    @ServerExceptionMapper
    Response failure(DomainException failure, HttpHeaders headers, UriInfo uri) {
        return errorPages.answer(
                failure, headers, uri, uri.getPathParameters().getFirst("boardId"), WidgetErrorRenderer.Kind.BOARD);
    }
}
