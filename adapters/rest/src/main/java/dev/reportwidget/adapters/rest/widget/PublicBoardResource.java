package dev.reportwidget.adapters.rest.widget;

import dev.reportwidget.adapters.rest.OperationIds;
import dev.reportwidget.adapters.rest.problem.Stages;
import dev.reportwidget.adapters.rest.widget.html.WidgetErrorRenderer;
import dev.reportwidget.application.board.port.in.BoardContent;
import dev.reportwidget.application.board.port.in.BoardRequest;
import dev.reportwidget.application.board.port.in.DeliverBoardUseCase;
import dev.reportwidget.application.board.port.in.RenderedBoard;
import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.application.widget.port.in.WidgetRequest;
import dev.reportwidget.domain.error.DomainException;
import dev.reportwidget.domain.error.NotFoundException;
import dev.reportwidget.domain.widget.WidgetUrls;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
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

/**
 * A public board: every item's widget in one HTML document for an iframe, under the same rate
 * limit, unknown-ID budget, expiry and error pages as a public chart.
 */
@Path(WidgetUrls.PUBLIC_BOARD)
@Tag(name = "Widgets")
public class PublicBoardResource {

    private final DeliverBoardUseCase boards;
    private final BoardResponses responses;
    private final PublicWidgetRateLimiter limiter;
    private final WidgetErrorPages errorPages;

    PublicBoardResource(
            DeliverBoardUseCase boards,
            BoardResponses responses,
            PublicWidgetRateLimiter limiter,
            WidgetErrorPages errorPages) {
        this.boards = boards;
        this.responses = responses;
        this.limiter = limiter;
        this.errorPages = errorPages;
    }

    @GET
    @Parameter(
            name = WidgetUrls.REFRESH,
            in = ParameterIn.QUERY,
            description = "true recalculates the board's reports (at most once per throttle window per report).",
            schema = @Schema(type = SchemaType.BOOLEAN))
    @APIResponse(
            responseCode = "200",
            description = "The board as one HTML document for an iframe",
            content = @Content(mediaType = MediaType.TEXT_HTML, schema = @Schema(type = SchemaType.STRING)))
    @Operation(
            operationId = OperationIds.GET_PUBLIC_BOARD,
            summary = "A public board (HTML for an iframe)",
            description = "Every item's widget in one document: a header (name, description, Updated, one period"
                    + " selector when the board offers choices, one Refresh), then the items in a grid (full, half or"
                    + " third of the width from 600 px; full width below). An item whose report was deleted, or"
                    + " cannot be calculated right now, shows a placeholder; the rest render. Items keep their chart"
                    + " type and data sets: chartType and datasetIndexes are 400. The board's reports are calculated"
                    + " concurrently within the property's calculation limit and cached per report revision and"
                    + " period. Rate limit, unknown-ID budget, 404, 410 after expiry and the error pages are the"
                    + " public chart's."
                    + WidgetQuery.OPTIONS_400
                    + WidgetErrorPages.OPENAPI)
    public CompletionStage<Response> board(
            @PathParam("publicId") String publicId, @Context UriInfo uri, @Context HttpServerRequest request) {
        WidgetQuery query = WidgetQuery.of(uri);
        PublicWidgetRateLimiter.Admission admission = limiter.admit(limiter.client(request), publicId);
        BoardRequest loaded = read(query, publicId, admission);
        BoardRequest board = PublicWidgetResource.head(request) ? loaded.asHead() : loaded;
        BoardResponses.Rendering rendering = responses.html(
                board, query.embed(), publicId, ContentCoding.accepted(request.getHeader(HttpHeaders.ACCEPT_ENCODING)));
        CompletionStage<RenderedBoard> delivered = boards.deliverBoard(board, rendering)
                .whenComplete((rendered, failure) -> PublicWidgetResource.settle(admission, failure));
        return Stages.respond(delivered, rendering::answer);
    }

    @GET
    @Path(WidgetUrls.BOARD_ITEM_DATA_CSV)
    @APIResponse(
            responseCode = "200",
            description = "One item's data as CSV (RFC 4180, UTF-8), as an attachment named after its report",
            content = @Content(mediaType = "text/csv", schema = @Schema(type = SchemaType.STRING)))
    @Operation(
            operationId = OperationIds.GET_PUBLIC_BOARD_ITEM_DATA,
            summary = "A public board item's data as CSV (when the board's settings allow downloads)",
            description = "item is the item's 0-based position on the board. The same CSV as a public chart's"
                    + " data.csv, over the board's period (or period=, one of the board's choices). 404 when the"
                    + " board's settings do not allow downloads, for an item the board does not have or one that"
                    + " shows a placeholder, and for an unknown ID; 410 after expiry; 429 with Retry-After.")
    public CompletionStage<Response> itemData(
            @PathParam("publicId") String publicId,
            @PathParam("item") String item,
            @Context UriInfo uri,
            @Context HttpServerRequest request) {
        WidgetQuery query = WidgetQuery.of(uri);
        PublicWidgetRateLimiter.Admission admission = limiter.admit(limiter.client(request), publicId);
        BoardRequest board = read(query, publicId, admission).asDownload();
        CompletionStage<BoardContent> delivered = boards.deliverBoard(board)
                .whenComplete((content, failure) -> PublicWidgetResource.settle(admission, failure));
        return Stages.respond(delivered, content -> {
            if (!content.allowDownload()) {
                throw WidgetRequest.noPublicWidget();
            }
            return BoardResponses.csv(shownItem(content, item), content.stale());
        });
    }

    /** The item at this position that shows data; 404 otherwise. */
    static WidgetContent shownItem(BoardContent content, String raw) {
        if (raw == null || !raw.matches("(0|[1-9][0-9]?)")) {
            throw new NotFoundException("this board has no item " + raw);
        }
        int position = Integer.parseInt(raw);
        if (position >= content.items().size()
                || !(content.items().get(position) instanceof BoardContent.Item.Shown shown)) {
            throw new NotFoundException("this board has no item " + position + " with data");
        }
        return shown.content();
    }

    /** The request of the query, refused at once for a malformed ID (spending the budget) or query. */
    private static BoardRequest read(WidgetQuery query, String publicId, PublicWidgetRateLimiter.Admission admission) {
        try {
            return query.board(WidgetRequest.publicLink(publicId));
        } catch (NotFoundException malformed) {
            admission.notFound();
            throw malformed;
        } catch (RuntimeException refused) {
            admission.release();
            throw refused;
        }
    }

    /** A browser framing the board gets an error page it can show; every other client, the problem. */
    @ServerExceptionMapper
    Response failure(DomainException failure, HttpHeaders headers, UriInfo uri) {
        return errorPages.answer(
                failure, headers, uri, uri.getPathParameters().getFirst("publicId"), WidgetErrorRenderer.Kind.BOARD);
    }
}
