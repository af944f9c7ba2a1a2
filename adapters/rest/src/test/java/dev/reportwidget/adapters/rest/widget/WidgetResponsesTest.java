package dev.reportwidget.adapters.rest.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.adapters.rest.widget.html.ChartWidgetRenderer;
import dev.reportwidget.adapters.rest.widget.html.WidgetFrame;
import dev.reportwidget.application.widget.port.in.RenderedWidget;
import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.application.widget.port.in.WidgetRequest;
import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.Aggregation;
import dev.reportwidget.domain.report.Appearance;
import dev.reportwidget.domain.report.CalendarUnit;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.Period;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.report.SeriesData;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.EmbedOptions;
import dev.reportwidget.domain.widget.EmbedOrigin;
import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.WidgetLocale;
import dev.reportwidget.domain.widget.WidgetOptions;
import dev.reportwidget.domain.widget.WidgetView;
import dev.reportwidget.domain.widget.WidgetViewer;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * How each format renders a widget and what its answer carries; the variants that tell renderings
 * apart. (Where renderings are made and kept is the delivery's: WidgetDeliveryServiceTest.)
 */
class WidgetResponsesTest {

    private static final WidgetRequest REQUEST = WidgetRequest.of(
                    new WidgetViewer.PublicLink(new PublicId(UUID.randomUUID())))
            .build();

    private final ChartWidgetRenderer renderer = new ChartWidgetRenderer() {
        @Override
        public String render(
                WidgetContent content,
                String refreshUrl,
                EmbedOptions embed,
                WidgetFrame frame,
                String downloadUrl,
                Map<String, String> periodUrls,
                java.util.function.BiFunction<
                                dev.reportwidget.domain.report.Dimension,
                                Optional<dev.reportwidget.domain.report.DimensionChoice>,
                                String>
                        filterUrl) {
            return "<html>" + content.report().definition().name() + " " + refreshUrl + " " + frame.id() + "</html>";
        }
    };

    private final WidgetResponses responses =
            new WidgetResponses(renderer, new EmbedLinks("https://widgets.example.test/"), new ObjectMapper());

    @Test
    void aDocumentIsRenderedWithItsRefreshUrlAndFrameAndAnsweredAsHtml() {
        WidgetContent content = content();

        Response answer = answer(responses.html(REQUEST, ContentCoding.IDENTITY), content);

        assertEquals(
                "<html>Sales ?refresh=true " + ((WidgetViewer.PublicLink) REQUEST.viewer()).id() + "</html>",
                body(answer));
        assertEquals(WidgetAnswers.HTML, answer.getMediaType());
        assertEquals(200, answer.getStatus());
    }

    @Test
    void eachAnswerCarriesItsSecurityCachingAndStalenessHeaders() {
        WidgetContent fresh = content();
        Response document = answer(responses.html(REQUEST, ContentCoding.IDENTITY), fresh);
        assertEquals(WidgetAnswers.CONTENT_SECURITY_POLICY + "*", header(document, "Content-Security-Policy"));
        assertEquals("no-referrer", header(document, "Referrer-Policy"));
        assertEquals("nosniff", header(document, "X-Content-Type-Options"));
        assertEquals("no-store", header(document, "Cache-Control"));
        assertNull(header(document, WidgetAnswers.STALE));

        WidgetContent framedAndStale = new WidgetContent(
                fresh.report(),
                fresh.options(),
                fresh.data(),
                List.of(new EmbedOrigin("https://shop.example"), new EmbedOrigin("https://*.example.org")),
                true);
        Response limited = answer(responses.html(REQUEST, ContentCoding.IDENTITY), framedAndStale);
        assertEquals(
                WidgetAnswers.CONTENT_SECURITY_POLICY + "https://shop.example https://*.example.org",
                header(limited, "Content-Security-Policy"));
        assertEquals("database-unreachable", header(limited, WidgetAnswers.STALE));
        assertEquals("no-store", header(limited, "Cache-Control"));

        Response payload = answer(responses.json(), fresh);
        assertEquals("nosniff", header(payload, "X-Content-Type-Options"));
        assertEquals("no-store", header(payload, "Cache-Control"));
        assertNull(header(payload, "Content-Security-Policy"));
        assertNull(header(payload, WidgetAnswers.STALE));
        assertEquals("database-unreachable", header(answer(responses.json(), framedAndStale), WidgetAnswers.STALE));

        Response download = answer(responses.csv(), framedAndStale);
        assertEquals("attachment; filename=\"Sales.csv\"", header(download, "Content-Disposition"));
        assertEquals("no-store", header(download, "Cache-Control"));
        assertEquals("database-unreachable", header(download, WidgetAnswers.STALE));
    }

    private static String body(Response answer) {
        return new String((byte[]) answer.getEntity(), StandardCharsets.UTF_8);
    }

    /** The answer of {@code content} rendered as {@code rendering} renders it. */
    private static Response answer(WidgetResponses.Rendering rendering, WidgetContent content) {
        return rendering.answer(new RenderedWidget(content, rendering.render(content)));
    }

    /** The value of the header {@code name} that {@code answer} is sent with; {@code null} when it has none. */
    private static String header(Response answer, String name) {
        return answer.getHeaderString(name);
    }

    @Test
    void theRefreshUrlRepeatsTheParsedRequest() {
        assertEquals("?refresh=true", WidgetResponses.refreshUrl(REQUEST));
        assertEquals(
                "?chartType=pie&datasetIndexes=2%2C0&refresh=true",
                WidgetResponses.refreshUrl(WidgetRequest.of(REQUEST.viewer())
                        .chartType(Optional.of(ChartType.PIE))
                        .dataSets(DataSetSelection.parse("2,0"))
                        .refresh(true)
                        .build()));
    }

    @Test
    void theRefreshUrlCarriesTheEmbedOptionsThatDifferFromTheDefaults() {
        WidgetQuery query = WidgetQuery.of(Map.of(
                "theme", "dark", "transparent", "true", "hide", "updated,title", "locale", "FR-ca", "view", "table"));
        WidgetRequest request = WidgetRequest.of(REQUEST.viewer())
                .chartType(Optional.of(ChartType.BAR))
                .embed(query.embed())
                .build();

        assertEquals(
                "?chartType=bar&theme=dark&transparent=true&hide=title%2Cupdated&locale=fr-CA&view=table&refresh=true",
                WidgetResponses.refreshUrl(request));

        WidgetQuery defaults = WidgetQuery.of(Map.of("transparent", "false", "locale", "en", "view", "chart"));
        assertEquals(EmbedOptions.DEFAULT, defaults.embed());
        assertEquals(
                "?refresh=true",
                WidgetResponses.refreshUrl(WidgetRequest.of(REQUEST.viewer())
                        .embed(defaults.embed())
                        .build()));
    }

    @Test
    void documentsThatDifferOnlyInTheirEmbedOptionsAreKeptApart() {
        WidgetContent content = content();
        Set<Object> variants = new HashSet<>();
        for (String theme : List.of("light", "dark", "auto")) {
            WidgetQuery query = WidgetQuery.of(Map.of("theme", theme));
            variants.add(responses
                    .html(
                            WidgetRequest.of(REQUEST.viewer())
                                    .embed(query.embed())
                                    .build(),
                            ContentCoding.IDENTITY)
                    .variant(content));
        }
        assertEquals(3, variants.size(), "one rendering per theme");

        var one = new WidgetResponses.Document(
                WidgetResponses.Asked.NOTHING, EmbedOptions.DEFAULT, "", null, ContentCoding.IDENTITY);
        var transparent = new WidgetResponses.Document(
                WidgetResponses.Asked.NOTHING,
                new EmbedOptions(Optional.empty(), true, Set.of(), WidgetLocale.DEFAULT, WidgetView.CHART),
                "",
                null,
                ContentCoding.IDENTITY);
        assertNotEquals(one, transparent, "the variant holds the options themselves, not only the URL");
        var framed = new WidgetResponses.Document(
                WidgetResponses.Asked.NOTHING, EmbedOptions.DEFAULT, new ReportId(1), null, ContentCoding.IDENTITY);
        assertNotEquals(one, framed, "the variant holds the frame the document names itself by");
        var downloadable = new WidgetResponses.Document(
                WidgetResponses.Asked.NOTHING, EmbedOptions.DEFAULT, "", "chart/data.csv", ContentCoding.IDENTITY);
        assertNotEquals(one, downloadable, "the variant holds the Download CSV link");
        var gzipped = new WidgetResponses.Document(
                WidgetResponses.Asked.NOTHING, EmbedOptions.DEFAULT, "", null, ContentCoding.GZIP);
        assertNotEquals(one, gzipped, "the variant holds the document's coding");
        var namingItsChartType = new WidgetResponses.Document(
                new WidgetResponses.Asked(
                        Optional.of(ChartType.LINE),
                        DataSetSelection.ALL,
                        Optional.empty(),
                        Optional.empty(),
                        dev.reportwidget.domain.widget.ViewerSelection.NONE),
                EmbedOptions.DEFAULT,
                "",
                null,
                ContentCoding.IDENTITY);
        assertNotEquals(
                one, namingItsChartType, "the variant holds the parameters as asked, which its Refresh URL repeats");
        var choosingASource = new WidgetResponses.Document(
                new WidgetResponses.Asked(
                        Optional.empty(),
                        DataSetSelection.ALL,
                        Optional.empty(),
                        Optional.empty(),
                        dev.reportwidget.domain.widget.ViewerSelection.parse(java.util.Map.of("vf.source", "*"))),
                EmbedOptions.DEFAULT,
                "",
                null,
                ContentCoding.IDENTITY);
        assertNotEquals(
                one, choosingASource, "the variant holds the viewer filters' choices as asked, which its links repeat");
        assertNotEquals(
                responses.json().variant(content), responses.csv().variant(content), "a payload is no download");
        assertNotEquals(
                responses.json().variant(content),
                responses.html(REQUEST, ContentCoding.IDENTITY).variant(content));
    }

    @Test
    void invalidEmbedOptionsAreRefusedWhereTheQueryIsRead() {
        for (String[] option : List.of(
                new String[] {"theme", "Dark"},
                new String[] {"transparent", "yes"},
                new String[] {"hide", "title,title"},
                new String[] {"locale", "de_DE"},
                new String[] {"view", ""})) {
            WidgetQuery query = WidgetQuery.of(Map.of(option[0], option[1]));
            assertThrows(InvalidRequestException.class, query::embed, option[0]);
        }
    }

    @Test
    void thePayloadIsWrittenByJackson() {
        String json = new String(responses.json().render(content()), StandardCharsets.UTF_8);

        assertTrue(json.startsWith("{\"schemaVersion\":1,"), json);
        assertEquals(
                MediaType.APPLICATION_JSON_TYPE,
                answer(responses.json(), content()).getMediaType());
    }

    private static WidgetContent content() {
        ReportDefinition definition = new ReportDefinition(
                "Sales",
                "",
                ChartType.LINE,
                new Period.Relative(2, CalendarUnit.DAY),
                CalendarUnit.DAY,
                List.of(new DataSet("Sales", "#2f7ed8", Aggregation.SUM, DataSetFilter.ALL)),
                Appearance.BUILT_IN);
        Report report = new Report(new ReportId(41), new PropertyId(7), 1, definition);
        ReportData data = new ReportData(
                report.id(),
                report.revision(),
                List.of("2026-11-19", "2026-11-20"),
                List.of(new SeriesData(
                        "Sales", "#2f7ed8", List.of(BigDecimal.ONE, BigDecimal.TEN), java.util.Optional.empty())),
                Instant.parse("2026-11-20T14:03:00Z"),
                new dev.reportwidget.domain.report.DateRange(
                        java.time.LocalDate.of(2026, 11, 19), java.time.LocalDate.of(2026, 11, 20)),
                java.util.Optional.empty());
        return new WidgetContent(report, WidgetOptions.of(Optional.empty(), DataSetSelection.ALL, definition), data);
    }
}
