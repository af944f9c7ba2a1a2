package dev.reportwidget.adapters.rest.widget;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.adapters.rest.widget.html.BoardRenderer;
import dev.reportwidget.application.board.port.in.BoardContent;
import dev.reportwidget.application.board.port.in.BoardRequest;
import dev.reportwidget.application.board.port.in.RenderedBoard;
import dev.reportwidget.application.board.port.out.BoardRendering;
import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.application.widget.port.out.RenderingVariant;
import dev.reportwidget.domain.widget.EmbedOptions;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.ViewerSelection;
import dev.reportwidget.domain.widget.WidgetUrls;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Board answers: the HTML document and the JSON payload, with the same security, caching and
 * staleness headers as a report's widget answers ({@link WidgetAnswers}).
 */
@ApplicationScoped
public class BoardResponses {

    private final BoardRenderer renderer;
    private final EmbedLinks links;
    private final ObjectMapper json;

    BoardResponses(BoardRenderer renderer, EmbedLinks links, ObjectMapper json) {
        this.renderer = renderer;
        this.links = links;
        this.json = json;
    }

    /**
     * The board's document at a path whose last segment is {@code ownSegment} (a public board's
     * public ID, a backend's board ID, a signed embed's token); its Refresh button and period
     * selector reload the same request. How it names itself, whether it carries the oEmbed discovery
     * link and links each item's CSV below its own path is its viewer's ({@link DocumentFrame}).
     *
     * @param coding how the client accepts the document (its {@code Accept-Encoding})
     */
    Rendering html(BoardRequest request, EmbedOptions embed, String ownSegment, ContentCoding coding) {
        DocumentFrame frame = DocumentFrame.of(request.viewer(), ownSegment);
        return new Rendering() {
            @Override
            public RenderingVariant variant(BoardContent content) {
                return new Document(
                        frame,
                        embed,
                        request.period(),
                        request.viewerSelection(),
                        downloadsBelow(content, frame),
                        coding);
            }

            @Override
            public byte[] render(BoardContent content) {
                return coding.encode(
                        BoardResponses.this.render(content, request, embed, frame, downloadsBelow(content, frame)));
            }

            @Override
            public Response answer(RenderedBoard board) {
                return WidgetAnswers.framed(
                                coding.mark(WidgetAnswers.ok(
                                        board.rendering(),
                                        WidgetAnswers.HTML,
                                        board.content().stale())),
                                board.content().allowedOrigins())
                        .build();
            }
        };
    }

    /** The JSON payload (schema 1). */
    Rendering json() {
        return payload;
    }

    /**
     * What a document depends on besides its content: who it is for and how it names itself, the
     * options, the period and the viewer filters' choices asked, what its downloads link below, and
     * how it is coded.
     */
    record Document(
            DocumentFrame frame,
            EmbedOptions embed,
            Optional<PeriodPreset> period,
            ViewerSelection viewerSelection,
            Optional<String> downloadsBelow,
            ContentCoding coding)
            implements RenderingVariant {}

    /** A board's rendering in one format, and the answer that carries it. */
    interface Rendering extends BoardRendering {
        Response answer(RenderedBoard board);
    }

    private enum DataOnly implements RenderingVariant {
        JSON
    }

    private final Rendering payload = new Rendering() {
        @Override
        public RenderingVariant variant(BoardContent content) {
            return DataOnly.JSON;
        }

        @Override
        public byte[] render(BoardContent content) {
            try {
                return json.writeValueAsBytes(BoardPayload.of(content));
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("the board payload could not be written", e);
            }
        }

        @Override
        public Response answer(RenderedBoard board) {
            return WidgetAnswers.ok(
                            board.rendering(),
                            MediaType.APPLICATION_JSON_TYPE,
                            board.content().stale())
                    .build();
        }
    };

    /** Where the items' download links hang when the board allows downloads and the document links them. */
    private static Optional<String> downloadsBelow(BoardContent content, DocumentFrame frame) {
        return content.allowDownload() ? frame.downloadsBelow() : Optional.empty();
    }

    private byte[] render(
            BoardContent content,
            BoardRequest request,
            EmbedOptions embed,
            DocumentFrame frame,
            Optional<String> downloadsBelow) {
        DocumentQuery query = DocumentQuery.of(embed, request);
        return renderer.render(
                        content,
                        query.refreshUrl(request.period()),
                        embed,
                        frame.frame(links, EmbedLinks.Kind.BOARD),
                        query.periodUrls(content.periodChoices()),
                        n -> downloadsBelow
                                .map(below -> itemDownload(content, below, n, request))
                                .orElse(null),
                        (by, choice) -> query.filterUrl(request.period(), by, choice))
                .getBytes(StandardCharsets.UTF_8);
    }

    /** One item's data as CSV, named after its report. */
    static Response csv(WidgetContent item, boolean stale) {
        return WidgetAnswers.attachment(
                        WidgetAnswers.ok(WidgetCsv.of(item).getBytes(StandardCharsets.UTF_8), WidgetAnswers.CSV, stale),
                        item.report().definition().name())
                .build();
    }

    /**
     * An item's CSV below the document's own path, relative to the document (whose last segment is
     * {@code below}: a public ID or a signed embed's token), over the period a viewer picked (a
     * signed board's period is its token's) and the viewer filters' choices; none for a placeholder.
     */
    private static String itemDownload(BoardContent content, String below, int item, BoardRequest request) {
        Map<String, String> query = new LinkedHashMap<>();
        request.period().ifPresent(p -> query.put(WidgetUrls.PERIOD, p.wireName()));
        // the file holds what the viewer filters narrow the item to
        query.putAll(request.viewerSelection().queryParameters());
        return switch (content.items().get(item)) {
            case BoardContent.Item.Shown _ ->
                below + "/" + WidgetUrls.boardItemData(item)
                        + (query.isEmpty() ? "" : DocumentQuery.queryString(query));
            case BoardContent.Item.Missing _ -> null;
        };
    }
}
