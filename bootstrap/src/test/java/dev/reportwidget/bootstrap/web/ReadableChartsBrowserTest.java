package dev.reportwidget.bootstrap.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.HeadlessChromium;
import dev.reportwidget.bootstrap.support.Integrations;
import dev.reportwidget.bootstrap.support.Screenshots;
import dev.reportwidget.bootstrap.support.Widgets;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.io.IOException;
import java.net.URL;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Readable charts (docs/reports-and-widgets.md#embed-options), as Chromium draws them: two value
 * axes each titled with their data sets, pie and doughnut slices with their value and share (on the
 * slice, in the tooltip and in the table), and the current, unfinished week drawn apart (a dashed
 * last segment, a lighter last bar) with "so far" in its tooltip, in the viewer's language.
 */
@QuarkusTest
class ReadableChartsBrowserTest {

    private static final String CHART =
            "var chart = window.Chart && Chart.getChart(document.getElementById('widget-chart'));";

    @TestHTTPResource("/")
    URL service;

    private HeadlessChromium chromium;
    private ChromeDriver browser;
    private WebDriverWait wait;

    @BeforeEach
    void startBrowser() throws IOException {
        chromium = HeadlessChromium.start(1000, 800, List.of());
        browser = chromium.driver();
        wait = new WebDriverWait(browser, Duration.ofSeconds(30));
        // drawn at once, so the pixels read are the final ones
        browser.executeCdpCommand(
                "Emulation.setEmulatedMedia",
                Map.of("features", List.of(Map.of("name", "prefers-reduced-motion", "value", "reduce"))));
    }

    @AfterEach
    void stopBrowser() throws IOException {
        if (chromium != null) {
            chromium.close();
        }
    }

    @Test
    void twoValueAxesAreTitledAndTheUnfinishedWeekIsDrawnApartSoFar() throws Exception {
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        for (int day = 0; day < 42; day++) {
            String date = today.minusDays(day).toString();
            Integrations.record(token, "sale", date, 400 + 25 * (day % 4));
            Integrations.record(token, "lead", date, 1);
        }
        Map<String, Object> report = report("line", Map.of("last", 6, "unit", "week"), "week");
        report.put(
                "dataSets",
                List.of(
                        dataSet("Revenue", "#2f7ed8", "sale", "sum", "left"),
                        dataSet("Leads", "#8bbc21", "lead", "count", "right")));
        String url = publish(owner, report);

        open(url);
        assertEquals(
                Boolean.TRUE,
                js("return JSON.parse(document.getElementById('widget-data').textContent)" + ".partialLastBucket"));
        assertEquals(
                "Revenue",
                js(CHART + "return chart.scales.y.options.title.display && chart.scales.y.options.title.text"));
        assertEquals(
                "Leads",
                js(CHART + "return chart.scales.y1.options.title.display && chart.scales.y1.options.title.text"));
        assertEquals("right", js(CHART + "return chart.scales.y1.position"));

        int last = ((Number) js(CHART + "return chart.data.labels.length - 1")).intValue();
        Map<String, Object> before = segment(last - 2, last - 1);
        Map<String, Object> unfinished = segment(last - 1, last);
        assertEquals(1L, before.get("runs"), "a finished week's segment is one solid stroke: " + before);
        assertTrue(
                ((Number) unfinished.get("runs")).intValue() >= 4,
                "the segment to the unfinished week is dashed: " + unfinished);
        String soFar = tooltipTitle(last);
        assertTrue(soFar.endsWith(" (so far)"), soFar);
        assertFalse(tooltipTitle(last - 1).contains("so far"), "only the last week");
        String lastRow =
                (String) js("return document.querySelector('#widget-table tbody tr:last-child th').textContent");
        assertTrue(lastRow.endsWith("(so far)"), "the table says it too: " + lastRow);
        Screenshots.save("chart-two-axes-unfinished-week.png", browser.getScreenshotAs(OutputType.BYTES));

        open(url + "&locale=de");
        assertTrue(tooltipTitle(last).endsWith(" (bisher)"), tooltipTitle(last));

        open(url.replace("chartType=line", "chartType=bar"));
        int previousBar = barLightness(last - 1);
        int unfinishedBar = barLightness(last);
        assertTrue(
                unfinishedBar > previousBar + 120,
                "the unfinished week's bar is lighter: " + unfinishedBar + " against " + previousBar);
        Screenshots.save("chart-bar-unfinished-week.png", browser.getScreenshotAs(OutputType.BYTES));
    }

    @Test
    void aValueAxisNeverRepeatsATickLabelOfItsFormat() throws Exception {
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        for (int day = 1; day <= 5; day++) {
            Integrations.record(token, "sale", today.minusDays(day).toString(), 1200 + 100 * day);
            Integrations.record(token, "lead", today.minusDays(day).toString(), 1);
        }
        Map<String, Object> report = report("line", Map.of("last", 7, "unit", "day"), "day");
        // whole euros: a right axis of one lead a day would read EUR 0, 0, 0, 1, 1, 1 with steps of 0.1
        report.put("format", Map.of("style", "currency", "currency", "EUR", "maximumFractionDigits", 0));
        report.put(
                "dataSets",
                List.of(
                        dataSet("Revenue", "#2f7ed8", "sale", "sum", "left"),
                        dataSet("Leads", "#8bbc21", "lead", "count", "right")));
        open(publish(owner, report));
        for (String axis : List.of("y", "y1")) {
            @SuppressWarnings("unchecked")
            List<String> ticks = (List<String>) js(CHART + "return chart.scales." + axis + ".ticks.map(t => t.label)");
            assertTrue(ticks.size() >= 2, axis + " has ticks: " + ticks);
            assertEquals(ticks.size(), new java.util.HashSet<>(ticks).size(), axis + " repeats a tick label: " + ticks);
        }
    }

    @Test
    void pieAndDoughnutSlicesShowTheirValueAndShare() throws Exception {
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        for (int day = 1; day <= 5; day++) {
            Integrations.record(token, "sale", today.minusDays(day).toString(), 180);
            Integrations.record(token, "cost", today.minusDays(day).toString(), 20);
        }
        Map<String, Object> report = report("pie", Map.of("last", 7, "unit", "day"), "day");
        report.put(
                "dataSets",
                List.of(
                        dataSet("Sales", "#2f7ed8", "sale", "sum", "left"),
                        dataSet("Costs", "#d83f2f", "cost", "sum", "left")));
        String url = publish(owner, report);

        for (String type : List.of("pie", "doughnut")) {
            open(url.replace("chartType=pie", "chartType=" + type));
            assertTrue(textPixelsOnSlice(0) > 40, type + ": the large slice carries its value and share");
            assertTrue(textPixelsOnSlice(1) > 20, type + ": so does the small one, where they fit");
            assertEquals("Sales: 900 (90%)", tooltipLine(0), type);
            assertEquals("Costs: 100 (10%)", tooltipLine(1), type);
            assertEquals(
                    List.of("Share", "90%", "10%"),
                    js("return Array.prototype.map.call(document.querySelectorAll("
                            + "'#widget-table tfoot tr:last-child > *'), function (c) { return c.textContent; })"),
                    type + ": the table has each slice's share");
            Screenshots.save("chart-" + type + "-shares.png", browser.getScreenshotAs(OutputType.BYTES));
        }
        // with the slices hidden from the legend, nothing is written on them
        js(CHART + "chart.tooltip.setActiveElements([], {x: 0, y: 0});"
                + "chart.toggleDataVisibility(0); chart.toggleDataVisibility(1); chart.update('none');");
        assertEquals(0L, paintedPixelsInChartArea(), "no label without its slice");
    }

    @Test
    void everySliceShowsItsValueAndShareOnItOrInTheLegendAtEveryWidth() throws Exception {
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        for (int day = 1; day <= 5; day++) {
            Integrations.record(token, "sale", today.minusDays(day).toString(), 1234.5);
            Integrations.record(token, "cost", today.minusDays(day).toString(), 456.25);
            Integrations.record(token, "lead", today.minusDays(day).toString(), 60);
        }
        Map<String, Object> report = report("doughnut", Map.of("last", 7, "unit", "day"), "day");
        report.put(
                "dataSets",
                List.of(
                        dataSet("Sales", "#2f7ed8", "sale", "sum", "left"),
                        dataSet("Costs", "#d83f2f", "cost", "sum", "left"),
                        dataSet("Leads", "#8bbc21", "lead", "sum", "left")));
        String url = publish(owner, report);
        for (String type : List.of("doughnut", "pie")) {
            for (int width : List.of(280, 360, 640, 1280)) {
                browser.executeCdpCommand(
                        "Emulation.setDeviceMetricsOverride",
                        Map.of("width", width, "height", 900, "deviceScaleFactor", 1, "mobile", false));
                open(url.replace("chartType=doughnut", "chartType=" + type));
                @SuppressWarnings("unchecked")
                List<String> legend = (List<String>)
                        js(CHART + "return chart.legend.legendItems.map(function (item) { return item.text; });");
                assertEquals(
                        List.of("Sales: 6,172.5 (70.5%)", "Costs: 2,281.25 (26.1%)", "Leads: 300 (3.4%)"),
                        legend,
                        type + " at " + width + " px: the legend names each slice with its value and share");
                // where there is room, the large slice carries them on itself as well
                if (width >= 640 || type.equals("pie")) {
                    assertTrue(
                            textPixelsOnSlice(0) > 40, type + " at " + width + " px: the value is on the large slice");
                }
                if (width == 360 || width == 1280) {
                    Screenshots.save(
                            "chart-" + type + "-legend-" + width + ".png", browser.getScreenshotAs(OutputType.BYTES));
                }
            }
        }
    }

    @Test
    void seriesStackOnlyWhenTheReportSaysSo() throws Exception {
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        for (int day = 0; day < 5; day++) {
            Integrations.record(token, "sale", today.minusDays(day).toString(), 300);
            Integrations.record(token, "cost", today.minusDays(day).toString(), 100);
        }
        for (boolean stacked : List.of(false, true)) {
            Map<String, Object> report = report("line", Map.of("last", 5, "unit", "day"), "day");
            report.put(
                    "dataSets",
                    List.of(
                            dataSet("Sales", "#2f7ed8", "sale", "sum", "left"),
                            dataSet("Costs", "#d83f2f", "cost", "sum", "left")));
            report.put("stacked", stacked);
            String url = publish(owner, report);
            for (String type : List.of("line", "bar")) {
                open(url.replace("chartType=line", "chartType=" + type));
                // the second series' point of a day: at its own 100, or on top of the first's 300
                Number drawnAt = (Number) js(CHART + "return chart.getDatasetMeta(1).data[1].y");
                Number expected = (Number)
                        js(CHART + "return chart.scales.y.getPixelForValue(arguments[0])", stacked ? 400 : 100);
                assertEquals(
                        expected.doubleValue(),
                        drawnAt.doubleValue(),
                        0.5,
                        type + (stacked ? " stacked" : " not stacked") + ": the costs are drawn at "
                                + (stacked ? "sales + costs" : "their own value"));
            }
        }
    }

    /** Loads a widget page and waits until its chart is drawn. */
    private void open(String url) {
        browser.get(url);
        wait.until(d -> "complete".equals(js("return document.readyState")));
        wait.until(d -> Boolean.TRUE.equals(js(CHART + "return !!chart && chart.chartArea.width > 0")));
        browser.executeAsyncScript("var done = arguments[arguments.length - 1];"
                + "requestAnimationFrame(function () { requestAnimationFrame(function () { done(); }); });");
    }

    /**
     * Follows the first data set's line from bucket {@code from} to {@code to} (leaving out the
     * points), and counts the separate strokes of its colour met on the way.
     */
    private Map<String, Object> segment(int from, int to) {
        @SuppressWarnings("unchecked")
        Map<String, Object> found = (Map<String, Object>) js(
                CHART + "var meta = chart.getDatasetMeta(0), ratio = chart.currentDevicePixelRatio;"
                        + "var a = meta.data[arguments[0]], b = meta.data[arguments[1]];"
                        + "var hex = chart.data.datasets[0].borderColor;"
                        + "var want = [1, 3, 5].map(function (i) { return parseInt(hex.substr(i, 2), 16); });"
                        + "var length = Math.hypot(b.x - a.x, b.y - a.y), runs = 0, gaps = 0, inRun = false;"
                        + "for (var t = 8; t < length - 8; t++) {"
                        + "  var x = Math.round((a.x + (b.x - a.x) * t / length) * ratio);"
                        + "  var y = Math.round((a.y + (b.y - a.y) * t / length) * ratio);"
                        + "  var px = chart.ctx.getImageData(x - 1, y - 1, 3, 3).data, hit = false;"
                        + "  for (var i = 0; i < px.length; i += 4) {"
                        + "    if (px[i + 3] > 150 && Math.abs(px[i] - want[0]) < 50 && Math.abs(px[i + 1] - want[1]) < 50"
                        + "        && Math.abs(px[i + 2] - want[2]) < 50) { hit = true; }"
                        + "  }"
                        + "  if (hit && !inRun) { runs++; }"
                        + "  if (!hit) { gaps++; }"
                        + "  inRun = hit;"
                        + "}"
                        + "return {runs: runs, gaps: gaps, length: Math.round(length)};",
                from,
                to);
        return found;
    }

    /** The title of the tooltip the chart shows for bucket {@code index}. */
    private String tooltipTitle(int index) {
        return (String) js(
                CHART + "var point = chart.getDatasetMeta(0).data[arguments[0]];"
                        + "chart.tooltip.setActiveElements([{datasetIndex: 0, index: arguments[0]}], {x: point.x, y: point.y});"
                        + "chart.update('none');"
                        + "return chart.tooltip.title.join(' ');",
                index);
    }

    /** The tooltip's line for slice {@code index}. */
    private String tooltipLine(int index) {
        return (String) js(
                CHART + "var arc = chart.getDatasetMeta(0).data[arguments[0]].tooltipPosition();"
                        + "chart.tooltip.setActiveElements([{datasetIndex: 0, index: arguments[0]}], arc);"
                        + "chart.update('none');"
                        + "return chart.tooltip.body.map(function (b) { return b.lines.join(' '); }).join(' | ');",
                index);
    }

    /**
     * Red, green and blue added up in the middle of the first data set's bar of bucket {@code index},
     * as seen on the page's white (the canvas itself is transparent).
     */
    private int barLightness(int index) {
        return ((Number) js(
                        CHART
                                + "var bar = chart.getDatasetMeta(0).data[arguments[0]], ratio = chart.currentDevicePixelRatio;"
                                + "var px = chart.ctx.getImageData(Math.round(bar.x * ratio),"
                                + " Math.round((bar.y + bar.base) / 2 * ratio), 1, 1).data;"
                                + "var a = px[3] / 255;"
                                + "return Math.round((px[0] + px[1] + px[2]) * a + 3 * 255 * (1 - a));",
                        index))
                .intValue();
    }

    /**
     * Pixels of the slice's text colour (white on these slices) inside slice {@code index}, at least
     * 3 px from its edges (its white border is not text).
     */
    private long textPixelsOnSlice(int index) {
        return ((Number) js(
                        CHART
                                + "var arc = chart.getDatasetMeta(0).data[arguments[0]], ratio = chart.currentDevicePixelRatio;"
                                + "var w = chart.canvas.width, h = chart.canvas.height;"
                                + "var px = chart.ctx.getImageData(0, 0, w, h).data, count = 0;"
                                + "function inside(x, y) { return arc.inRange(x, y, true); }"
                                + "for (var y = 0; y < h; y += 1) { for (var x = 0; x < w; x += 1) {"
                                + "  var i = (y * w + x) * 4;"
                                + "  if (px[i] < 235 || px[i + 1] < 235 || px[i + 2] < 235) { continue; }"
                                + "  var cx = x / ratio, cy = y / ratio;"
                                + "  if (inside(cx, cy) && inside(cx - 3, cy) && inside(cx + 3, cy) && inside(cx, cy - 3)"
                                + "      && inside(cx, cy + 3)) { count++; }"
                                + "} }"
                                + "return count;",
                        index))
                .longValue();
    }

    /** Pixels painted in any colour inside the chart's area (its legend is outside). */
    private long paintedPixelsInChartArea() {
        return ((Number) js(CHART + "var ratio = chart.currentDevicePixelRatio, area = chart.chartArea;"
                        + "var px = chart.ctx.getImageData(area.left * ratio, area.top * ratio,"
                        + " (area.right - area.left) * ratio, (area.bottom - area.top) * ratio).data, count = 0;"
                        + "for (var i = 3; i < px.length; i += 4) { if (px[i] > 0) { count++; } }"
                        + "return count;"))
                .longValue();
    }

    /** Creates the report and makes it public; answers its embed URL on this test's server. */
    private String publish(TestUser owner, Map<String, Object> report) {
        long id = owner.request()
                .contentType(ContentType.JSON)
                .body(report)
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        String embedUrl = Widgets.changeAccess(owner, id, "public")
                .statusCode(200)
                .extract()
                .path("embedUrl");
        String base = ConfigProvider.getConfig().getValue("rw.public-base-url", String.class);
        base = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
        assertTrue(embedUrl.startsWith(base + "/"), embedUrl);
        return service.getProtocol() + "://" + service.getHost() + ":" + service.getPort()
                + embedUrl.substring(base.length()) + "?chartType=" + report.get("chartType");
    }

    private static Map<String, Object> report(String chartType, Map<String, Object> period, String granularity) {
        Map<String, Object> report = new LinkedHashMap<>();
        report.put("name", "Revenue and leads");
        report.put("desc", "");
        report.put("chartType", chartType);
        report.put("period", period);
        report.put("granularity", granularity);
        return report;
    }

    private static Map<String, Object> dataSet(
            String label, String color, String type, String aggregation, String axis) {
        return Map.of(
                "label",
                label,
                "color",
                color,
                "aggregation",
                aggregation,
                "filter",
                Map.of("type", type),
                "axis",
                axis);
    }

    private Object js(String script, Object... args) {
        return browser.executeScript(script, args);
    }
}
