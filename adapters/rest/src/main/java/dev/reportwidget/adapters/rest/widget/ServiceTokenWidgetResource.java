package dev.reportwidget.adapters.rest.widget;

import dev.reportwidget.adapters.rest.OperationIds;
import dev.reportwidget.adapters.rest.RequestBodies;
import dev.reportwidget.adapters.rest.problem.Stages;
import dev.reportwidget.application.widget.port.in.DeliverWidgetUseCase;
import dev.reportwidget.application.widget.port.in.WidgetRequest;
import dev.reportwidget.domain.error.DomainException;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.WidgetType;
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
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** A report's widget for backends holding a service token: the HTML document or the JSON payload. */
@Path(WidgetUrls.SERVICE_TOKEN_WIDGETS)
@Tag(name = "Widgets")
public class ServiceTokenWidgetResource {

    private final DeliverWidgetUseCase widgets;
    private final WidgetResponses responses;
    private final WidgetErrorPages errorPages;

    ServiceTokenWidgetResource(DeliverWidgetUseCase widgets, WidgetResponses responses, WidgetErrorPages errorPages) {
        this.widgets = widgets;
        this.responses = responses;
        this.errorPages = errorPages;
    }

    @GET
    @Path("chart")
    @Produces({MediaType.TEXT_HTML, MediaType.APPLICATION_JSON, AnswerFormat.PROBLEM_JSON, "text/csv"})
    @APIResponse(
            responseCode = "200",
            description = "The widget: an HTML document, the JSON payload, or the data as CSV",
            content = {
                @Content(mediaType = MediaType.TEXT_HTML, schema = @Schema(type = SchemaType.STRING)),
                @Content(
                        mediaType = MediaType.APPLICATION_JSON,
                        schema = @Schema(implementation = WidgetPayload.class)),
                @Content(mediaType = "text/csv", schema = @Schema(type = SchemaType.STRING))
            })
    @Operation(
            operationId = OperationIds.GET_SERVICE_TOKEN_WIDGET,
            summary = "A report's widget for a backend (HTML or JSON)",
            description =
                    "Header X-Service-Token. Accept: text/html (default) for the document, application/json for the payload "
                            + "(schemaVersion 1), text/csv for the data as a CSV attachment (only when the widget settings have "
                            + "allowDownload: true, else 406; the same CSV as the public {embedPath}/data.csv). Data is calculated once per report revision and served for {duration:quarkus.cache.caffeine.\"report-data\".expire-after-write}; after that, one recalculation starts and requests get the previous copy until it is done. refresh=true recomputes and waits for the new data. 403 for an invalid token or disabled access; 404 for a report "
                            + "of another property or none; 400 for a bad chart type or selection. "
                            + "While the database cannot be reached, a widget whose access was confirmed within the last {duration:rw.widget.access-grace} answers its last good copy with the header X-Widget-Stale: database-unreachable; otherwise 503 with Retry-After. The embed options theme, transparent, hide, locale and view shape the HTML document only; the JSON payload ignores them but they are still checked. period replaces the report's period with one the widget offers, for the document and the JSON payload alike."
                            + WidgetQuery.OPTIONS_400
                            + WidgetErrorPages.OPENAPI
                            + " Use from backend code only.")
    public CompletionStage<Response> widget(
            @PathParam("reportId") String reportId,
            @HeaderParam("X-Service-Token") String token,
            @Context UriInfo uri,
            @Context HttpHeaders headers) {
        return deliver(reportId, token, uri, headers, WidgetType.CHART);
    }

    @GET
    @Path("number")
    @Produces({MediaType.TEXT_HTML, MediaType.APPLICATION_JSON, AnswerFormat.PROBLEM_JSON, "text/csv"})
    @APIResponse(
            responseCode = "200",
            description = "The number widget: an HTML document, the JSON payload, or its numbers as CSV",
            content = {
                @Content(mediaType = MediaType.TEXT_HTML, schema = @Schema(type = SchemaType.STRING)),
                @Content(
                        mediaType = MediaType.APPLICATION_JSON,
                        schema = @Schema(implementation = WidgetPayload.class)),
                @Content(mediaType = "text/csv", schema = @Schema(type = SchemaType.STRING))
            })
    @Operation(
            operationId = OperationIds.GET_SERVICE_TOKEN_NUMBER_WIDGET,
            summary = "A report's number widget for a backend (HTML or JSON)",
            description =
                    "Header X-Service-Token; Accept chooses HTML, JSON or CSV as for the chart widget. For each data set of "
                            + "datasetIndexes (1 to 4 positions; default: the first data set) its value over the whole period (the true "
                            + "aggregate of the period's records), and with compare (default previous_period; none turns it off) the "
                            + "earlier period's value, the change and the relative change (changeRatio null when the earlier value is 0 "
                            + "or none), the goal and the share reached, and the period's buckets (spark). The JSON payload has "
                            + "widget.type number and reportData.numbers, dateRange and comparisonDateRange. Access, caching, refresh, "
                            + "staleness, embed options and period as for the chart widget. 400 for more than 4 data sets or a bad "
                            + "compare value."
                            + WidgetQuery.OPTIONS_400
                            + WidgetErrorPages.OPENAPI
                            + " Use from backend code only.")
    public CompletionStage<Response> number(
            @PathParam("reportId") String reportId,
            @HeaderParam("X-Service-Token") String token,
            @Context UriInfo uri,
            @Context HttpHeaders headers) {
        return deliver(reportId, token, uri, headers, WidgetType.NUMBER);
    }

    @GET
    @Path("chart" + WidgetUrls.DATA_JSON)
    @APIResponse(
            responseCode = "200",
            description = "The widget's JSON payload",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = WidgetPayload.class)))
    @Operation(
            operationId = OperationIds.GET_SERVICE_TOKEN_WIDGET_PAYLOAD,
            summary = "A report's widget payload for a backend (JSON)",
            description =
                    "The JSON payload of getServiceTokenWidget with Accept: application/json, at an address of its own"
                            + " that answers JSON whatever the request accepts: a generated client types its answer"
                            + " exactly. Parameters, access, caching and errors as there.")
    public CompletionStage<Response> widgetPayload(
            @PathParam("reportId") String reportId,
            @HeaderParam("X-Service-Token") String token,
            @Context UriInfo uri,
            @Context HttpHeaders headers) {
        return deliver(reportId, token, uri, headers, WidgetType.CHART, AnswerFormat.JSON);
    }

    @GET
    @Path("number" + WidgetUrls.DATA_JSON)
    @APIResponse(
            responseCode = "200",
            description = "The number widget's JSON payload",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = WidgetPayload.class)))
    @Operation(
            operationId = OperationIds.GET_SERVICE_TOKEN_NUMBER_WIDGET_PAYLOAD,
            summary = "A report's number widget payload for a backend (JSON)",
            description =
                    "The JSON payload of getServiceTokenNumberWidget with Accept: application/json, at an address of its own"
                            + " that answers JSON whatever the request accepts: a generated client types its answer"
                            + " exactly. Parameters, access, caching and errors as there.")
    public CompletionStage<Response> numberPayload(
            @PathParam("reportId") String reportId,
            @HeaderParam("X-Service-Token") String token,
            @Context UriInfo uri,
            @Context HttpHeaders headers) {
        return deliver(reportId, token, uri, headers, WidgetType.NUMBER, AnswerFormat.JSON);
    }

    private CompletionStage<Response> deliver(
            String reportId, String token, UriInfo uri, HttpHeaders headers, WidgetType type) {
        return deliver(reportId, token, uri, headers, type, format(headers));
    }

    private CompletionStage<Response> deliver(
            String reportId, String token, UriInfo uri, HttpHeaders headers, WidgetType type, AnswerFormat format) {
        var id = new ReportId(RequestBodies.pathId(reportId, "report"));
        WidgetRequest loaded = WidgetQuery.of(uri).request(WidgetRequest.backend(token, id), type);
        WidgetRequest widget = format == AnswerFormat.CSV ? loaded.asDownload() : loaded;
        // answered when the access check (and, when the data is not cached, the calculation) is done;
        // this event-loop thread does not wait for it
        WidgetResponses.Rendering rendering =
                switch (format) {
                    case HTML ->
                        responses.html(
                                widget, ContentCoding.accepted(headers.getHeaderString(HttpHeaders.ACCEPT_ENCODING)));
                    case JSON -> responses.json();
                    case CSV -> responses.csv();
                };
        return Stages.respond(widgets.deliver(widget, rendering), rendering::answer);
    }

    /**
     * The client's most preferred of HTML, JSON and CSV; HTML when it accepts several equally (in
     * that order), says nothing, or accepts anything.
     */
    static AnswerFormat format(HttpHeaders headers) {
        return AnswerFormat.preferred(
                headers,
                EnumSet.allOf(AnswerFormat.class),
                "this widget is available as text/html, application/json or text/csv");
    }

    /**
     * A backend page that frames the HTML widget (its browser prefers text/html) gets an error page;
     * a client that asks for JSON, or says nothing, gets the problem.
     */
    @ServerExceptionMapper
    Response failure(DomainException failure, HttpHeaders headers, UriInfo uri) {
        return errorPages.answer(failure, headers, uri, uri.getPathParameters().getFirst("reportId"));
    }
}
