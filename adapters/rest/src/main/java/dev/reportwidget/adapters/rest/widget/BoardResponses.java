package dev.reportwidget.adapters.rest.widget;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.adapters.rest.widget.html.BoardRenderer;
import dev.reportwidget.adapters.rest.widget.html.WidgetFrame;
import dev.reportwidget.application.board.port.in.BoardContent;
import dev.reportwidget.application.board.port.in.BoardRequest;
import dev.reportwidget.application.board.port.in.RenderedBoard;
import dev.reportwidget.application.board.port.out.BoardRendering;
import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.application.widget.port.out.RenderingVariant;
import dev.reportwidget.domain.widget.EmbedOptions;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.WidgetLocale;
import dev.reportwidget.domain.widget.WidgetPart;
import dev.reportwidget.domain.widget.WidgetUrls;
import dev.reportwidget.domain.widget.WidgetView;
import dev.reportwidget.domain.widget.WidgetViewer;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Board answers: the HTML document and the JSON payload, with the same security, caching and
 * staleness headers as a report's widget answers.
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
     * The document of a public link or a backend; its Refresh button and period selector reload the
     * same request. A public board's is named by its public ID, carries the oEmbed discovery link
     * and, when downloads are on, links each item's CSV below its own path; a backend's has neither.
     *
     * @param frameId what the document's auto-height messages name the board by: the public ID, or
     *     the board ID for a backend
     * @param coding how the client accepts the document (its {@code Accept-Encoding})
     */
    Rendering html(BoardRequest request, EmbedOptions embed, String frameId, ContentCoding coding) {
        if (request.viewer() instanceof WidgetViewer.PublicLink link) {
            return document(
                    request,
                    embed,
                    new WidgetFrame(frameId, links.oembedUrl(EmbedLinks.Kind.BOARD, link.id())),
                    link.id().toString(),
                    coding);
        }
        if (request.viewer() instanceof WidgetViewer.Backend) {
            return document(request, embed, new WidgetFrame(frameId, null), null, coding);
        }
        throw new IllegalArgumentException("a signed board's document links below its token");
    }

    /**
     * The document of a signed board, named by {@code frameId} (see {@link SignedFrameId}), without
     * an oEmbed link; when the board allows downloads each item links to its CSV below the signed
     * URL (relative to the document, so the link repeats the token the page was loaded with).
     */
    Rendering signedHtml(BoardRequest request, EmbedOptions embed, String frameId, String token, ContentCoding coding) {
        return document(request, embed, new WidgetFrame(frameId, null), token, coding);
    }

    /**
     * A document, found again by its viewer's kind, its options, its frame and the period asked,
     * when downloads are on the last path segment its item links hang below, and its coding.
     *
     * @param downloadBase the document's last path segment (a public ID or a token); null for a
     *     document without downloads
     */
    private Rendering document(
            BoardRequest request, EmbedOptions embed, WidgetFrame frame, String downloadBase, ContentCoding coding) {
        Class<?> viewer = request.viewer().getClass();
        return new Rendering() {
            @Override
            public RenderingVariant variant(BoardContent content) {
                return new Document(
                        viewer, embed, frame, request.period(), content.allowDownload() ? downloadBase : null, coding);
            }

            @Override
            public byte[] render(BoardContent content) {
                return coding.encode(BoardResponses.this.render(
                        content, request, embed, frame, content.allowDownload() ? downloadBase : null));
            }

            @Override
            public Response answer(RenderedBoard board) {
                return coding.mark(BoardResponses.answer(board.content(), board.rendering(), WidgetResponses.HTML))
                        .header(
                                "Content-Security-Policy",
                                WidgetResponses.contentSecurityPolicy(
                                        board.content().allowedOrigins()))
                        .header("Referrer-Policy", "no-referrer")
                        .build();
            }
        };
    }

    /** The JSON payload (schema 1). */
    Rendering json() {
        return payload;
    }

    /**
     * What a document depends on besides its content: who it is for (a public link's, a backend's,
     * a signed embed's), the options, its frame, the period asked, what its downloads link below,
     * and how it is coded.
     */
    record Document(
            Class<?> viewer,
            EmbedOptions embed,
            WidgetFrame frame,
            Optional<PeriodPreset> period,
            String downloadBase,
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
            return BoardResponses.answer(board.content(), board.rendering(), MediaType.APPLICATION_JSON_TYPE)
                    .build();
        }
    };

    private byte[] render(
            BoardContent content, BoardRequest request, EmbedOptions embed, WidgetFrame frame, String downloadBase) {
        Map<String, String> periodUrls = new LinkedHashMap<>();
        if (!content.periodChoices().isEmpty()) {
            periodUrls.put("", queryString(query(embed, Optional.empty())));
            content.periodChoices()
                    .forEach(choice ->
                            periodUrls.put(choice.wireName(), queryString(query(embed, Optional.of(choice)))));
        }
        Map<String, String> refresh = query(embed, request.period());
        refresh.put(WidgetUrls.REFRESH, "true");
        return renderer.render(
                        content,
                        queryString(refresh),
                        embed,
                        frame,
                        periodUrls,
                        n -> downloadBase == null ? null : itemDownload(content, downloadBase, n, request.period()))
                .getBytes(StandardCharsets.UTF_8);
    }

    /** One item's data as CSV, named after its report. */
    static Response csv(WidgetContent item, boolean stale) {
        Response.ResponseBuilder answer = Response.ok(
                        WidgetCsv.of(item).getBytes(StandardCharsets.UTF_8), WidgetResponses.CSV)
                .header("X-Content-Type-Options", "nosniff")
                .header("Cache-Control", "no-store")
                .header(
                        "Content-Disposition",
                        "attachment; filename=\""
                                + WidgetCsv.fileName(item.report().definition().name()) + "\"");
        return (stale ? answer.header(WidgetResponses.STALE, WidgetResponses.DATABASE_UNREACHABLE) : answer).build();
    }

    /**
     * An item's CSV below the document's own path, relative to the document (whose last segment is
     * {@code base}: a public ID or a signed embed's token), over the period a viewer picked (a
     * signed board's period is its token's); none for a placeholder.
     */
    private static String itemDownload(BoardContent content, String base, int item, Optional<PeriodPreset> period) {
        if (!(content.items().get(item) instanceof BoardContent.Item.Shown)) {
            return null;
        }
        return base + "/" + WidgetUrls.boardItemData(item)
                + period.map(p -> "?" + WidgetUrls.PERIOD + "=" + p.wireName()).orElse("");
    }

    private static Response.ResponseBuilder answer(BoardContent content, byte[] body, MediaType type) {
        Response.ResponseBuilder answer = Response.ok(body, type)
                .header("X-Content-Type-Options", "nosniff")
                .header("Cache-Control", "no-store");
        return content.stale() ? answer.header(WidgetResponses.STALE, WidgetResponses.DATABASE_UNREACHABLE) : answer;
    }

    private static Map<String, String> query(EmbedOptions embed, Optional<PeriodPreset> period) {
        Map<String, String> query = new LinkedHashMap<>();
        embed.theme().ifPresent(theme -> query.put(WidgetUrls.THEME, theme.wireName()));
        if (embed.transparent()) {
            query.put(WidgetUrls.TRANSPARENT, "true");
        }
        if (!embed.hidden().isEmpty()) {
            query.put(
                    WidgetUrls.HIDE,
                    embed.hidden().stream().map(WidgetPart::wireName).collect(Collectors.joining(",")));
        }
        if (!embed.locale().equals(WidgetLocale.DEFAULT)) {
            query.put(WidgetUrls.LOCALE, embed.locale().tag());
        }
        if (embed.view() != WidgetView.CHART) {
            query.put(WidgetUrls.VIEW, embed.view().wireName());
        }
        period.ifPresent(preset -> query.put(WidgetUrls.PERIOD, preset.wireName()));
        return query;
    }

    private static String queryString(Map<String, String> query) {
        return "?"
                + query.entrySet().stream()
                        .map(e -> e.getKey() + "=" + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                        .collect(Collectors.joining("&"));
    }
}
