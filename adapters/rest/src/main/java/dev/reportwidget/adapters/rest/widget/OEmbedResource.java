package dev.reportwidget.adapters.rest.widget;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.reportwidget.adapters.rest.problem.ProblemResponses;
import dev.reportwidget.adapters.rest.problem.Stages;
import dev.reportwidget.application.widget.DeliverWidgetUseCase;
import dev.reportwidget.application.widget.WidgetRequest;
import dev.reportwidget.domain.error.GoneException;
import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.error.NotFoundException;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.WidgetViewer;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * oEmbed 1.0 for public widget links: a site that previews links (a chat, a CMS) discovers this
 * endpoint from the widget page's {@code <link rel="alternate" type="application/json+oembed">}
 * and gets the iframe to embed. Only a live public link of this service has an answer.
 */
@Path(EmbedLinks.OEMBED_PATH)
@Tag(name = "Widgets")
public class OEmbedResource {

    static final int DEFAULT_WIDTH = 600;
    static final int DEFAULT_HEIGHT = 420;
    static final String PROVIDER_NAME = "Report widget";

    /** The oEmbed answer of type {@code rich}: the iframe, its size, the report's name. */
    @Schema(name = "OEmbed", description = "An oEmbed 1.0 response of type rich")
    public record OEmbed(
            @Schema(enumeration = "1.0", required = true) String version,
            @Schema(enumeration = "rich", required = true) String type,

            @Schema(required = true, description = "The iframe (marked data-report-widget for embed.js)")
            String html,

            @Schema(required = true, minimum = "1") int width,
            @Schema(required = true, minimum = "1") int height,
            @Schema(description = "The report's name") String title,

            @JsonProperty("provider_name") @Schema(required = true)
            String providerName,

            @JsonProperty("provider_url") String providerUrl) {}

    private final DeliverWidgetUseCase widgets;
    private final EmbedLinks links;
    private final PublicWidgetRateLimiter limiter;

    OEmbedResource(DeliverWidgetUseCase widgets, EmbedLinks links, PublicWidgetRateLimiter limiter) {
        this.widgets = widgets;
        this.links = links;
        this.limiter = limiter;
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = "getOEmbed",
            summary = "oEmbed for a public widget link",
            description = "oEmbed 1.0: url is a public embed URL of this service (on its public base URL, as embedUrl "
                    + "in the widget settings, options in its query allowed). Answers a rich object whose html is "
                    + "the iframe, width and height within maxwidth and maxheight (default 600 x 420), title the "
                    + "report's name. 404 for any other URL: another site, an unknown, rotated, non-public or expired "
                    + "link. 501 for any format but json (oEmbed's answer to xml). Counts against the public "
                    + "widget's rate limit (429 with Retry-After).")
    @APIResponse(
            responseCode = "200",
            description = "The oEmbed object",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = OEmbed.class)))
    public CompletionStage<Response> oembed(
            @Parameter(description = "The public embed URL", required = true) @QueryParam("url") String url,
            @Parameter(
                            description = "The most width the consumer can show, in pixels",
                            schema = @Schema(type = SchemaType.INTEGER, minimum = "1"))
                    @QueryParam("maxwidth")
                    String maxWidth,
            @Parameter(
                            description = "The most height the consumer can show, in pixels",
                            schema = @Schema(type = SchemaType.INTEGER, minimum = "1"))
                    @QueryParam("maxheight")
                    String maxHeight,
            @Parameter(
                            description = "json (default); any other format answers 501",
                            schema = @Schema(type = SchemaType.STRING, defaultValue = "json"))
                    @QueryParam("format")
                    String format,
            @Context HttpServerRequest request) {
        if (format != null && !format.equals("json")) {
            return CompletableFuture.completedFuture(
                    ProblemResponses.of(501, "only the json format is implemented", null, null));
        }
        int width = Math.min(DEFAULT_WIDTH, bound("maxwidth", maxWidth));
        int height = Math.min(DEFAULT_HEIGHT, bound("maxheight", maxHeight));
        EmbedLinks.Embed embed = links.read(url).orElseThrow(OEmbedResource::noLink);
        PublicWidgetRateLimiter.Admission admission =
                limiter.admit(limiter.client(request), embed.id().toString());
        WidgetRequest widget = new WidgetRequest(
                new WidgetViewer.PublicLink(embed.id()), Optional.empty(), DataSetSelection.ALL, false);
        CompletionStage<OEmbed> answer = widgets.deliver(widget).handle((content, failure) -> {
            PublicWidgetResource.settle(admission, failure);
            Throwable cause = failure == null ? null : Stages.cause(failure);
            if (cause instanceof NotFoundException || cause instanceof GoneException) {
                // an expired link is, to a consumer, no link
                throw noLink();
            }
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause != null) {
                throw new IllegalStateException(cause);
            }
            String src = links.embedUrl(embed.id()) + (embed.rawQuery().isEmpty() ? "" : "?" + embed.rawQuery());
            String name = content.report().definition().name();
            String html = "<iframe data-report-widget src=\"" + attribute(src) + "\" width=\"" + width
                    + "\" height=\"" + height + "\" style=\"border: none; max-width: 100%;\" loading=\"lazy\" title=\""
                    + attribute("Chart: " + name) + "\"></iframe>";
            return new OEmbed("1.0", "rich", html, width, height, name, PROVIDER_NAME, links.publicBaseUrl());
        });
        return Stages.respond(answer, body -> Response.ok(body, MediaType.APPLICATION_JSON_TYPE)
                .header("Cache-Control", "no-store")
                .build());
    }

    private static NotFoundException noLink() {
        return new NotFoundException("no live public widget of this service has this URL");
    }

    /** A positive number of pixels; absent means no bound. */
    private static int bound(String name, String raw) {
        if (raw == null) {
            return Integer.MAX_VALUE;
        }
        try {
            int value = Integer.parseInt(raw);
            if (value > 0) {
                return value;
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        throw new InvalidRequestException(name + " must be a positive number of pixels");
    }

    private static String attribute(String text) {
        return text.replace("&", "&amp;")
                .replace("\"", "&quot;")
                .replace("'", "&#39;")
                .replace("<", "&lt;")
                .replace(">", "&gt;");
    }
}
