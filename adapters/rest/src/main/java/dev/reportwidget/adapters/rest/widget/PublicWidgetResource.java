package dev.reportwidget.adapters.rest.widget;

import dev.reportwidget.adapters.rest.problem.ProblemResponses;
import dev.reportwidget.adapters.rest.problem.Stages;
import dev.reportwidget.application.widget.DeliverWidgetUseCase;
import dev.reportwidget.application.widget.WidgetContent;
import dev.reportwidget.application.widget.WidgetRequest;
import dev.reportwidget.domain.error.NotFoundException;
import dev.reportwidget.domain.widget.WidgetViewer;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
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

/** The public embed: anyone holding the URL loads the widget, no token of any kind. */
@Path("/embed/v1/reports/{publicId}/widgets/chart")
@Tag(name = "Widgets")
public class PublicWidgetResource {

    private final DeliverWidgetUseCase widgets;
    private final WidgetResponses responses;
    private final PublicWidgetRateLimiter limiter;

    PublicWidgetResource(DeliverWidgetUseCase widgets, WidgetResponses responses, PublicWidgetRateLimiter limiter) {
        this.widgets = widgets;
        this.responses = responses;
        this.limiter = limiter;
    }

    @GET
    @Produces(MediaType.TEXT_HTML)
    @APIResponse(
            responseCode = "200",
            description = "The widget as an HTML document for an iframe",
            content = @Content(mediaType = MediaType.TEXT_HTML, schema = @Schema(type = SchemaType.STRING)))
    @Operation(
            operationId = "getPublicWidget",
            summary = "The public chart widget (HTML for an iframe)",
            description =
                    "chartType: line, bar, pie or doughnut (default: the report's); datasetIndexes: comma-separated positions, "
                            + "in drawing order (default: all). Data is calculated once per report revision and served for {duration:quarkus.cache.caffeine.\"report-data\".expire-after-write}; after that, one recalculation starts and requests get the previous copy until it is done. refresh=true recomputes (and waits) at most once per {duration:rw.widget.public-refresh-throttle} per report. 400 for a bad chart type or "
                            + "selection, 404 for an unknown or revoked ID, 429 with Retry-After when the client exceeds the rate limit "
                            + "({value:rw.widget.rate-limit.requests-per-minute} requests a minute per client and public ID) or has asked for "
                            + "more than {value:rw.widget.rate-limit.unknown-ids-per-minute} unknown IDs in a minute. While the database cannot be reached, a widget whose access was confirmed within the last {duration:rw.widget.access-grace} answers its last good copy with the header X-Widget-Stale: database-unreachable; otherwise 503 with Retry-After. The embed options theme, transparent, hide, locale and view shape the document; period replaces the report's period with one the widget offers; the Refresh button keeps them."
                            + WidgetQuery.OPTIONS_400)
    @Parameters({
        @Parameter(
                name = "theme",
                in = ParameterIn.QUERY,
                description = WidgetQuery.THEME,
                schema =
                        @Schema(
                                type = SchemaType.STRING,
                                enumeration = {"light", "dark", "auto"})),
        @Parameter(
                name = "transparent",
                in = ParameterIn.QUERY,
                description = WidgetQuery.TRANSPARENT,
                schema = @Schema(type = SchemaType.BOOLEAN, defaultValue = "false")),
        @Parameter(
                name = "hide",
                in = ParameterIn.QUERY,
                description = WidgetQuery.HIDE,
                schema = @Schema(type = SchemaType.STRING, example = "title,refresh")),
        @Parameter(
                name = "locale",
                in = ParameterIn.QUERY,
                description = WidgetQuery.LOCALE,
                schema = @Schema(type = SchemaType.STRING, defaultValue = "en", example = "de")),
        @Parameter(
                name = "period",
                in = ParameterIn.QUERY,
                description = WidgetQuery.PERIOD,
                schema =
                        @Schema(
                                type = SchemaType.STRING,
                                enumeration = {"7d", "30d", "90d", "12m", "ytd"})),
        @Parameter(
                name = "view",
                in = ParameterIn.QUERY,
                description = WidgetQuery.VIEW,
                schema =
                        @Schema(
                                type = SchemaType.STRING,
                                enumeration = {"chart", "table"},
                                defaultValue = "chart"))
    })
    public CompletionStage<Response> widget(
            @PathParam("publicId") String publicId, @Context UriInfo uri, @Context HttpServerRequest request) {
        String client = limiter.client(request);
        Optional<Long> wait = limiter.tryAcquire(client, publicId);
        if (wait.isPresent()) {
            return CompletableFuture.completedFuture(Response.fromResponse(
                            ProblemResponses.of(429, "too many requests for this widget; retry later", null, null))
                    .header("Retry-After", Long.toString(wait.get()))
                    .build());
        }
        WidgetViewer.PublicLink viewer;
        try {
            viewer = WidgetRequest.publicLink(publicId);
        } catch (NotFoundException malformed) {
            limiter.record(client, publicId, false);
            throw malformed;
        }
        WidgetRequest widget = WidgetQuery.read(viewer, uri);
        // answered when the access check (and, when the data is not cached, the calculation) is done;
        // this event-loop thread does not wait for it
        CompletionStage<WidgetContent> delivered = widgets.deliver(widget).whenComplete((content, failure) -> {
            if (failure == null) {
                limiter.record(client, publicId, true);
            } else if (Stages.cause(failure) instanceof NotFoundException) {
                limiter.record(client, publicId, false);
            }
        });
        return Stages.respondLater(delivered, content -> responses.html(content, widget));
    }
}
