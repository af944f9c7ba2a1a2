package dev.reportwidget.adapters.rest.widget;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.adapters.rest.widget.html.ChartWidgetRenderer;
import dev.reportwidget.adapters.rest.widget.html.WidgetFrame;
import dev.reportwidget.application.widget.WidgetContent;
import dev.reportwidget.application.widget.WidgetRequest;
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
import dev.reportwidget.domain.widget.DataScope;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.EmbedOptions;
import dev.reportwidget.domain.widget.EmbedOrigin;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.WidgetLocale;
import dev.reportwidget.domain.widget.WidgetOptions;
import dev.reportwidget.domain.widget.WidgetView;
import dev.reportwidget.domain.widget.WidgetViewer;
import io.quarkus.runtime.configuration.MemorySize;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Queue;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;
import org.jboss.resteasy.reactive.RestResponse;
import org.junit.jupiter.api.Test;

/**
 * A rendering that is not kept is made on the rendering threads, never on the thread that asks
 * (the event loop or a lookup thread); a kept one is answered at once, without rendering again.
 */
class WidgetResponsesTest {

    private static final WidgetRequest REQUEST = new WidgetRequest(
            new WidgetViewer.PublicLink(new PublicId(UUID.randomUUID())),
            Optional.empty(),
            DataSetSelection.ALL,
            false);

    /** Holds submitted work until the test runs it, so the test sees where rendering happens. */
    private final Queue<Runnable> submitted = new ArrayDeque<>();

    private final Executor renderingThreads = submitted::add;
    private final AtomicInteger renders = new AtomicInteger();

    private final ChartWidgetRenderer renderer = new ChartWidgetRenderer() {
        @Override
        public String render(
                WidgetContent content,
                String refreshUrl,
                EmbedOptions embed,
                WidgetFrame frame,
                String downloadUrl,
                Map<String, String> periodUrls) {
            renders.incrementAndGet();
            return "<html>" + content.report().definition().name() + " " + refreshUrl + "</html>";
        }
    };

    private final WidgetResponses responses = new WidgetResponses(
            renderer,
            new EmbedLinks("https://widgets.example.test/"),
            new ObjectMapper(),
            new MemorySize(BigInteger.valueOf(1 << 20)),
            renderingThreads);

    @Test
    void aDocumentNotKeptIsRenderedOnTheRenderingThreadsAndThenServedAsKept() {
        WidgetContent content = content();

        CompletableFuture<RestResponse<RenderedBody>> first =
                responses.html(content, REQUEST).toCompletableFuture();
        assertFalse(first.isDone(), "nothing rendered on the asking thread");
        assertEquals(0, renders.get());
        assertEquals(1, submitted.size());
        submitted.poll().run();
        assertTrue(first.isDone());
        assertEquals(1, renders.get());

        CompletableFuture<RestResponse<RenderedBody>> second =
                responses.html(content, REQUEST).toCompletableFuture();
        assertTrue(second.isDone(), "a kept rendering is answered at once");
        assertTrue(submitted.isEmpty());
        assertEquals(1, renders.get());
        assertArrayEquals(
                first.join().getEntity().bytes(), second.join().getEntity().bytes());
        assertEquals(
                "<html>Sales ?refresh=true</html>",
                new String(second.join().getEntity().bytes(), StandardCharsets.UTF_8));
        assertEquals("no-store", header(second.join().getEntity(), "Cache-Control"));
    }

    @Test
    void eachAnswerCarriesItsSecurityCachingAndStalenessHeaders() {
        WidgetContent fresh = content();
        RenderedBody document = kept(responses.html(fresh, REQUEST));
        assertEquals(WidgetResponses.CONTENT_SECURITY_POLICY + "*", header(document, "Content-Security-Policy"));
        assertEquals("no-referrer", header(document, "Referrer-Policy"));
        assertEquals("nosniff", header(document, "X-Content-Type-Options"));
        assertEquals("no-store", header(document, "Cache-Control"));
        assertNull(header(document, WidgetResponses.STALE));

        WidgetContent framedAndStale = new WidgetContent(
                fresh.report(),
                fresh.options(),
                fresh.data(),
                List.of(new EmbedOrigin("https://shop.example"), new EmbedOrigin("https://*.example.org")),
                true);
        RenderedBody limited = kept(responses.html(framedAndStale, REQUEST));
        assertEquals(
                WidgetResponses.CONTENT_SECURITY_POLICY + "https://shop.example https://*.example.org",
                header(limited, "Content-Security-Policy"));
        assertEquals("database-unreachable", header(limited, WidgetResponses.STALE));
        assertEquals("no-store", header(limited, "Cache-Control"));

        RenderedBody payload = kept(responses.json(fresh));
        assertEquals("nosniff", header(payload, "X-Content-Type-Options"));
        assertEquals("no-store", header(payload, "Cache-Control"));
        assertNull(header(payload, "Content-Security-Policy"));
        assertNull(header(payload, WidgetResponses.STALE));
        assertEquals("database-unreachable", header(kept(responses.json(framedAndStale)), WidgetResponses.STALE));

        RenderedBody download = kept(responses.csv(framedAndStale));
        assertEquals("attachment; filename=\"Sales.csv\"", header(download, "Content-Disposition"));
        assertEquals("no-store", header(download, "Cache-Control"));
        assertEquals("database-unreachable", header(download, WidgetResponses.STALE));
    }

    /** The value of the header {@code name} that {@code body} is sent with; {@code null} when it has none. */
    private static String header(RenderedBody body, String name) {
        for (RenderedBody.Header header : body.headers()) {
            if (header.name().toString().equalsIgnoreCase(name)) {
                return header.value().toString();
            }
        }
        return null;
    }

    /** The body of an answer, rendered on the (test's) rendering threads when it was not kept. */
    private RenderedBody kept(CompletionStage<RestResponse<RenderedBody>> answer) {
        CompletableFuture<RestResponse<RenderedBody>> pending = answer.toCompletableFuture();
        while (!pending.isDone() && !submitted.isEmpty()) {
            submitted.poll().run();
        }
        return pending.join().getEntity();
    }

    @Test
    void theRefreshUrlRepeatsTheParsedRequest() {
        assertEquals("?refresh=true", WidgetResponses.refreshUrl(REQUEST));
        assertEquals(
                "?chartType=pie&datasetIndexes=2%2C0&refresh=true",
                WidgetResponses.refreshUrl(new WidgetRequest(
                        REQUEST.viewer(), Optional.of(ChartType.PIE), DataSetSelection.parse("2,0"), true)));
    }

    @Test
    void theRefreshUrlCarriesTheEmbedOptionsThatDifferFromTheDefaults() {
        QueryValues query =
                QueryValues.parse("theme=dark&transparent=true&hide=updated%2Ctitle&locale=FR-ca&view=table");
        WidgetRequest request = new WidgetRequest(
                REQUEST.viewer(), Optional.of(ChartType.BAR), DataSetSelection.ALL, false, WidgetQuery.embed(query));

        assertEquals(
                "?chartType=bar&theme=dark&transparent=true&hide=title%2Cupdated&locale=fr-CA&view=table&refresh=true",
                WidgetResponses.refreshUrl(request));

        QueryValues defaults = QueryValues.parse("transparent=false&locale=en&view=chart");
        assertEquals(EmbedOptions.DEFAULT, WidgetQuery.embed(defaults));
        assertEquals(
                "?refresh=true",
                WidgetResponses.refreshUrl(new WidgetRequest(
                        REQUEST.viewer(), Optional.empty(), DataSetSelection.ALL, false, WidgetQuery.embed(defaults))));
    }

    @Test
    void documentsThatDifferOnlyInTheirEmbedOptionsAreKeptApart() {
        WidgetContent content = content();
        List<String> themes = List.of("light", "dark", "auto");
        for (String theme : themes) {
            QueryValues query = QueryValues.parse("theme=" + theme);
            responses.html(
                    content,
                    new WidgetRequest(
                            REQUEST.viewer(), Optional.empty(), DataSetSelection.ALL, false, WidgetQuery.embed(query)));
            submitted.poll().run();
        }
        assertEquals(3, renders.get(), "one rendering per theme");

        var one = htmlKey(
                content, WidgetResponses.Asked.NOTHING, EmbedOptions.DEFAULT, DataScope.WHOLE, List.of(), "", null);
        var transparent = htmlKey(
                content,
                WidgetResponses.Asked.NOTHING,
                new EmbedOptions(Optional.empty(), true, Set.of(), WidgetLocale.DEFAULT, WidgetView.CHART),
                DataScope.WHOLE,
                List.of(),
                "",
                null);
        assertNotEquals(one, transparent, "the key holds the options themselves, not only the URL");
        var overPeriod = htmlKey(
                content,
                WidgetResponses.Asked.NOTHING,
                EmbedOptions.DEFAULT,
                DataScope.over(Optional.of(PeriodPreset.LAST_90_DAYS)),
                List.of(PeriodPreset.LAST_90_DAYS),
                "",
                null);
        assertNotEquals(one, overPeriod, "the key holds the period the data covers, not only the URL");
        var oneCustomer = htmlKey(
                content,
                WidgetResponses.Asked.NOTHING,
                EmbedOptions.DEFAULT,
                new DataScope(
                        Optional.of(new DataSetFilter(null, null, List.of(), List.of(), Map.of("customer", "a"))),
                        Optional.empty()),
                List.of(),
                "",
                null);
        assertNotEquals(one, oneCustomer, "the key holds a signed embed's locked filter");
        var framed = htmlKey(
                content,
                WidgetResponses.Asked.NOTHING,
                EmbedOptions.DEFAULT,
                DataScope.WHOLE,
                List.of(),
                new ReportId(1),
                null);
        assertNotEquals(one, framed, "the key holds the frame the document names itself by");
        var downloadable = htmlKey(
                content,
                WidgetResponses.Asked.NOTHING,
                EmbedOptions.DEFAULT,
                DataScope.WHOLE,
                List.of(),
                "",
                "chart/data.csv");
        assertNotEquals(one, downloadable, "the key holds the Download CSV link");
        var namingItsChartType = htmlKey(
                content,
                new WidgetResponses.Asked(Optional.of(ChartType.LINE), DataSetSelection.ALL, Optional.empty()),
                EmbedOptions.DEFAULT,
                DataScope.WHOLE,
                List.of(),
                "",
                null);
        assertNotEquals(
                one, namingItsChartType, "the key holds the parameters as asked, which its Refresh URL repeats");
    }

    @Test
    void invalidEmbedOptionsAreRefusedWhereTheQueryIsRead() {
        for (String[] option : List.of(
                new String[] {"theme", "Dark"},
                new String[] {"transparent", "yes"},
                new String[] {"hide", "title,title"},
                new String[] {"locale", "de_DE"},
                new String[] {"view", ""})) {
            QueryValues query = QueryValues.parse(option[0] + "=" + option[1]);
            assertThrows(InvalidRequestException.class, () -> WidgetQuery.embed(query), option[0]);
        }
    }

    @Test
    void aPayloadNotKeptIsWrittenOnTheRenderingThreads() {
        CompletableFuture<RestResponse<RenderedBody>> payload =
                responses.json(content()).toCompletableFuture();
        assertFalse(payload.isDone());
        submitted.poll().run();
        String json = new String(payload.join().getEntity().bytes(), StandardCharsets.UTF_8);
        assertTrue(json.contains("\"schemaVersion\":1"), json);
        assertTrue(responses.json(content()).toCompletableFuture().isDone());
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

    /** The key of an HTML rendering of report 1, revision 1, data of the epoch, as {@code content} draws it. */
    private static WidgetResponses.Rendering htmlKey(
            WidgetContent content,
            WidgetResponses.Asked asked,
            EmbedOptions embed,
            DataScope scope,
            List<PeriodPreset> periodChoices,
            Object frameName,
            String downloadUrl) {
        return new WidgetResponses.Rendering(
                new ReportId(1),
                1,
                Instant.EPOCH,
                "html",
                content.options(),
                asked,
                embed,
                scope,
                periodChoices,
                frameName,
                downloadUrl);
    }
}
