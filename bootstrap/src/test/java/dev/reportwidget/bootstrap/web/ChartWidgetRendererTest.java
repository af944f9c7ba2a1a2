package dev.reportwidget.bootstrap.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.adapters.rest.widget.html.ChartWidgetRenderer;
import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.application.widget.port.in.WidgetRequest;
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
import dev.reportwidget.domain.widget.WidgetOptions;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The HTML widget document as the renderer bean writes it, with report texts meant to break out. */
@QuarkusTest
class ChartWidgetRendererTest {

    private static final String SCRIPT_BREAKOUT = "</script><script>alert(1)</script>";
    private static final String ATTRIBUTE_BREAKOUT = "\"><img src=x onerror=alert(1)>";
    private static final String REFRESH_URL = "?chartType=line&datasetIndexes=1%2C0&refresh=true";

    private static final Pattern SCRIPT_TAG = Pattern.compile("<script\\b([^>]*)>", Pattern.CASE_INSENSITIVE);
    private static final Pattern WIDGET_DATA =
            Pattern.compile("<script type=\"application/json\" id=\"widget-data\">(.*?)</script>", Pattern.DOTALL);

    private static final Appearance ADVANCED = new Appearance(
            true,
            "#102030",
            "#fafbfc",
            new Appearance.Line(BigDecimal.valueOf(3), BigDecimal.valueOf(5)),
            new Appearance.Grid("#405060", new BigDecimal("0.5"), BigDecimal.valueOf(2)),
            new Appearance.Font(BigDecimal.valueOf(14), "#a0b0c0"),
            new Appearance.Font(BigDecimal.valueOf(10), "#d0e0f0"));

    /** The same stored values, but advanced layout is off: the built-in theme applies. */
    private static final Appearance STORED_BUT_OFF = new Appearance(
            false, "#102030", "#fafbfc", ADVANCED.line(), ADVANCED.grid(), ADVANCED.legend(), ADVANCED.scales());

    private final ObjectMapper json = new ObjectMapper();

    @Inject
    ChartWidgetRenderer renderer;

    private static WidgetContent content(
            String name, String desc, String label, Appearance appearance, String chartType, String indexes) {
        ReportDefinition definition = new ReportDefinition(
                name,
                desc,
                ChartType.LINE,
                new Period.Relative(3, CalendarUnit.DAY),
                CalendarUnit.DAY,
                List.of(
                        new DataSet(label, "#2f7ed8", Aggregation.SUM, DataSetFilter.ALL),
                        new DataSet("Costs", "#d83f2f", Aggregation.AVG, DataSetFilter.ALL)),
                appearance);
        Report report = new Report(new ReportId(41), new PropertyId(7), 1, definition);
        ReportData data = new ReportData(
                report.id(),
                report.revision(),
                List.of("2026-11-18", "2026-11-19", "2026-11-20"),
                List.of(
                        new SeriesData(
                                label,
                                "#2f7ed8",
                                List.of(BigDecimal.ONE, new BigDecimal("2.5"), BigDecimal.ZERO),
                                java.util.Optional.empty()),
                        new SeriesData(
                                "Costs",
                                "#d83f2f",
                                Arrays.asList(null, new BigDecimal("129.9"), null),
                                java.util.Optional.empty())),
                Instant.parse("2026-11-20T14:03:00Z"),
                new dev.reportwidget.domain.report.DateRange(
                        java.time.LocalDate.of(2026, 11, 18), java.time.LocalDate.of(2026, 11, 20)),
                java.util.Optional.empty());
        return new WidgetContent(
                report,
                WidgetOptions.of(WidgetRequest.chartType(chartType), DataSetSelection.parse(indexes), definition),
                data);
    }

    private static WidgetContent malicious(String refreshlessChartType) {
        return content(
                SCRIPT_BREAKOUT,
                ATTRIBUTE_BREAKOUT,
                SCRIPT_BREAKOUT + ATTRIBUTE_BREAKOUT,
                ADVANCED,
                refreshlessChartType,
                "1,0");
    }

    private static WidgetContent plain(Appearance appearance, String chartType) {
        return content("Sales vs costs", "Last 3 days", "Sales", appearance, chartType, null);
    }

    private String render(WidgetContent content, String refreshUrl) {
        return renderer.render(content, refreshUrl);
    }

    private JsonNode widgetData(String html) throws Exception {
        Matcher data = WIDGET_DATA.matcher(html);
        assertTrue(data.find(), "the document embeds its data in a JSON script element");
        return json.readTree(data.group(1));
    }

    private static List<String> scriptTags(String html) {
        List<String> tags = new ArrayList<>();
        Matcher tag = SCRIPT_TAG.matcher(html);
        while (tag.find()) {
            tags.add(tag.group(1).trim());
        }
        return tags;
    }

    @Test
    void reportTextsThatTryToRunScriptStayText() throws Exception {
        String html = render(malicious("line"), REFRESH_URL);

        assertFalse(html.contains("<script>alert(1)"), html);
        assertFalse(html.contains("alert(1)</script>"), html);
        assertFalse(html.contains("<img"), html);
        assertTrue(
                html.contains("<h1>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>"),
                "the name is shown escaped: " + html);
        assertTrue(html.contains("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"), "the description is shown escaped");
        // report texts now also fill attribute values (the canvas's aria-label), where an escaped
        // " onerror=" is inert text: look for handlers among the attributes themselves
        String withoutAttributeValues = html.replaceAll("\"[^\"]*\"", "\"\"");
        assertTrue(html.contains("aria-label=\"Chart of &lt;/script&gt;"), "the summary is escaped");
        Matcher handler = Pattern.compile("<[a-z][^>]*\\son[a-z]+\\s*=", Pattern.CASE_INSENSITIVE)
                .matcher(withoutAttributeValues);
        assertFalse(handler.find(), "no inline event handler: " + (handler.hitEnd() ? "" : handler.group()));

        Matcher data = WIDGET_DATA.matcher(html);
        assertTrue(data.find());
        String embedded = data.group(1);
        for (String unsafe : List.of("<", ">", "&", "\u2028", "\u2029")) {
            assertFalse(embedded.contains(unsafe), "the embedded JSON contains no raw " + unsafe);
        }
        JsonNode widget = json.readTree(embedded);
        assertEquals(
                SCRIPT_BREAKOUT + ATTRIBUTE_BREAKOUT,
                widget.path("dataSets").path(1).path("label").asText(),
                "the label arrives in the browser exactly as stored");
    }

    @Test
    void lineSeparatorsInTextsDoNotEndTheEmbeddedData() throws Exception {
        String label = "a\u2028b\u2029c & <d>";
        String html = render(content("Name", "", label, ADVANCED, "bar", null), null);

        assertEquals(
                label, widgetData(html).path("dataSets").path(0).path("label").asText());
        Matcher data = WIDGET_DATA.matcher(html);
        assertTrue(data.find());
        assertFalse(data.group(1).contains("\u2028"));
        assertFalse(data.group(1).contains("\u2029"));
    }

    @Test
    void theOnlyScriptsAreTheLibraryTheDataAndTheWidgetScriptNoneInline() {
        String html = render(malicious("line"), REFRESH_URL);

        List<String> tags = scriptTags(html);
        assertEquals(3, tags.size(), "library, data (not executable) and the widget script: " + tags);
        assertEquals("src=\"" + renderer.chartLibraryPath() + "\"", tags.get(0));
        assertEquals("type=\"application/json\" id=\"widget-data\"", tags.get(1));
        assertTrue(tags.get(2).matches("src=\"/widget-assets/chart-widget\\.js\\?v=[0-9a-f]{12}\""), tags.get(2));
        assertEquals(3, html.split("</script>", -1).length - 1, "three script elements end, none more");
    }

    @Test
    void theWidgetScriptIsServedUnderItsContentVersionWithALongCache() {
        String tag = scriptTags(render(plain(ADVANCED, null), REFRESH_URL)).get(2);
        String path = tag.substring("src=\"".length(), tag.length() - 1);

        var response = given().get(path);
        response.then()
                .statusCode(200)
                .contentType(containsString("javascript"))
                .header("Cache-Control", containsString("max-age=31536000"))
                .header("Cache-Control", containsString("immutable"))
                .body(containsString("document.getElementById('widget-data')"));
        String version = path.substring(path.indexOf("?v=") + 3);
        assertEquals(
                version,
                java.util.HexFormat.of().formatHex(sha256(response.asByteArray()), 0, 6),
                "the version is the content's");
    }

    @Test
    void theStylesheetIsOneLinkedFileUnderItsContentVersionWithALongCacheAndNoStyleElement() {
        String html = render(plain(ADVANCED, null), REFRESH_URL);
        assertFalse(html.contains("<style"), "the look is in the linked stylesheet, not in every document");
        java.util.regex.Matcher link = java.util.regex.Pattern.compile(
                        "<link rel=\"stylesheet\" href=\"(/widget-assets/chart-widget\\.css\\?v=([0-9a-f]{12}))\">")
                .matcher(html);
        assertTrue(link.find(), html);

        var response = given().get(link.group(1));
        response.then()
                .statusCode(200)
                .contentType(containsString("text/css"))
                .header("Cache-Control", containsString("max-age=31536000"))
                .header("Cache-Control", containsString("immutable"))
                .body(containsString("prefers-reduced-motion"));
        assertEquals(
                link.group(2),
                java.util.HexFormat.of().formatHex(sha256(response.asByteArray()), 0, 6),
                "the version is the content's");
    }

    private static byte[] sha256(byte[] content) {
        try {
            return java.security.MessageDigest.getInstance("SHA-256").digest(content);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void theChartLibraryIsServedFromTheVersionedPathWithALongCache() {
        String path = renderer.chartLibraryPath();
        assertTrue(path.matches("^/webjars/chart\\.js/\\d+\\.\\d+\\.\\d+/dist/chart\\.umd\\.js$"), path);

        var response = given().get(path);
        assertEquals(1, response.headers().getValues("Cache-Control").size(), "one caching rule, not two");
        response.then()
                .statusCode(200)
                .contentType(containsString("javascript"))
                .header("Cache-Control", containsString("max-age=31536000"))
                .header("Cache-Control", containsString("immutable"))
                .body(startsWith("/*!\n * Chart.js v" + path.split("/")[3]));
    }

    @Test
    void theRefreshButtonExistsOnlyWhenTheResponseOffersIt() throws Exception {
        String withRefresh = render(plain(ADVANCED, null), REFRESH_URL);
        assertTrue(withRefresh.contains("<button type=\"button\" class=\"widget-refresh\" id=\"widget-refresh\">"));
        assertEquals(REFRESH_URL, widgetData(withRefresh).path("refreshUrl").asText());

        String without = render(plain(ADVANCED, null), null);
        assertFalse(without.contains("<button"), without);
        assertTrue(widgetData(without).path("refreshUrl").isNull());
    }

    @Test
    void advancedAppearanceDrivesPageAndChart() throws Exception {
        String html = render(plain(ADVANCED, "line"), null);

        assertTrue(html.contains("--widget-background: #102030; --widget-text: #fafbfc"), html);
        JsonNode look = widgetData(html).path("appearance");
        assertEquals("#102030", look.path("backgroundColor").asText());
        assertEquals("#fafbfc", look.path("textColor").asText());
        assertEquals(3, look.path("line").path("thickness").asInt());
        assertEquals(5, look.path("line").path("dash").asInt());
        assertEquals("#405060", look.path("grid").path("color").asText());
        assertEquals(new BigDecimal("0.5"), look.path("grid").path("thickness").decimalValue());
        assertEquals(2, look.path("grid").path("dash").asInt());
        assertEquals(14, look.path("legend").path("fontSize").asInt());
        assertEquals("#a0b0c0", look.path("legend").path("color").asText());
        assertEquals(10, look.path("scales").path("fontSize").asInt());
        assertEquals("#d0e0f0", look.path("scales").path("color").asText());
    }

    @Test
    void withoutAdvancedLayoutTheBuiltInThemeApplies() throws Exception {
        String html = render(plain(STORED_BUT_OFF, "line"), null);

        Appearance theme = Appearance.BUILT_IN;
        assertTrue(
                html.contains(
                        "--widget-background: " + theme.backgroundColor() + "; --widget-text: " + theme.textColor()),
                html);
        for (String stored : List.of("#102030", "#fafbfc", "#405060", "#a0b0c0", "#d0e0f0")) {
            assertFalse(html.contains(stored), "stored but unused color " + stored + " is not drawn");
        }
        JsonNode look = widgetData(html).path("appearance");
        assertEquals(theme.grid().color(), look.path("grid").path("color").asText());
        assertEquals(
                theme.line().thickness().intValue(),
                look.path("line").path("thickness").asInt());
        assertEquals(
                theme.legend().fontSize().intValue(),
                look.path("legend").path("fontSize").asInt());
        assertEquals(theme.scales().color(), look.path("scales").path("color").asText());
    }

    @Test
    void dataSetsComeInDrawingOrderWithTheirValuesAndEmptyBuckets() throws Exception {
        JsonNode widget = widgetData(render(content("R", "", "Sales", ADVANCED, "bar", "1,0"), null));

        assertEquals("bar", widget.path("chartType").asText());
        assertEquals(
                "[\"2026-11-18\",\"2026-11-19\",\"2026-11-20\"]",
                widget.path("labels").toString());
        JsonNode first = widget.path("dataSets").path(0);
        assertEquals("Costs", first.path("label").asText());
        assertEquals("#d83f2f", first.path("color").asText());
        assertEquals("[null,129.9,null]", first.path("data").toString());
        JsonNode second = widget.path("dataSets").path(1);
        assertEquals("Sales", second.path("label").asText());
        assertEquals("[1,2.5,0]", second.path("data").toString());
        assertEquals("2026-11-20T14:03:00Z", widget.path("generatedAt").asText());
        assertEquals(0, widget.path("sliceColors").size(), "slices only for pie and doughnut");
    }

    @Test
    void theChartTypeOfTheRequestWinsAndDefaultsToTheReports() throws Exception {
        assertEquals(
                "line",
                widgetData(render(plain(ADVANCED, null), null))
                        .path("chartType")
                        .asText());
        assertEquals(
                "doughnut",
                widgetData(render(plain(ADVANCED, "doughnut"), null))
                        .path("chartType")
                        .asText());
    }

    @Test
    void aPeriodWithoutAnyValueShowsNoDataInsteadOfAnEmptyGrid() {
        ReportDefinition definition = plain(ADVANCED, null).report().definition();
        Report report = new Report(new ReportId(42), new PropertyId(7), 1, definition);
        ReportData empty = new ReportData(
                report.id(),
                1,
                List.of("2026-11-18", "2026-11-19"),
                List.of(
                        new SeriesData(
                                "Sales",
                                "#2f7ed8",
                                List.of(BigDecimal.ZERO, BigDecimal.ZERO),
                                java.util.Optional.empty()),
                        new SeriesData("Costs", "#d83f2f", Arrays.asList(null, null), java.util.Optional.empty())),
                Instant.parse("2026-11-20T14:03:00Z"),
                new dev.reportwidget.domain.report.DateRange(
                        java.time.LocalDate.of(2026, 11, 18), java.time.LocalDate.of(2026, 11, 19)),
                java.util.Optional.empty());
        WidgetContent content = new WidgetContent(
                report, WidgetOptions.of(java.util.Optional.empty(), DataSetSelection.ALL, definition), empty);

        String html = render(content, null);
        assertTrue(html.contains("<p class=\"widget-empty\" id=\"widget-empty\">No data for this period</p>"), html);
        assertFalse(html.contains("<canvas"), html);
        assertTrue(html.contains("id=\"widget-table\""), "the table is still there for screen readers");

        String german = renderer.render(
                content,
                null,
                new dev.reportwidget.domain.widget.EmbedOptions(
                        java.util.Optional.empty(),
                        false,
                        java.util.Set.of(),
                        dev.reportwidget.domain.widget.WidgetLocale.parse("de-CH"),
                        dev.reportwidget.domain.widget.WidgetView.CHART));
        assertTrue(german.contains(">Keine Daten für diesen Zeitraum</p>"), german);
    }

    @Test
    void theSummaryNamesTheReportItsPeriodAndEachTotalAndLeavesPlaceholderLikeTextsAlone() {
        String html = render(content("{to} {totals}", "", "Sales {value}", ADVANCED, null, null), null);

        Matcher label = Pattern.compile("aria-label=\"([^\"]*)\"").matcher(html);
        assertTrue(label.find(), html);
        assertEquals(
                "Chart of {to} {totals}, 2026-11-18 to 2026-11-20. Sales {value}: total 3.5; Costs: total 129.9",
                label.group(1));
        assertTrue(html.contains("<caption>{to} {totals}: data</caption>"), html);
    }

    @Test
    void aPieOfADatedReportHasOneSlicePerDataSetWithItsOwnColorAndTotal() throws Exception {
        JsonNode widget = widgetData(render(content("R", "", "Sales", ADVANCED, "pie", "0,1"), null));

        JsonNode slices = widget.path("sliceColors");
        assertEquals(2, slices.size(), "one slice per data set, not per date");
        assertEquals("#2f7ed8", slices.path(0).asText());
        assertEquals("#d83f2f", slices.path(1).asText());
        // sales are summed over the period; costs (avg) are the mean of the buckets that have a value
        assertEquals(
                "3.5",
                widget.path("dataSets").path(0).path("total").decimalValue().toPlainString());
        assertEquals(
                "129.9",
                widget.path("dataSets").path(1).path("total").decimalValue().toPlainString());
    }

    @Test
    void eachDataSetNamesItsValueAxis() throws Exception {
        JsonNode widget = widgetData(render(plain(ADVANCED, "line"), null));

        assertEquals("left", widget.path("dataSets").path(0).path("axis").asText());
        assertEquals("left", widget.path("dataSets").path(1).path("axis").asText());
    }

    @Test
    void aPiesTableHasARowWithEachSlicesShareOfTheWhole() throws Exception {
        String pie = render(content("R", "", "Sales", ADVANCED, "pie", "0,1"), null);
        // 3.5 of sales and 129.9 of costs (their values over the period, as the slices draw them)
        assertTrue(
                pie.contains("<tr><th scope=\"row\">Share</th><td data-share=\"0.0262369\">2.6%</td>"
                        + "<td data-share=\"0.973763\">97.4%</td></tr>"),
                pie);
        JsonNode widget = widgetData(pie);
        assertEquals(
                "0.0262369",
                widget.path("dataSets").path(0).path("share").decimalValue().toPlainString());

        String line = render(plain(ADVANCED, "line"), null);
        assertFalse(line.contains("data-share"), "only a pie or doughnut has shares");
    }
}
