package dev.reportwidget.adapters.rest.widget;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.reportwidget.adapters.rest.OperationIds;
import dev.reportwidget.adapters.rest.problem.ProblemResponses;
import dev.reportwidget.adapters.rest.problem.Stages;
import dev.reportwidget.application.widget.port.in.LinkPreviewUseCase;
import dev.reportwidget.domain.board.Board;
import dev.reportwidget.domain.board.BoardItem;
import dev.reportwidget.domain.board.ItemWidth;
import dev.reportwidget.domain.error.GoneException;
import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.error.NotFoundException;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.widget.WidgetViewer;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.IntUnaryOperator;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * oEmbed 1.0 for public chart and board links: a site that previews links (a chat, a CMS) discovers
 * this endpoint from the page's {@code <link rel="alternate" type="application/json+oembed">} and
 * gets the iframe to embed. Only a live public link of this service has an answer; one resolver
 * ({@link EmbedLinks#read}) tells the kinds of URL apart. The answer needs the shared widget's name
 * and layout, never its data: a preview calculates nothing and is no view.
 */
@Path(EmbedLinks.OEMBED_PATH)
@Tag(name = "Widgets")
public class OEmbedResource {

    static final int DEFAULT_WIDTH = 600;
    static final int DEFAULT_HEIGHT = 420;

    /** A number widget's height, as its snippet's. */
    static final int NUMBER_HEIGHT = 260;

    /**
     * A board's frame: its header, then a row of item charts with their headings per row of the
     * grid; the grid puts items side by side from 600 px, below it every item takes a row.
     */
    static final int BOARD_HEADER_HEIGHT = 80;

    static final int BOARD_ROW_HEIGHT = 340;
    static final int BOARD_GRID_WIDTH = 600;
    static final String PROVIDER_NAME = "Report widget";

    /** The oEmbed answer of type {@code rich}: the iframe, its size, the report's or board's name. */
    @Schema(name = "OEmbed", description = "An oEmbed 1.0 response of type rich")
    public record OEmbed(
            @Schema(enumeration = "1.0", required = true) String version,
            @Schema(enumeration = "rich", required = true) String type,

            @Schema(required = true, description = "The iframe (marked data-report-widget for embed.js)")
            String html,

            @Schema(required = true, minimum = "1") int width,
            @Schema(required = true, minimum = "1") int height,

            @Schema(description = "The report's name, or the board's")
            String title,

            @JsonProperty("provider_name") @Schema(required = true)
            String providerName,

            @JsonProperty("provider_url") String providerUrl) {}

    /**
     * What the iframe of a live link shows: its name, the words its {@code title} attribute starts
     * with, and its height at a width. Read from the shared report's or board's definition only: a
     * preview needs no data.
     */
    private record Shown(String name, String kind, IntUnaryOperator height) {

        static Shown chart(Report report) {
            return new Shown(report.definition().name(), "Chart", width -> DEFAULT_HEIGHT);
        }

        static Shown number(Report report) {
            return new Shown(report.definition().name(), "Numbers", width -> NUMBER_HEIGHT);
        }

        static Shown board(Board board) {
            List<ItemWidth> widths =
                    board.definition().items().stream().map(BoardItem::width).toList();
            return new Shown(
                    board.definition().name(),
                    "Board",
                    width -> BOARD_HEADER_HEIGHT + BOARD_ROW_HEIGHT * rows(widths, width));
        }
    }

    private final LinkPreviewUseCase previews;
    private final EmbedLinks links;
    private final PublicWidgetRateLimiter limiter;

    OEmbedResource(LinkPreviewUseCase previews, EmbedLinks links, PublicWidgetRateLimiter limiter) {
        this.previews = previews;
        this.links = links;
        this.limiter = limiter;
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(
            operationId = OperationIds.GET_OEMBED,
            summary = "oEmbed for a public widget or board link",
            description = "oEmbed 1.0: url is a public embed URL of this service (on its public base URL, as embedUrl "
                    + "in the widget settings of a report or a board, options in its query allowed): a chart, "
                    + "/embed/v1/reports/{publicId}/widgets/chart, a number widget, "
                    + "/embed/v1/reports/{publicId}/widgets/number, or a board, /embed/v1/boards/{publicId}. Answers a "
                    + "rich object whose html is the iframe, title the report's or the board's name, width within "
                    + "maxwidth (default 600) and height within maxheight (default 420 for a chart, 260 for a number "
                    + "widget; for a board 80 "
                    + "plus 340 per row of its items as the grid lays them out at that width: full, half and third "
                    + "widths share rows from 600 px, below it every item takes a row). 404 for any other URL: another "
                    + "site, another path, an unknown, rotated, non-public or expired link. 501 for any format but json "
                    + "(oEmbed's answer to xml). Counts against the public widget's rate limit (429 with Retry-After). "
                    + "It reads the report's or board's name and layout only: it calculates no data and is not counted "
                    + "as a view of the widget.")
    @APIResponse(
            responseCode = "200",
            description = "The oEmbed object",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = OEmbed.class)))
    public CompletionStage<Response> oembed(
            @Parameter(description = "The public embed URL of a chart or a board", required = true) @QueryParam("url")
                    String url,
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
        int heightBound = bound("maxheight", maxHeight);
        EmbedLinks.Embed embed = links.read(url).orElseThrow(OEmbedResource::noLink);
        PublicWidgetRateLimiter.Admission admission =
                limiter.admit(limiter.client(request), embed.id().toString());
        WidgetViewer.PublicLink link = new WidgetViewer.PublicLink(embed.id());
        // the name and layout only: no data is calculated, and a preview is no view
        CompletionStage<Shown> live =
                switch (embed.kind()) {
                    case CHART -> previews.sharedReport(link).thenApply(Shown::chart);
                    case NUMBER -> previews.sharedReport(link).thenApply(Shown::number);
                    case BOARD -> previews.sharedBoard(link).thenApply(Shown::board);
                };
        CompletionStage<OEmbed> answer = live.handle((shown, failure) -> {
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
            int height = Math.min(shown.height().applyAsInt(width), heightBound);
            String html = "<iframe data-report-widget src=\"" + attribute(embed.url(links)) + "\" width=\"" + width
                    + "\" height=\"" + height + "\" style=\"border: none; max-width: 100%;\" loading=\"lazy\" title=\""
                    + attribute(shown.kind() + ": " + shown.name()) + "\"></iframe>";
            return new OEmbed("1.0", "rich", html, width, height, shown.name(), PROVIDER_NAME, links.publicBaseUrl());
        });
        return Stages.respond(answer, body -> Response.ok(body, MediaType.APPLICATION_JSON_TYPE)
                .header("Cache-Control", "no-store")
                .build());
    }

    /**
     * How many rows a board's items take at a frame width: from the grid's width, items share a
     * row of six columns (full 6, half 3, third 2) in their order, a new row when the next does not
     * fit; below it, one item a row.
     */
    static int rows(List<ItemWidth> widths, int frameWidth) {
        if (frameWidth < BOARD_GRID_WIDTH) {
            return widths.size();
        }
        int rows = 0;
        int free = 0;
        for (ItemWidth width : widths) {
            int columns =
                    switch (width) {
                        case FULL -> 6;
                        case HALF -> 3;
                        case THIRD -> 2;
                    };
            if (columns > free) {
                rows++;
                free = 6;
            }
            free -= columns;
        }
        return rows;
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
