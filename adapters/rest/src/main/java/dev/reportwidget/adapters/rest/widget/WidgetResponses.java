package dev.reportwidget.adapters.rest.widget;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.adapters.rest.widget.html.ChartWidgetRenderer;
import dev.reportwidget.adapters.rest.widget.html.WidgetFrame;
import dev.reportwidget.application.widget.port.in.RenderedWidget;
import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.application.widget.port.in.WidgetRequest;
import dev.reportwidget.application.widget.port.out.RenderingVariant;
import dev.reportwidget.application.widget.port.out.WidgetRendering;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.Comparison;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.EmbedOptions;
import dev.reportwidget.domain.widget.EmbedOrigin;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.WidgetLocale;
import dev.reportwidget.domain.widget.WidgetPart;
import dev.reportwidget.domain.widget.WidgetType;
import dev.reportwidget.domain.widget.WidgetUrls;
import dev.reportwidget.domain.widget.WidgetView;
import dev.reportwidget.domain.widget.WidgetViewer;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Widget answers: how a widget is rendered in each format (the HTML document, the JSON payload, the
 * CSV download) and the answer that carries a rendering, with its security, caching and staleness
 * headers. The delivery keeps the renderings ({@link
 * dev.reportwidget.application.widget.port.in.DeliverWidgetUseCase#deliver(WidgetRequest, WidgetRendering)}):
 * what a rendering shows depends on the content and on its variant here (the format, the request's
 * own parameters and embed options, the frame's name, the download link).
 */
@ApplicationScoped
public class WidgetResponses {

    public static final MediaType HTML = MediaType.TEXT_HTML_TYPE.withCharset("UTF-8");

    /** The data download (RFC 4180 with a header row, UTF-8). */
    public static final MediaType CSV = new MediaType("text", "csv", Map.of("charset", "UTF-8", "header", "present"));

    /** Scripts only from this service (the document has no inline script); framing as the report allows. */
    static final String CONTENT_SECURITY_POLICY = "default-src 'none'; script-src 'self'; "
            + "style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; "
            + "form-action 'none'; frame-ancestors ";

    /** The policy of a widget any site may frame (the common case, kept as one string). */
    private static final String ANY_FRAME_ANCESTOR = CONTENT_SECURITY_POLICY + "*";

    /** The policy of one widget: any site may frame it, or only the origins its settings allow. */
    static String contentSecurityPolicy(List<EmbedOrigin> allowedOrigins) {
        return allowedOrigins.isEmpty()
                ? ANY_FRAME_ANCESTOR
                : CONTENT_SECURITY_POLICY
                        + allowedOrigins.stream().map(EmbedOrigin::value).collect(Collectors.joining(" "));
    }

    /** The header that marks a stale answer. */
    public static final String STALE = "X-Widget-Stale";

    /**
     * Its value: a last good copy served while the database cannot be reached, whose access was
     * confirmed within the grace period ({@code rw.widget.access-grace}), not just now.
     */
    static final String DATABASE_UNREACHABLE = "database-unreachable";

    /**
     * A widget's rendering in one format, and the answer that carries it. The answer is a {@link
     * Response} with the rendering's bytes: the REST layer writes bytes as they are whatever the media
     * type, where a {@code RestResponse} of an endpoint that produces several would hand them to the
     * JSON writer (base64).
     */
    public interface Rendering extends WidgetRendering {
        Response answer(RenderedWidget widget);
    }

    /** The variants of the payload and the download: each depends on the content alone. */
    private enum DataOnly implements RenderingVariant {
        JSON,
        CSV
    }

    private final ChartWidgetRenderer renderer;
    private final EmbedLinks links;
    private final ObjectMapper json;
    private final Rendering payload;
    private final Rendering download;

    WidgetResponses(ChartWidgetRenderer renderer, EmbedLinks links, ObjectMapper json) {
        this.renderer = renderer;
        this.links = links;
        this.json = json;
        this.payload = new Rendering() {
            @Override
            public RenderingVariant variant(WidgetContent content) {
                return DataOnly.JSON;
            }

            @Override
            public byte[] render(WidgetContent content) {
                return serialise(content);
            }

            @Override
            public Response answer(RenderedWidget widget) {
                return WidgetResponses.answer(widget, MediaType.APPLICATION_JSON_TYPE)
                        .build();
            }
        };
        this.download = new Rendering() {
            @Override
            public RenderingVariant variant(WidgetContent content) {
                return DataOnly.CSV;
            }

            @Override
            public byte[] render(WidgetContent content) {
                return WidgetCsv.of(content).getBytes(StandardCharsets.UTF_8);
            }

            @Override
            public Response answer(RenderedWidget widget) {
                return WidgetResponses.answer(widget, CSV)
                        .header(
                                "Content-Disposition",
                                "attachment; filename=\""
                                        + WidgetCsv.fileName(widget.content()
                                                .report()
                                                .definition()
                                                .name()) + "\"")
                        .build();
            }
        };
    }

    /**
     * The document of a public link or a backend; its Refresh button reloads the same widget request
     * with {@code refresh=true}. A public link's document is named by its public ID and carries the
     * oEmbed discovery link; a backend's is named by the report ID and has none.
     *
     * @param coding how the client accepts the document (its {@code Accept-Encoding})
     */
    public Rendering html(WidgetRequest request, ContentCoding coding) {
        if (request.viewer() instanceof WidgetViewer.PublicLink link) {
            String id = link.id().toString();
            return document(
                    request,
                    link.id(),
                    content -> downloadUrl(content, request),
                    () -> new WidgetFrame(
                            id,
                            links.oembedUrl(
                                    request.type() == WidgetType.NUMBER
                                            ? EmbedLinks.Kind.NUMBER
                                            : EmbedLinks.Kind.CHART,
                                    link.id())),
                    coding);
        }
        if (request.viewer() instanceof WidgetViewer.Backend backend) {
            String id = Long.toString(backend.subject().id());
            return document(request, backend.subject(), content -> null, () -> new WidgetFrame(id, null), coding);
        }
        throw new IllegalArgumentException("a signed embed's document is named by its token");
    }

    /**
     * The document of a signed embed, named by {@code frameId} (see {@link SignedFrameId}), without
     * an oEmbed link; when the report allows downloads it links to the signed URL's {@code data.csv}
     * (relative to the document, so the link repeats the token the page was loaded with).
     */
    public Rendering signedHtml(WidgetRequest request, String frameId, String token, ContentCoding coding) {
        return document(
                request,
                frameId,
                content -> content.allowDownload() ? token + WidgetUrls.DATA_CSV : null,
                () -> new WidgetFrame(frameId, null),
                coding);
    }

    /** The JSON payload (schema 1). */
    public Rendering json() {
        return payload;
    }

    /**
     * The data as a CSV download, named after the report. Reached only when the report allows
     * downloads (the use case refuses otherwise).
     */
    public Rendering csv() {
        return download;
    }

    /**
     * A document, found again by what names its frame (a public ID, a report ID or a signed frame ID:
     * values of different types, so never equal to each other) and by what the request asked for;
     * its URLs (Refresh, period choices, oEmbed) are written only when it is rendered.
     */
    private Rendering document(
            WidgetRequest request,
            Object frameName,
            Function<WidgetContent, String> downloadUrl,
            Supplier<WidgetFrame> frame,
            ContentCoding coding) {
        EmbedOptions embed = request.embed();
        return new Rendering() {
            @Override
            public RenderingVariant variant(WidgetContent content) {
                return new Document(Asked.by(request), embed, frameName, downloadUrl.apply(content), coding);
            }

            @Override
            public byte[] render(WidgetContent content) {
                return coding.encode(renderer.render(
                                content,
                                refreshUrl(request),
                                embed,
                                frame.get(),
                                downloadUrl.apply(content),
                                periodUrls(request, content.periodChoices()))
                        .getBytes(StandardCharsets.UTF_8));
            }

            @Override
            public Response answer(RenderedWidget widget) {
                return coding.mark(WidgetResponses.answer(widget, HTML))
                        .header(
                                "Content-Security-Policy",
                                contentSecurityPolicy(widget.content().allowedOrigins()))
                        .header("Referrer-Policy", "no-referrer")
                        .build();
            }
        };
    }

    /** An answer with the headers every widget answer carries: no sniffing, no storing, staleness. */
    private static Response.ResponseBuilder answer(RenderedWidget widget, MediaType type) {
        Response.ResponseBuilder answer = Response.ok(widget.rendering(), type)
                .header("X-Content-Type-Options", "nosniff")
                .header("Cache-Control", "no-store");
        return widget.content().stale() ? answer.header(STALE, DATABASE_UNREACHABLE) : answer;
    }

    private byte[] serialise(WidgetContent content) {
        try {
            return json.writeValueAsBytes(WidgetPayload.of(content));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the widget payload could not be written", e);
        }
    }

    /**
     * What a document depends on besides its content: the parameters as the request gave them (its
     * Refresh and period URLs repeat them), the embed options, the frame's name (a public link's
     * document from a backend's, and from the document of a public ID rotated away) and the download
     * URL, there only when downloads are on, and how the document is coded.
     */
    record Document(Asked asked, EmbedOptions embed, Object frameName, String downloadUrl, ContentCoding coding)
            implements RenderingVariant {}

    /**
     * The drawing parameters as the request gave them (not as the report's defaults resolve them):
     * two requests that draw the same chart, one naming the chart type and one not, reload
     * differently.
     */
    record Asked(
            Optional<ChartType> chartType,
            DataSetSelection dataSets,
            Optional<PeriodPreset> period,
            Optional<Comparison> compare) {

        static final Asked NOTHING =
                new Asked(Optional.empty(), DataSetSelection.ALL, Optional.empty(), Optional.empty());

        static Asked by(WidgetRequest request) {
            return new Asked(request.chartType(), request.dataSets(), request.period(), request.compare());
        }
    }

    /**
     * What the Download CSV link loads, relative to the document: the public widget's
     * {@code data.csv} with the request's data sets and period, so that the file holds what the
     * widget shows. Only a public widget whose report allows downloads links to it; a backend's
     * document is shown on the backend's own page, where the link could not carry the service token.
     */
    static String downloadUrl(WidgetContent content, WidgetRequest request) {
        if (!content.allowDownload() || !(request.viewer() instanceof WidgetViewer.PublicLink)) {
            return null;
        }
        Map<String, String> query = new LinkedHashMap<>();
        request.dataSets().queryValue().ifPresent(indexes -> query.put(WidgetUrls.DATASET_INDEXES, indexes));
        request.period().ifPresent(preset -> query.put(WidgetUrls.PERIOD, preset.wireName()));
        request.compare().ifPresent(compare -> query.put(WidgetUrls.COMPARE, compare.wireName()));
        return request.type().wireName() + WidgetUrls.DATA_CSV + (query.isEmpty() ? "" : queryString(query));
    }

    /**
     * The request's own drawing parameters and embed options, as it gave them (those that differ
     * from the defaults, in a fixed order), with {@code refresh=true}.
     */
    static String refreshUrl(WidgetRequest request) {
        Map<String, String> query = query(request, request.period());
        query.put(WidgetUrls.REFRESH, "true");
        return queryString(query);
    }

    /**
     * What the period selector loads for each choice: the request's own parameters (without
     * {@code refresh}) with {@code period} set to the choice; the key {@code ""} stands for the
     * report's own period. Empty when the widget offers no choice.
     */
    static Map<String, String> periodUrls(WidgetRequest request, List<PeriodPreset> choices) {
        Map<String, String> urls = new LinkedHashMap<>();
        if (!choices.isEmpty()) {
            urls.put("", queryString(query(request, Optional.empty())));
            choices.forEach(choice -> urls.put(choice.wireName(), queryString(query(request, Optional.of(choice)))));
        }
        return urls;
    }

    private static Map<String, String> query(WidgetRequest request, Optional<PeriodPreset> period) {
        Map<String, String> query = new LinkedHashMap<>();
        // a signed embed's chart type and data sets are its token's: its URL takes none
        if (!(request.viewer() instanceof WidgetViewer.SignedEmbed)) {
            request.chartType().ifPresent(type -> query.put(WidgetUrls.CHART_TYPE, type.wireName()));
            request.dataSets().queryValue().ifPresent(indexes -> query.put(WidgetUrls.DATASET_INDEXES, indexes));
            request.compare().ifPresent(compare -> query.put(WidgetUrls.COMPARE, compare.wireName()));
        }
        EmbedOptions embed = request.embed();
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
