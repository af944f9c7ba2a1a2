package dev.reportwidget.adapters.rest.widget;

import dev.reportwidget.adapters.rest.OperationIds;
import dev.reportwidget.adapters.rest.problem.Stages;
import dev.reportwidget.application.widget.port.in.DeliverWidgetUseCase;
import dev.reportwidget.application.widget.port.in.RenderedWidget;
import dev.reportwidget.application.widget.port.in.WidgetRequest;
import dev.reportwidget.domain.error.DomainException;
import dev.reportwidget.domain.error.NotFoundException;
import dev.reportwidget.domain.widget.WidgetType;
import dev.reportwidget.domain.widget.WidgetUrls;
import io.vertx.core.http.HttpMethod;
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
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** The public embed: anyone holding the URL loads the widget, no token of any kind. */
@Path(WidgetUrls.PUBLIC_WIDGETS)
@Tag(name = "Widgets")
public class PublicWidgetResource {

    private final DeliverWidgetUseCase widgets;
    private final WidgetResponses responses;
    private final PublicWidgetRateLimiter limiter;
    private final WidgetErrorPages errorPages;

    PublicWidgetResource(
            DeliverWidgetUseCase widgets,
            WidgetResponses responses,
            PublicWidgetRateLimiter limiter,
            WidgetErrorPages errorPages) {
        this.widgets = widgets;
        this.responses = responses;
        this.limiter = limiter;
        this.errorPages = errorPages;
    }

    @GET
    @Path("chart")
    @APIResponse(
            responseCode = "200",
            description = "The widget as an HTML document for an iframe",
            content = @Content(mediaType = MediaType.TEXT_HTML, schema = @Schema(type = SchemaType.STRING)))
    @Operation(
            operationId = OperationIds.GET_PUBLIC_WIDGET,
            summary = "The public chart widget (HTML for an iframe)",
            description =
                    "chartType: line, bar, pie or doughnut (default: the report's); datasetIndexes: comma-separated positions, "
                            + "in drawing order (default: all). Data is calculated once per report revision and served for {duration:quarkus.cache.caffeine.\"report-data\".expire-after-write}; after that, one recalculation starts and requests get the previous copy until it is done. refresh=true recomputes (and waits) at most once per {duration:rw.widget.public-refresh-throttle} per report. 400 for a bad chart type or "
                            + "selection, 404 for an unknown or revoked ID, 429 with Retry-After when the client exceeds the rate limit "
                            + "({value:rw.widget.rate-limit.requests-per-minute} requests a minute per client and public ID) or has asked for "
                            + "more than {value:rw.widget.rate-limit.unknown-ids-per-minute} unknown IDs in a minute. While the database cannot be reached, a widget whose access was confirmed within the last {duration:rw.widget.access-grace} answers its last good copy with the header X-Widget-Stale: database-unreachable; otherwise 503 with Retry-After. The embed options theme, transparent, hide, locale and view shape the document; period replaces the report's period with one the widget offers; the Refresh button keeps them."
                            + WidgetQuery.OPTIONS_400
                            + WidgetErrorPages.OPENAPI)
    public CompletionStage<Response> widget(
            @PathParam("publicId") String publicId, @Context UriInfo uri, @Context HttpServerRequest request) {
        return deliver(publicId, uri, request, false, WidgetType.CHART);
    }

    @GET
    @Path("chart" + WidgetUrls.DATA_CSV)
    @APIResponse(
            responseCode = "200",
            description = "The widget's data as CSV (RFC 4180, UTF-8), as an attachment named after the report",
            content = @Content(mediaType = "text/csv", schema = @Schema(type = SchemaType.STRING)))
    @Operation(
            operationId = OperationIds.GET_PUBLIC_WIDGET_DATA,
            summary = "The public widget's data as CSV (when the settings allow downloads)",
            description =
                    "Only when the report's widget settings have allowDownload: true; otherwise 404, like an unknown "
                            + "ID. A header row (bucket, then each selected data set's label), then one row per bucket with the "
                            + "same numbers as the JSON payload's data (an empty cell for an empty bucket without a value). Text "
                            + "cells starting with =, +, -, @, tab or carriage return get a leading ' so that no spreadsheet runs "
                            + "them as a formula; numeric cells (also negative ones) are written as plain numbers. "
                            + "Content-Disposition: attachment with the report's name made safe. datasetIndexes selects and orders "
                            + "the columns and period picks one of the offered periods, as for the widget; the other widget parameters are checked as there. Same access rules, "
                            + "rate limit and unknown-ID budget as the widget: 404 for an unknown, revoked or disabled ID, 410 "
                            + "after the link's expiry, 429 with Retry-After. A download is not counted as a view.")
    public CompletionStage<Response> data(
            @PathParam("publicId") String publicId, @Context UriInfo uri, @Context HttpServerRequest request) {
        return deliver(publicId, uri, request, true, WidgetType.CHART);
    }

    @GET
    @Path("number")
    @APIResponse(
            responseCode = "200",
            description = "The number widget as an HTML document for an iframe",
            content = @Content(mediaType = MediaType.TEXT_HTML, schema = @Schema(type = SchemaType.STRING)))
    @Operation(
            operationId = OperationIds.GET_PUBLIC_NUMBER_WIDGET,
            summary = "The public number widget (HTML for an iframe)",
            description =
                    "For each data set of datasetIndexes (1 to 4 positions; default: the first data set) its value over the "
                            + "whole period (the true aggregate of the period's records), and with compare (default previous_period; "
                            + "none turns it off) the earlier period's value, the change and the relative change (\"new\" when the "
                            + "earlier value is 0 or none), the share of the data set's goal, and a sparkline of the period's buckets. "
                            + "Access, rate limit, caching, refresh, staleness, embed options and period as for the chart widget. 400 "
                            + "for more than 4 data sets or a bad compare value."
                            + WidgetQuery.OPTIONS_400
                            + WidgetErrorPages.OPENAPI)
    public CompletionStage<Response> number(
            @PathParam("publicId") String publicId, @Context UriInfo uri, @Context HttpServerRequest request) {
        return deliver(publicId, uri, request, false, WidgetType.NUMBER);
    }

    @GET
    @Path("number" + WidgetUrls.DATA_CSV)
    @APIResponse(
            responseCode = "200",
            description =
                    "The number widget's numbers as CSV (RFC 4180, UTF-8), as an attachment named after the report",
            content = @Content(mediaType = "text/csv", schema = @Schema(type = SchemaType.STRING)))
    @Operation(
            operationId = OperationIds.GET_PUBLIC_NUMBER_WIDGET_DATA,
            summary = "The public number widget's numbers as CSV (when the settings allow downloads)",
            description =
                    "Only when the report's widget settings have allowDownload: true; otherwise 404, like an unknown ID. "
                            + "A header row (label, value, previousValue, change, changeRatio, goal, goalRatio), then one row per "
                            + "number, the same numbers as the JSON payload's reportData.numbers (an empty cell for none). Same "
                            + "parameters, access rules and rate limit as the number widget; a download is not counted as a view.")
    public CompletionStage<Response> numberData(
            @PathParam("publicId") String publicId, @Context UriInfo uri, @Context HttpServerRequest request) {
        return deliver(publicId, uri, request, true, WidgetType.NUMBER);
    }

    /** The widget's answer: refused at once by the rate limit, a malformed ID or query, else when delivered. */
    private CompletionStage<Response> deliver(
            String publicId, UriInfo uri, HttpServerRequest request, boolean download, WidgetType type) {
        // a refusal is answered by failure(), as a browser's error page or a problem
        PublicWidgetRateLimiter.Admission admission = limiter.admit(limiter.client(request), publicId);
        WidgetRequest widget;
        try {
            WidgetRequest loaded = WidgetQuery.of(uri).request(WidgetRequest.publicLink(publicId), type);
            WidgetRequest asked = download ? loaded.asDownload() : loaded;
            widget = head(request) ? asked.asHead() : asked;
        } catch (NotFoundException malformed) {
            admission.notFound();
            throw malformed;
        } catch (RuntimeException refused) {
            admission.release();
            throw refused;
        }
        // answered when the access check (and, when the data is not cached, the calculation) is done;
        // this event-loop thread does not wait for it
        WidgetResponses.Rendering rendering = download
                ? responses.csv()
                : responses.html(widget, ContentCoding.accepted(request.getHeader(HttpHeaders.ACCEPT_ENCODING)));
        CompletionStage<RenderedWidget> delivered =
                widgets.deliver(widget, rendering).whenComplete((rendered, failure) -> settle(admission, failure));
        return Stages.respond(delivered, rendering::answer);
    }

    /**
     * Whether the client asks for the answer's headers only: the REST layer answers a HEAD request
     * with its GET method, without the body, so that nobody sees the widget (no view).
     */
    static boolean head(HttpServerRequest request) {
        return request.method() == HttpMethod.HEAD;
    }

    /** What the ID led to, for the rate limit: a widget, nothing, or no answer at all. */
    static void settle(PublicWidgetRateLimiter.Admission admission, Throwable failure) {
        if (failure == null) {
            admission.found();
        } else if (Stages.cause(failure) instanceof NotFoundException) {
            admission.notFound();
        } else {
            admission.release();
        }
    }

    /** A browser framing the widget gets an error page it can show; every other client, the problem. */
    @ServerExceptionMapper
    Response failure(DomainException failure, HttpHeaders headers, UriInfo uri) {
        return errorPages.answer(failure, headers, uri, uri.getPathParameters().getFirst("publicId"));
    }
}
