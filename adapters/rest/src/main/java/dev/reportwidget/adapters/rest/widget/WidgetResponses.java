package dev.reportwidget.adapters.rest.widget;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.reportwidget.adapters.rest.widget.html.ChartWidgetRenderer;
import dev.reportwidget.adapters.rest.widget.html.WidgetFrame;
import dev.reportwidget.application.widget.WidgetContent;
import dev.reportwidget.application.widget.WidgetRequest;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.DataScope;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.EmbedOptions;
import dev.reportwidget.domain.widget.EmbedOrigin;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.WidgetLocale;
import dev.reportwidget.domain.widget.WidgetOptions;
import dev.reportwidget.domain.widget.WidgetPart;
import dev.reportwidget.domain.widget.WidgetView;
import dev.reportwidget.domain.widget.WidgetViewer;
import io.quarkus.runtime.configuration.MemorySize;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.MediaType;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.jboss.resteasy.reactive.RestResponse;

/**
 * Builds widget responses: the HTML document with its security headers, or the JSON payload. What
 * a response says depends only on the report revision, the calculated data (its generation time),
 * the format and the options, so each rendering is kept (bounded by size, per instance) and served
 * again as bytes until the data changes; access is decided before this is reached, on every request.
 * A rendering that is not kept is made on the worker pool: a response is built on whichever thread
 * answered the use case (the event loop, a lookup thread), and a report at the size limits takes
 * milliseconds to render.
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

    private final ChartWidgetRenderer renderer;
    private final EmbedLinks links;
    private final ObjectMapper json;
    private final Cache<Rendering, String> renderings;
    private final Executor renderingThreads;

    @Inject
    WidgetResponses(ChartWidgetRenderer renderer, EmbedLinks links, ObjectMapper json, WidgetDeliveryConfig config) {
        this(renderer, links, json, config.renderedCacheSize(), Infrastructure.getDefaultWorkerPool());
    }

    WidgetResponses(
            ChartWidgetRenderer renderer,
            EmbedLinks links,
            ObjectMapper json,
            MemorySize size,
            Executor renderingThreads) {
        this.renderer = renderer;
        this.links = links;
        this.json = json;
        this.renderingThreads = renderingThreads;
        this.renderings = Caffeine.newBuilder()
                .executor(Runnable::run)
                .maximumWeight(size.asLongValue())
                .<Rendering, String>weigher((key, text) -> text.length())
                // keys carry the data's generation time, so an entry is never stale; this only frees memory
                .expireAfterAccess(Duration.ofMinutes(10))
                .build();
    }

    /**
     * The document of a public link or a backend; its Refresh button reloads the same widget request
     * with {@code refresh=true}. A public link's document is named by its public ID and carries the
     * oEmbed discovery link; a backend's is named by the report ID and has none.
     */
    public CompletionStage<RestResponse<String>> html(WidgetContent content, WidgetRequest request) {
        String downloadUrl = downloadUrl(content, request);
        if (request.viewer() instanceof WidgetViewer.PublicLink link) {
            return html(content, request, link.id(), downloadUrl, () -> {
                String id = link.id().toString();
                return new WidgetFrame(id, links.oembedUrl(link.id()));
            });
        }
        if (request.viewer() instanceof WidgetViewer.Backend backend) {
            return html(
                    content,
                    request,
                    backend.report(),
                    downloadUrl,
                    () -> new WidgetFrame(Long.toString(backend.report().value()), null));
        }
        throw new IllegalArgumentException("a signed embed's document is named by its token");
    }

    /**
     * The document of a signed embed, named by {@code frameId} (see {@link SignedFrameId}), without
     * an oEmbed link; when the report allows downloads it links to the signed URL's {@code data.csv}
     * (relative to the document, so the link repeats the token the page was loaded with).
     */
    public CompletionStage<RestResponse<String>> signedHtml(
            WidgetContent content, WidgetRequest request, String frameId, String token) {
        String downloadUrl = content.allowDownload() ? token + "/data.csv" : null;
        return html(content, request, frameId, downloadUrl, () -> new WidgetFrame(frameId, null));
    }

    /**
     * A kept document is found by what names its frame (a public ID, a report ID or a signed frame
     * ID: values of different types, so never equal to each other) and by what the request asked for;
     * its URLs (Refresh, period choices, oEmbed) are written only when it is rendered.
     */
    private CompletionStage<RestResponse<String>> html(
            WidgetContent content,
            WidgetRequest request,
            Object frameName,
            String downloadUrl,
            Supplier<WidgetFrame> frame) {
        EmbedOptions embed = request.embed();
        Rendering key = Rendering.of(content, "html", Asked.by(request), embed, frameName, downloadUrl);
        return rendering(
                        key,
                        () -> renderer.render(
                                content,
                                refreshUrl(request),
                                embed,
                                frame.get(),
                                downloadUrl,
                                periodUrls(request, content.periodChoices())))
                .thenApply(document -> answer(content, document, HTML)
                        .header("Content-Security-Policy", contentSecurityPolicy(content.allowedOrigins()))
                        .header("Referrer-Policy", "no-referrer")
                        .build());
    }

    public CompletionStage<RestResponse<String>> json(WidgetContent content) {
        return rendering(Rendering.of(content, "json"), () -> serialise(content))
                .thenApply(payload -> answer(content, payload, MediaType.APPLICATION_JSON_TYPE)
                        .build());
    }

    /**
     * The data as a CSV download, named after the report. Reached only when the report allows
     * downloads (the use case refuses otherwise).
     */
    public CompletionStage<RestResponse<String>> csv(WidgetContent content) {
        return rendering(Rendering.of(content, "csv"), () -> WidgetCsv.of(content))
                .thenApply(csv -> answer(content, csv, CSV)
                        .header(
                                "Content-Disposition",
                                "attachment; filename=\""
                                        + WidgetCsv.fileName(
                                                content.report().definition().name()) + "\"")
                        .build());
    }

    /** An answer with the headers every widget answer carries: no sniffing, no storing, staleness. */
    private static RestResponse.ResponseBuilder<String> answer(WidgetContent content, String body, MediaType type) {
        RestResponse.ResponseBuilder<String> answer = RestResponse.ResponseBuilder.ok(body, type)
                .header("X-Content-Type-Options", "nosniff")
                .header("Cache-Control", "no-store");
        return content.stale() ? answer.header(STALE, DATABASE_UNREACHABLE) : answer;
    }

    /** The kept rendering at once, or one made on the worker pool (and kept). */
    private CompletionStage<String> rendering(Rendering key, Supplier<String> render) {
        String kept = renderings.getIfPresent(key);
        if (kept != null) {
            return CompletableFuture.completedFuture(kept);
        }
        return CompletableFuture.supplyAsync(() -> renderings.get(key, ignored -> render.get()), renderingThreads);
    }

    private String serialise(WidgetContent content) {
        try {
            return json.writeValueAsString(WidgetPayload.of(content));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the widget payload could not be written", e);
        }
    }

    /**
     * Everything a rendering depends on; a JSON payload and a CSV ignore the request's parameters as
     * given, the embed options and the frame, so they key on none. The data scope (a viewer's period, a
     * signed embed's locked filter and period) and the choices the selector offers tell one scope's
     * data from another's; what the request asked for decides the document's Refresh and period
     * URLs; the frame's name tells a public link's document from a backend's (and from the document
     * of a public ID rotated away); the download URL is there only when downloads are on.
     */
    record Rendering(
            ReportId report,
            long revision,
            Instant generatedAt,
            String format,
            WidgetOptions options,
            Asked asked,
            EmbedOptions embed,
            DataScope scope,
            List<PeriodPreset> periodChoices,
            Object frameName,
            String downloadUrl) {

        /** A rendering of the data alone (the JSON payload, the CSV). */
        static Rendering of(WidgetContent content, String format) {
            return of(content, format, Asked.NOTHING, EmbedOptions.DEFAULT, "", null);
        }

        static Rendering of(
                WidgetContent content,
                String format,
                Asked asked,
                EmbedOptions embed,
                Object frameName,
                String downloadUrl) {
            return new Rendering(
                    content.report().id(),
                    content.report().revision(),
                    content.data().generatedAt(),
                    format,
                    content.options(),
                    asked,
                    embed,
                    // one customer's data is never drawn for another, even at the same generation time
                    content.scope(),
                    content.periodChoices(),
                    frameName,
                    downloadUrl);
        }
    }

    /**
     * The drawing parameters as the request gave them (not as the report's defaults resolve them):
     * two requests that draw the same chart, one naming the chart type and one not, reload
     * differently.
     */
    record Asked(Optional<ChartType> chartType, DataSetSelection dataSets, Optional<PeriodPreset> period) {

        static final Asked NOTHING = new Asked(Optional.empty(), DataSetSelection.ALL, Optional.empty());

        static Asked by(WidgetRequest request) {
            return new Asked(request.chartType(), request.dataSets(), request.period());
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
        request.dataSets().queryValue().ifPresent(indexes -> query.put("datasetIndexes", indexes));
        request.period().ifPresent(preset -> query.put("period", preset.wireName()));
        return "chart/data.csv" + (query.isEmpty() ? "" : queryString(query));
    }

    /**
     * The request's own drawing parameters and embed options, as it gave them (those that differ
     * from the defaults, in a fixed order), with {@code refresh=true}.
     */
    static String refreshUrl(WidgetRequest request) {
        Map<String, String> query = query(request, request.period());
        query.put("refresh", "true");
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
            request.chartType().ifPresent(type -> query.put("chartType", type.wireName()));
            request.dataSets().queryValue().ifPresent(indexes -> query.put("datasetIndexes", indexes));
        }
        EmbedOptions embed = request.embed();
        embed.theme().ifPresent(theme -> query.put("theme", theme.wireName()));
        if (embed.transparent()) {
            query.put("transparent", "true");
        }
        if (!embed.hidden().isEmpty()) {
            query.put("hide", embed.hidden().stream().map(WidgetPart::wireName).collect(Collectors.joining(",")));
        }
        if (!embed.locale().equals(WidgetLocale.DEFAULT)) {
            query.put("locale", embed.locale().tag());
        }
        if (embed.view() != WidgetView.CHART) {
            query.put("view", embed.view().wireName());
        }
        period.ifPresent(preset -> query.put("period", preset.wireName()));
        return query;
    }

    private static String queryString(Map<String, String> query) {
        return "?"
                + query.entrySet().stream()
                        .map(e -> e.getKey() + "=" + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                        .collect(Collectors.joining("&"));
    }
}
