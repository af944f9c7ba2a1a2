package dev.reportwidget.adapters.rest.widget;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.adapters.rest.widget.html.ChartWidgetRenderer;
import dev.reportwidget.application.widget.port.in.RenderedWidget;
import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.application.widget.port.in.WidgetRequest;
import dev.reportwidget.application.widget.port.out.RenderingVariant;
import dev.reportwidget.application.widget.port.out.WidgetRendering;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.Comparison;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.EmbedOptions;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.ViewerSelection;
import dev.reportwidget.domain.widget.WidgetType;
import dev.reportwidget.domain.widget.WidgetUrls;
import dev.reportwidget.domain.widget.WidgetViewer;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

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
                return WidgetAnswers.ok(
                                widget.rendering(),
                                MediaType.APPLICATION_JSON_TYPE,
                                widget.content().stale())
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
                return WidgetAnswers.attachment(
                                WidgetAnswers.ok(
                                        widget.rendering(),
                                        WidgetAnswers.CSV,
                                        widget.content().stale()),
                                widget.content().report().definition().name())
                        .build();
            }
        };
    }

    /**
     * The document of a request at its widget's own path ({@code .../widgets/chart} or
     * {@code .../widgets/number}): a public link's or a backend's; its Refresh button reloads the
     * same widget request with {@code refresh=true}. How it names itself, whether it carries the
     * oEmbed discovery link and links its download is its viewer's ({@link DocumentFrame}).
     *
     * @param coding how the client accepts the document (its {@code Accept-Encoding})
     */
    public Rendering html(WidgetRequest request, ContentCoding coding) {
        return document(request, request.type().wireName(), coding);
    }

    /**
     * The document of a signed embed at {@code /embed/v1/signed/{token}}: when the report allows
     * downloads it links to the signed URL's {@code data.csv} (relative to the document, so the link
     * repeats the token the page was loaded with).
     */
    public Rendering signedHtml(WidgetRequest request, String token, ContentCoding coding) {
        return document(request, token, coding);
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
     * A document at a path whose last segment is {@code ownSegment}, found again by what names its
     * frame and by what the request asked for; its URLs (Refresh, period choices, oEmbed) are written
     * only when it is rendered.
     */
    private Rendering document(WidgetRequest request, String ownSegment, ContentCoding coding) {
        EmbedOptions embed = request.embed();
        DocumentFrame frame = DocumentFrame.of(request.viewer(), ownSegment);
        EmbedLinks.Kind kind = request.type() == WidgetType.NUMBER ? EmbedLinks.Kind.NUMBER : EmbedLinks.Kind.CHART;
        return new Rendering() {
            @Override
            public RenderingVariant variant(WidgetContent content) {
                return new Document(
                        Asked.by(request), embed, frame.name(), downloadUrl(content, request, frame), coding);
            }

            @Override
            public byte[] render(WidgetContent content) {
                DocumentQuery query = DocumentQuery.of(request);
                return coding.encode(renderer.render(
                                content,
                                query.refreshUrl(request.period()),
                                embed,
                                frame.frame(links, kind),
                                downloadUrl(content, request, frame),
                                query.periodUrls(content.periodChoices()),
                                (by, choice) -> query.filterUrl(request.period(), by, choice))
                        .getBytes(StandardCharsets.UTF_8));
            }

            @Override
            public Response answer(RenderedWidget widget) {
                return WidgetAnswers.framed(
                                coding.mark(WidgetAnswers.ok(
                                        widget.rendering(),
                                        WidgetAnswers.HTML,
                                        widget.content().stale())),
                                widget.content().allowedOrigins())
                        .build();
            }
        };
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
            Optional<Comparison> compare,
            ViewerSelection viewerSelection) {

        static final Asked NOTHING = new Asked(
                Optional.empty(), DataSetSelection.ALL, Optional.empty(), Optional.empty(), ViewerSelection.NONE);

        static Asked by(WidgetRequest request) {
            return new Asked(
                    request.chartType(),
                    request.dataSets(),
                    request.period(),
                    request.compare(),
                    request.viewerSelection());
        }
    }

    /** {@link #downloadUrl(WidgetContent, WidgetRequest, DocumentFrame)} of a document at its widget's own path. */
    static String downloadUrl(WidgetContent content, WidgetRequest request) {
        return downloadUrl(
                content,
                request,
                DocumentFrame.of(request.viewer(), request.type().wireName()));
    }

    /**
     * What the Download CSV link loads, relative to the document, when the report allows downloads
     * and the document links them ({@link DocumentFrame#downloadsBelow()}): {@code data.csv} below the
     * document's path, for a public link with the request's data sets, period and comparison, so that
     * the file holds what the widget shows (a signed embed's are its token's).
     */
    private static String downloadUrl(WidgetContent content, WidgetRequest request, DocumentFrame frame) {
        if (!content.allowDownload()) {
            return null;
        }
        return frame.downloadsBelow()
                .map(below -> below + WidgetUrls.DATA_CSV + downloadQuery(request))
                .orElse(null);
    }

    private static String downloadQuery(WidgetRequest request) {
        Map<String, String> query = new LinkedHashMap<>();
        switch (request.viewer()) {
            case WidgetViewer.PublicLink _ -> {
                request.dataSets().queryValue().ifPresent(indexes -> query.put(WidgetUrls.DATASET_INDEXES, indexes));
                request.period().ifPresent(preset -> query.put(WidgetUrls.PERIOD, preset.wireName()));
                request.compare().ifPresent(compare -> query.put(WidgetUrls.COMPARE, compare.wireName()));
            }
            // a signed embed's data sets, period and comparison are its token's; a backend links no download
            case WidgetViewer.SignedEmbed _, WidgetViewer.Backend _ -> {}
        }
        // the file holds what the viewer filters narrow the widget to
        query.putAll(request.viewerSelection().queryParameters());
        return query.isEmpty() ? "" : DocumentQuery.queryString(query);
    }

    /**
     * The request's own drawing parameters and embed options, as it gave them (those that differ
     * from the defaults, in a fixed order), with {@code refresh=true}.
     */
    static String refreshUrl(WidgetRequest request) {
        return DocumentQuery.of(request).refreshUrl(request.period());
    }
}
