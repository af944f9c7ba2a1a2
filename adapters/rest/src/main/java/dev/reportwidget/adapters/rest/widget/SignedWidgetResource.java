package dev.reportwidget.adapters.rest.widget;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.reportwidget.adapters.rest.OperationIds;
import dev.reportwidget.adapters.rest.problem.Problem;
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
import org.eclipse.microprofile.openapi.annotations.parameters.Parameters;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * Signed embeds: a page of the property's own site loads the widget with a token its backend
 * signed. The token travels in the path, so it is never logged (no access log; metrics use the
 * path template) and never appears in an answer.
 */
@Path(WidgetUrls.SIGNED)
@Tag(name = "Widgets")
public class SignedWidgetResource {

    /** A problem with the reason a signed embed was refused, for the page's script and for people. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record SignedEmbedProblem(
            String type, String title, int status, String detail, String requestId, String reason) {}

    private final SignedEmbedDelivery delivery;

    SignedWidgetResource(SignedEmbedDelivery delivery) {
        this.delivery = delivery;
    }

    @GET
    @Operation(
            operationId = OperationIds.GET_SIGNED_WIDGET,
            summary = "A signed embed: the chart widget for a token the property's backend signed",
            description = "The token is a compact JWS signed with ES256, EdDSA or RS256 by the private key of one"
                    + " of the property's embed keys, named by kid in its header. Claims: aud"
                    + " report-widget-embed; sub the report's ID, or board: and a board's ID (board:7: every item of"
                    + " the board, each under the locked filter and period, in one document as the public board's;"
                    + " its data.csv is 404, each item's CSV is items/{n}/data.csv below it); iat (at most 60 s ahead of this service's"
                    + " clock); optional nbf (RFC 7519: refused as token_not_yet_valid until it, with the same 60 s"
                    + " allowance); exp, after iat by at most 24 hours; optional jti; optional params locking"
                    + " chartType, datasetIndexes (a comma list or an array), theme, locale, hide, filter (a data"
                    + " set filter AND-ed into every data set: type, activity, sources, tags, customData) and"
                    + " period (7d, 30d, 90d, 12m, ytd or {from, to}, at most 1,000 buckets of the report), widget"
                    + " (chart, the default, or number: the number widget, whose datasetIndexes name 1 to 4 data sets)"
                    + " and compare (none, previous_period or previous_year; default none for a chart, previous_period"
                    + " for numbers); any other member is malformed_token. A board's token (sub board:) takes theme,"
                    + " locale, hide, filter and period only: its items fix chartType, datasetIndexes, widget and"
                    + " compare, and a board token naming one of them is malformed_token. Served"
                    + " while the report's widget access is authenticated or public. 403 for any other token, a"
                    + " deleted key, a report of another property, or a disabled widget: problem+json with reason"
                    + " (token_expired, token_not_yet_valid, token_lifetime, wrong_audience, unknown_key,"
                    + " algorithm_not_allowed, algorithm_mismatch, bad_signature, malformed_token,"
                    + " widget_disabled), or, when the client's Accept prefers text/html, the widgets' error page posting"
                    + " that reason. The page names itself in its report-widget messages by the token's jti (letters,"
                    + " digits and hyphens), else by signed- and 16 hex digits of the token's SHA-256; it has no oEmbed"
                    + " link, no period selector (a locked period ignores periodChoices), and a Download CSV link to"
                    + " the signed URL's data.csv when the settings allow downloads. The query may"
                    + " add theme, transparent, hide, locale and view (the token's own theme, locale and hidden parts"
                    + " win) and refresh; chartType, datasetIndexes, period and compare in the query are 400. 429 with"
                    + " Retry-After past the public widgets' rate limit; 503 when no data can be served."
                    + WidgetQuery.OPTIONS_400)
    @APIResponse(
            responseCode = "200",
            description = "The widget as an HTML document for an iframe",
            content = @Content(mediaType = MediaType.TEXT_HTML, schema = @Schema(type = SchemaType.STRING)))
    @APIResponse(
            responseCode = "403",
            description = "The token is not valid now, or the widget is disabled",
            content = {
                @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = SignedEmbedProblem.class)),
                @Content(mediaType = MediaType.TEXT_HTML, schema = @Schema(type = SchemaType.STRING))
            })
    @Parameters({
        @Parameter(name = "token", in = ParameterIn.PATH, description = "The signed embed token (compact JWS)"),
        @Parameter(
                name = WidgetUrls.REFRESH,
                in = ParameterIn.QUERY,
                description = "true recomputes the data, at most once per {duration:rw.widget.public-refresh-throttle}"
                        + " per report and locked filter and period.",
                schema = @Schema(type = SchemaType.BOOLEAN, defaultValue = "false"))
    })
    public CompletionStage<Response> widget(
            @PathParam("token") String token,
            @Context UriInfo uri,
            @Context HttpHeaders headers,
            @Context HttpServerRequest request) {
        return delivery.deliver(token, uri, headers, request, new SignedEmbedDelivery.Asked.Page());
    }

    @GET
    @Path(WidgetUrls.DATA_CSV)
    @Operation(
            operationId = OperationIds.GET_SIGNED_WIDGET_DATA,
            summary = "A signed embed's data as CSV (when the settings allow downloads)",
            description = "The data the signed embed shows (its token's locked data sets, filter and period) as the"
                    + " same CSV as the public widget's data.csv, when the report's widget settings have"
                    + " allowDownload: true; otherwise 404. The token is checked as for the widget (403 with its"
                    + " reason, or the widgets' error page for a browser), with the same rate limit; chartType,"
                    + " datasetIndexes, period and compare in the query are 400. A number widget's download holds its"
                    + " numbers, as the public number widget's data.csv. A download is not counted as a view.")
    @APIResponse(
            responseCode = "200",
            description = "The signed embed's data as CSV (RFC 4180, UTF-8), as an attachment named after the report",
            content = @Content(mediaType = "text/csv", schema = @Schema(type = SchemaType.STRING)))
    @APIResponse(
            responseCode = "403",
            description = "The token is not valid now, or the widget is disabled",
            content = {
                @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = SignedEmbedProblem.class)),
                @Content(mediaType = MediaType.TEXT_HTML, schema = @Schema(type = SchemaType.STRING))
            })
    @Parameter(name = "token", in = ParameterIn.PATH, description = "The signed embed token (compact JWS)")
    public CompletionStage<Response> data(
            @PathParam("token") String token,
            @Context UriInfo uri,
            @Context HttpHeaders headers,
            @Context HttpServerRequest request) {
        return delivery.deliver(token, uri, headers, request, new SignedEmbedDelivery.Asked.Data());
    }

    @GET
    @Path(WidgetUrls.BOARD_ITEM_DATA_CSV)
    @Operation(
            operationId = OperationIds.GET_SIGNED_BOARD_ITEM_DATA,
            summary = "A signed board item's data as CSV (when the board's settings allow downloads)",
            description = "For a token whose sub is board: and a board's ID; item is the item's 0-based position on"
                    + " the board, as the signed board's Download CSV links name it. The same CSV as the public"
                    + " board's item data.csv, over the token's locked filter and period: each end customer's file"
                    + " holds only their records. The token is checked as for the board (403 with its reason, or"
                    + " the widgets' error page for a browser), with the same rate limit; chartType,"
                    + " datasetIndexes, period and compare in the query are 400. 404 when the board's settings do"
                    + " not allow downloads, for an item the board does not have or one that shows a placeholder,"
                    + " and for a token whose sub is a report. A download is not counted as a view.")
    @APIResponse(
            responseCode = "200",
            description = "One item's data as CSV (RFC 4180, UTF-8), as an attachment named after its report",
            content = @Content(mediaType = "text/csv", schema = @Schema(type = SchemaType.STRING)))
    @APIResponse(
            responseCode = "403",
            description = "The token is not valid now, or the board is disabled",
            content = {
                @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = SignedEmbedProblem.class)),
                @Content(mediaType = MediaType.TEXT_HTML, schema = @Schema(type = SchemaType.STRING))
            })
    @Parameters({
        @Parameter(name = "token", in = ParameterIn.PATH, description = "The signed embed token (compact JWS)"),
        @Parameter(name = "item", in = ParameterIn.PATH, description = "The item's 0-based position on the board")
    })
    public CompletionStage<Response> boardItemData(
            @PathParam("token") String token,
            @PathParam("item") String item,
            @Context UriInfo uri,
            @Context HttpHeaders headers,
            @Context HttpServerRequest request) {
        return delivery.deliver(token, uri, headers, request, new SignedEmbedDelivery.Asked.ItemData(item));
    }
}
