package dev.reportwidget.bootstrap.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
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
import java.io.OutputStream;
import java.math.BigDecimal;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.logging.Level;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The public widget in a real headless Chromium, framed by a page of another site as a customer
 * would embed it: it draws, one tooltip groups every visible data set of the hovered date under a
 * dashed guide, and Refresh reloads it with fresh data; the console stays free of errors (a CSP
 * violation would show there).
 */
@QuarkusTest
class WidgetBrowserTest {

    private static final String CHART =
            "var chart = window.Chart && Chart.getChart(document.getElementById('widget-chart'));";

    private static final String CONSOLE_PROBE = "console.error('probe from the widget frame');";
    private static final String SCALE_COLOR = "#52606d";
    private static final List<String> LABELS = List.of("Sales", "Costs", "Refunds");

    @TestHTTPResource("/")
    URL service;

    private HttpServer hostSite;
    private HeadlessChromium chromium;
    private ChromeDriver browser;

    @BeforeEach
    void startBrowser() throws IOException {
        chromium = HeadlessChromium.start(1000, 720, HeadlessChromium.FRAMES_IN_ONE_PROCESS);
        browser = chromium.driver();
    }

    @AfterEach
    void stopBrowser() throws IOException {
        if (chromium != null) {
            chromium.close();
        }
        if (hostSite != null) {
            hostSite.stop(0);
        }
    }

    @Test
    void anEmbeddedWidgetDrawsShowsOneTooltipPerDateAndRefreshes() throws Exception {
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        for (int day = 0; day < 7; day++) {
            String date = today.minusDays(6 - day).toString();
            Integrations.record(token, "sale", date, 120 + 45 * day + (day % 2) * 60);
            Integrations.record(token, "cost", date, 90 + 20 * day);
            Integrations.record(token, "refund", date, 15 + (day % 3) * 12);
        }
        long reportId = owner.request()
                .contentType(ContentType.JSON)
                .body(report())
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        String embedHtml = Widgets.changeAccess(owner, reportId, "public")
                .statusCode(200)
                .extract()
                .path("embedHtml");

        browser.get(hostPage(servedHere(embedHtml)));
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30));
        WebElement frame = wait.until(ExpectedConditions.presenceOfElementLocated(By.tagName("iframe")));
        wait.until(ExpectedConditions.frameToBeAvailableAndSwitchToIt(frame));
        waitForDrawnChart(wait);

        assertEquals(LABELS, js(CHART + "return chart.data.datasets.map(function (d) { return d.label; })"));
        assertEquals(List.of(4L, 4L), js(CHART + "return chart.options.scales.y.border.dash"), "dashed grid");
        assertEquals(3L, js(CHART + "return chart.data.datasets[0].borderWidth"), "line thickness");
        int middle = 3;
        Map<String, Object> column = guideColumn(middle);
        assertTrue((Long) column.get("runs") < 3, "no guide before hovering: " + column);

        WebElement canvas = browser.findElement(By.id("widget-chart"));
        hover(wait, canvas, () -> ((Number) js(CHART + "return chart.tooltip.opacity || 0")).doubleValue() >= 1);

        Map<String, Object> tooltip = tooltip();
        int hovered = ((Number) tooltip.get("index")).intValue();
        assertEquals(middle, hovered, "the middle date is under the pointer: " + tooltip);
        assertEquals(LABELS, tooltip.get("labels"), "one tooltip holds every data set of that date");
        assertEquals(
                today.minusDays(3).format(DateTimeFormatter.ofPattern("MMM d, yyyy", Locale.US)),
                tooltip.get("title"),
                "the date in the locale's form (en by default)");
        assertEquals(List.of((long) hovered, (long) hovered, (long) hovered), tooltip.get("indexes"));
        column = guideColumn(hovered);
        assertTrue(
                (Long) column.get("runs") >= 8 && (Long) column.get("rows") * 5 > (Long) column.get("height"),
                "a dashed guide is drawn at the hovered date: " + column);
        screenshot("widget.png");

        // a click on the legend hides a data set, as a visitor would (the legend's hit boxes say where)
        @SuppressWarnings("unchecked")
        Map<String, Number> refunds = (Map<String, Number>)
                js(
                        CHART + "var box = chart.legend.legendHitBoxes[2];"
                                + "return {x: box.left + box.width / 2 - chart.width / 2, y: box.top + box.height / 2 - chart.height / 2};");
        new Actions(browser)
                .moveToElement(
                        canvas, refunds.get("x").intValue(), refunds.get("y").intValue())
                .click()
                .perform();
        wait.until(d -> Boolean.FALSE.equals(js(CHART + "return chart.isDatasetVisible(2)")));
        hover(wait, canvas, () -> ((Number) js(CHART + "return chart.tooltip.dataPoints.length")).intValue() == 2);
        assertEquals(LABELS.subList(0, 2), tooltip().get("labels"), "a hidden data set leaves the tooltip");

        Map<String, Object> before = widgetData();
        BigDecimal salesBefore = value(before, 0, hovered);
        Integrations.record(token, "sale", today.minusDays(3).toString(), 1000);
        // the public Refresh recomputes at most once per 5 s per report
        Instant computed = Instant.parse((String) before.get("generatedAt"));
        Duration untilRefreshable = Duration.between(Instant.now(), computed.plusMillis(5_500));
        if (!untilRefreshable.isNegative()) {
            Thread.sleep(untilRefreshable.toMillis());
        }
        js("window.beforeRefresh = true;");
        browser.findElement(By.id("widget-refresh")).click();
        wait.ignoring(WebDriverException.class)
                .until(d -> js("return window.beforeRefresh === undefined && document.readyState === 'complete'"
                        + " && !!window.Chart && !!Chart.getChart(document.getElementById('widget-chart'))"));
        waitForDrawnChart(wait);

        assertEquals("?chartType=line&datasetIndexes=0%2C1%2C2&refresh=true", js("return location.search"));
        Map<String, Object> after = widgetData();
        assertNotEquals(before.get("generatedAt"), after.get("generatedAt"), "freshly computed");
        assertEquals(salesBefore.add(BigDecimal.valueOf(1000)), value(after, 0, hovered), "the new sale is drawn");
        assertEquals(
                value(after, 0, hovered),
                new BigDecimal(js(CHART + "return chart.data.datasets[0].data[arguments[0]]", hovered)
                        .toString()));
        screenshot("widget-refreshed.png");

        js(CONSOLE_PROBE);
        browser.switchTo().defaultContent();
        List<LogEntry> console = browser.manage().logs().get(LogType.BROWSER).getAll();
        assertTrue(
                console.stream().anyMatch(e -> e.getMessage().contains("probe from the widget frame")),
                "the console of the widget frame is captured: " + console);
        List<LogEntry> errors = console.stream()
                .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue())
                .filter(e -> !e.getMessage().contains("probe from the widget frame"))
                .toList();
        assertEquals(List.of(), errors, "no error in the browser console");
    }

    /**
     * The embed options as a visitor sees them: the report's light look, the dark palette (data set
     * colours kept), a transparent widget on a coloured host, the table view, German formats and
     * words, auto following the system's dark preference, and no animation under reduced motion.
     * Each is photographed for docs/screenshots (Screenshots).
     */
    @Test
    void themesTransparencyTableViewAndLocaleAsAVisitorSeesThem() throws Exception {
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        for (int day = 0; day < 7; day++) {
            String date = today.minusDays(6 - day).toString();
            Integrations.record(token, "sale", date, 1200 + 450 * day + (day % 2) * 600 + 0.5);
            Integrations.record(token, "cost", date, 900 + 200 * day);
            Integrations.record(token, "refund", date, 150 + (day % 3) * 120);
        }
        long reportId = owner.request()
                .contentType(ContentType.JSON)
                .body(report())
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        String embedHtml = servedHere(Widgets.changeAccess(owner, reportId, "public")
                .statusCode(200)
                .extract()
                .path("embedHtml"));
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30));

        openEmbedded(wait, embedHtml, "", "#eef1f5", "#fff", true);
        assertEquals("rgb(255, 255, 255)", js("return getComputedStyle(document.body).backgroundColor"));
        assertEquals(Boolean.FALSE, js("return document.body.classList.contains('theme-auto')"));
        assertEquals(Boolean.TRUE, js("return document.querySelector('.visually-hidden #widget-table') !== null"));
        String summary = (String) js("return document.getElementById('widget-chart').getAttribute('aria-label')");
        assertTrue(summary.startsWith("Chart of Sales, costs & refunds, "), summary);
        assertTrue(summary.contains("Sales: total "), summary);
        // the Refresh button is the first stop of the keyboard, from the host page into the frame
        browser.switchTo().defaultContent();
        new Actions(browser).sendKeys(Keys.TAB).perform();
        browser.switchTo().frame(browser.findElement(By.tagName("iframe")));
        assertEquals("widget-refresh", js("return document.activeElement.id"));
        assertEquals("BUTTON", js("return document.activeElement.tagName"));
        js("document.activeElement.blur();");
        cardScreenshot("widget-light.png");

        openEmbedded(wait, embedHtml, "&amp;theme=dark", "#1e2125", "#15181b", true);
        assertEquals("rgb(27, 31, 36)", js("return getComputedStyle(document.body).backgroundColor"));
        assertEquals("#e3e7ec", js(CHART + "return chart.options.plugins.legend.labels.color"));
        assertEquals("#3a414b", js(CHART + "return chart.options.scales.y.grid.color"));
        assertEquals("#2f7ed8", js(CHART + "return chart.data.datasets[0].borderColor"), "data colours stay");
        cardScreenshot("widget-dark.png");

        openEmbedded(
                wait,
                embedHtml,
                "&amp;transparent=true&amp;hide=description",
                "#eef1f5",
                "linear-gradient(135deg, #fde7d4, #dceafe)",
                true);
        assertEquals("rgba(0, 0, 0, 0)", js("return getComputedStyle(document.body).backgroundColor"));
        assertEquals(0L, js("return document.querySelectorAll('.widget-desc').length"));
        cardScreenshot("widget-transparent.png");

        openEmbedded(wait, embedHtml, "&amp;view=table", "#eef1f5", "#fff", false);
        assertEquals(0L, js("return document.querySelectorAll('canvas').length"));
        assertEquals(
                List.of("Date", "Sales", "Costs", "Refunds"),
                js("return Array.prototype.map.call(document.querySelectorAll('#widget-table thead th'),"
                        + " function (c) { return c.textContent; })"));
        assertEquals(
                "1,200.5",
                js("return document.querySelector('#widget-table tbody td').textContent"),
                "numbers in the locale's format");
        assertEquals(
                today.minusDays(6).format(DateTimeFormatter.ofPattern("MMM d, yyyy", Locale.US)),
                js("return document.querySelector('#widget-table tbody th').textContent"));
        assertTrue(((Number) js("return document.getElementById('widget-table').offsetHeight")).intValue() > 100);
        cardScreenshot("widget-table.png");

        openEmbedded(wait, embedHtml, "&amp;locale=de", "#eef1f5", "#fff", true);
        assertEquals("de", js("return document.documentElement.lang"));
        assertEquals("Aktualisieren", js("return document.getElementById('widget-refresh').textContent"));
        assertTrue(((String) js("return document.getElementById('widget-updated').textContent"))
                .startsWith("Aktualisiert "));
        String firstTick =
                (String) js(CHART + "return chart.scales.x.getLabelForValue(0) && chart.scales.x.ticks[0].label");
        assertEquals(
                today.minusDays(6).format(DateTimeFormatter.ofPattern("d. MMM", Locale.GERMAN)),
                firstTick,
                "short German date labels");
        assertEquals("1.200,5", js("return document.querySelector('#widget-table tbody td').textContent"));
        cardScreenshot("widget-de.png");

        // auto follows the system, and reduced motion turns the animation off
        browser.executeCdpCommand(
                "Emulation.setEmulatedMedia",
                Map.of(
                        "features",
                        List.of(
                                Map.of("name", "prefers-color-scheme", "value", "dark"),
                                Map.of("name", "prefers-reduced-motion", "value", "reduce"))));
        openEmbedded(wait, embedHtml, "&amp;theme=auto", "#eef1f5", "#fff", true);
        assertEquals("rgb(27, 31, 36)", js("return getComputedStyle(document.body).backgroundColor"));
        assertEquals("#e3e7ec", js(CHART + "return chart.options.plugins.legend.labels.color"));
        assertEquals(Boolean.FALSE, js(CHART + "return chart.options.animation"));
        browser.switchTo().defaultContent();
        openEmbedded(wait, embedHtml, "", "#eef1f5", "#fff", true);
        assertEquals(
                "rgb(255, 255, 255)",
                js("return getComputedStyle(document.body).backgroundColor"),
                "without theme the system's preference is ignored");
        browser.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features", List.of()));

        browser.switchTo().defaultContent();
        List<LogEntry> errors = browser.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue())
                .toList();
        assertEquals(List.of(), errors, "no error in the browser console");
    }

    @Test
    void aPieDrawsOneSlicePerDataSetAndARightAxisCarriesItsOwnDataSet() throws Exception {
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        for (int day = 0; day < 7; day++) {
            String date = today.minusDays(6 - day).toString();
            Integrations.record(token, "sale", date, 1000 + 100 * day);
            Integrations.record(token, "cost", date, 10 + day);
        }
        Map<String, Object> report = report();
        report.put("name", "Revenue and margin");
        report.put(
                "dataSets",
                List.of(
                        dataSet("Sales", "#2f7ed8", "sale"),
                        Map.of(
                                "label", "Costs",
                                "color", "#d83f2f",
                                "aggregation", "max",
                                "filter", Map.of("type", "cost"),
                                "axis", "right")));
        long reportId = owner.request()
                .contentType(ContentType.JSON)
                .body(report)
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        String embedHtml = servedHere(Widgets.changeAccess(owner, reportId, "public")
                .statusCode(200)
                .extract()
                .path("embedHtml"));
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30));

        openEmbedded(wait, embedHtml, "", "#eef1f5", "#fff", true);
        assertEquals("right", js(CHART + "return chart.options.scales.y1.position"));
        assertEquals(
                List.of("y", "y1"), js(CHART + "return chart.data.datasets.map(function (d) { return d.yAxisID; })"));
        double rightMax = ((Number) js(CHART + "return chart.scales.y1.max")).doubleValue();
        assertTrue(rightMax >= 16 && rightMax < 100, "the right axis is scaled to its own data set: " + rightMax);
        assertTrue(((Number) js(CHART + "return chart.scales.y.max")).longValue() >= 1600, "the left one to sales");

        // the snippet names the report's chart type: the host page changes it as the snippet allows
        assertTrue(embedHtml.contains("chartType=line"), embedHtml);
        openEmbedded(wait, embedHtml.replace("chartType=line", "chartType=pie"), "", "#eef1f5", "#fff", true);
        assertEquals(List.of("Sales", "Costs"), js(CHART + "return chart.data.labels"));
        assertEquals(1L, ((Number) js(CHART + "return chart.data.datasets.length")).longValue());
        // sales summed over the 7 days, costs the highest day (max)
        assertEquals(
                List.of(9100L, 16L),
                js(CHART + "return chart.data.datasets[0].data.map(function (v) { return Number(v); })"));
        String summary = (String) js("return document.getElementById('widget-chart').getAttribute('aria-label')");
        assertTrue(summary.contains("Costs: total 16"), summary);
        String updated = (String) js("return document.getElementById('widget-updated').textContent");
        assertTrue(updated.matches(".*\\d{1,2}.*\\d{1,2}:\\d{2}.*"), "Updated shows a date and a time: " + updated);
    }

    @Test
    void aGermanViewerSeesEuroAmountsAndAMissingWidgetShowsItsErrorPageInTheFrame() throws Exception {
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        for (int day = 0; day < 7; day++) {
            String date = today.minusDays(6 - day).toString();
            Integrations.record(token, "sale", date, 1200 + 450 * day + (day % 2) * 600 + 0.5);
            Integrations.record(token, "cost", date, 900 + 200 * day);
            Integrations.record(token, "refund", date, 150 + (day % 3) * 120);
        }
        Map<String, Object> report = report();
        report.put("name", "Umsatz, Kosten und Erstattungen");
        report.put("desc", "Letzte 7 Tage, in Euro");
        report.put("format", Map.of("style", "currency", "currency", "EUR", "maximumFractionDigits", 0));
        long reportId = owner.request()
                .contentType(ContentType.JSON)
                .body(report)
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        String embedHtml = servedHere(Widgets.changeAccess(owner, reportId, "public")
                .statusCode(200)
                .extract()
                .path("embedHtml"));
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30));

        openEmbedded(wait, embedHtml, "&amp;locale=de", "#eef1f5", "#fff", true);
        String cell = (String) js("return document.querySelector('#widget-table tbody td').textContent");
        assertEquals("1.201\u00a0€", cell, "German currency format of the first day's sales");
        String tick = (String) js(CHART + "return chart.scales.y.ticks[chart.scales.y.ticks.length - 1].label");
        assertTrue(tick.endsWith("€"), "value axis ticks in euro: " + tick);
        cardScreenshot("widget-de-currency.png");

        // a link that does not exist: the frame shows the widget's own error page, in the viewer's language
        String missing = embedHtml.replaceFirst(
                "/reports/[^/]+/widgets", "/reports/" + java.util.UUID.randomUUID() + "/widgets");
        openEmbedded(wait, missing, "&amp;locale=de", "#eef1f5", "#fff", false);
        wait.until(d -> String.valueOf(js("return document.body.textContent")).contains("gibt es nicht"));
        assertEquals(
                Boolean.FALSE,
                js("return !!document.getElementById('widget-data')"),
                "no report data on an error page");
        cardScreenshot("widget-error.png");
    }

    /** Loads a host page framing the widget with {@code options} appended to its URL, and enters the frame. */
    private void openEmbedded(
            WebDriverWait wait, String embedHtml, String options, String pageBackground, String card, boolean chart)
            throws IOException {
        browser.switchTo().defaultContent();
        String embed = embedHtml.replaceFirst("src=\"([^\"]*)\"", "src=\"$1" + options + "\"");
        browser.get(hostPage(embed, pageBackground, card));
        WebElement frame = wait.until(ExpectedConditions.presenceOfElementLocated(By.tagName("iframe")));
        wait.until(ExpectedConditions.frameToBeAvailableAndSwitchToIt(frame));
        wait.until(d -> "complete".equals(js("return document.readyState")));
        if (chart) {
            waitForDrawnChart(wait);
        }
    }

    /** The host page's card that holds the widget, as the visitor sees it (docs/screenshots shows it). */
    private void cardScreenshot(String name) throws IOException {
        browser.switchTo().defaultContent();
        Screenshots.save(name, browser.findElement(By.id("host-card")).getScreenshotAs(OutputType.BYTES));
        WebElement frame = browser.findElement(By.tagName("iframe"));
        browser.switchTo().frame(frame);
    }

    private static Map<String, Object> report() {
        Map<String, Object> report = new HashMap<>();
        report.put("name", "Sales, costs & refunds");
        report.put("desc", "Last 7 days, embedded on a partner page");
        report.put("chartType", "line");
        report.put("period", Map.of("last", 7, "unit", "day"));
        report.put("granularity", "day");
        report.put(
                "dataSets",
                List.of(
                        dataSet("Sales", "#2f7ed8", "sale"),
                        dataSet("Costs", "#d83f2f", "cost"),
                        dataSet("Refunds", "#8bbc21", "refund")));
        report.put(
                "appearance",
                Map.of(
                        "advanced", true,
                        "backgroundColor", "#ffffff",
                        "textColor", "#1f2933",
                        "line", Map.of("thickness", 3, "dash", 0),
                        "grid", Map.of("color", "#e4e7eb", "thickness", 1, "dash", 4),
                        "legend", Map.of("fontSize", 13, "color", "#1f2933"),
                        "scales", Map.of("fontSize", 11, "color", SCALE_COLOR)));
        return report;
    }

    private static Map<String, Object> dataSet(String label, String color, String type) {
        return Map.of("label", label, "color", color, "aggregation", "sum", "filter", Map.of("type", type));
    }

    /**
     * The snippet as copied, but pointing at this test's server: the configured public base URL of
     * the test profile is a host that does not exist. Path and query stay as generated.
     */
    private String servedHere(String embedHtml) {
        String base = ConfigProvider.getConfig().getValue("rw.public-base-url", String.class);
        base = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
        String here = service.getProtocol() + "://" + service.getHost() + ":" + service.getPort();
        assertTrue(embedHtml.startsWith("<iframe src=\"" + base + "/embed/v1/reports/"), embedHtml);
        return embedHtml.replace("src=\"" + base + "/", "src=\"" + here + "/");
    }

    /** A page of another site (127.0.0.1, the service is on localhost) that frames the widget. */
    private String hostPage(String embed) throws IOException {
        return hostPage(embed, "#eef1f5", "#fff");
    }

    /** The host page with its own colours: the page's, and the card's the widget sits on. */
    private String hostPage(String embed, String pageBackground, String cardBackground) throws IOException {
        byte[] page = ("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Partner page</title>"
                        + "</head><body style=\"margin:0;padding:20px 32px;background:" + pageBackground + ";"
                        + "font:15px sans-serif;color:#333\"><h2 style=\"margin:0 0 12px\">Partner dashboard</h2>"
                        + "<div id=\"host-card\" style=\"max-width:900px;background:" + cardBackground
                        + ";border-radius:6px;padding:6px\">"
                        + embed + "</div></body></html>")
                .getBytes(StandardCharsets.UTF_8);
        if (hostSite != null) {
            hostSite.stop(0);
        }
        hostSite = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        hostSite.createContext("/", exchange -> {
            boolean root = "/".equals(exchange.getRequestURI().getPath());
            exchange.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
            exchange.sendResponseHeaders(root ? 200 : 204, root ? page.length : -1);
            try (OutputStream body = exchange.getResponseBody()) {
                if (root) {
                    body.write(page);
                }
            }
        });
        hostSite.start();
        return "http://127.0.0.1:" + hostSite.getAddress().getPort() + "/";
    }

    /** Waits until the chart exists and its drawing has settled (the entry animation is over). */
    private void waitForDrawnChart(WebDriverWait wait) {
        long[] previous = {-1};
        wait.until(d -> {
            long painted = ((Number) js(CHART + "if (!chart) { return 0; }"
                            + "var ratio = chart.currentDevicePixelRatio, area = chart.chartArea;"
                            + "var pixels = chart.ctx.getImageData(0, 0, chart.canvas.width, chart.canvas.height).data;"
                            + "var painted = 0;"
                            + "for (var i = 3; i < pixels.length; i += 4) { if (pixels[i] > 0) { painted++; } }"
                            + "return painted;"))
                    .longValue();
            boolean settled = painted > 5_000 && painted == previous[0];
            previous[0] = painted;
            return settled;
        });
    }

    /**
     * Points a little below the centre of the chart until {@code shown} holds. The pointer moves by
     * a pixel or two on every try, as a hand would, so one lost pointer event cannot fail the test.
     */
    private void hover(WebDriverWait wait, WebElement canvas, BooleanSupplier shown) {
        int[] tries = {0};
        wait.until(d -> {
            new Actions(browser).moveToElement(canvas, (tries[0]++ % 2) * 2, 30).perform();
            return shown.getAsBoolean();
        });
    }

    private Map<String, Object> tooltip() {
        @SuppressWarnings("unchecked")
        Map<String, Object> tooltip = (Map<String, Object>) js(CHART + "var points = chart.tooltip.dataPoints;"
                + "return {title: chart.tooltip.title.join(' '), index: points[0].dataIndex,"
                + " labels: points.map(function (p) { return p.dataset.label; }),"
                + " indexes: points.map(function (p) { return p.dataIndex; })};");
        return tooltip;
    }

    /**
     * Counts, in the canvas column of date {@code index}, the rows painted in the guide's color and
     * how many separate dashes they form.
     */
    private Map<String, Object> guideColumn(int index) {
        @SuppressWarnings("unchecked")
        Map<String, Object> column = (Map<String, Object>) js(
                CHART + "var ratio = chart.currentDevicePixelRatio;"
                        + "var x = Math.round(chart.scales.x.getPixelForValue(arguments[0]) * ratio);"
                        + "var top = Math.ceil(chart.chartArea.top * ratio);"
                        + "var height = Math.floor(chart.chartArea.bottom * ratio) - top;"
                        + "var pixels = chart.ctx.getImageData(x - 1, top, 3, height).data;"
                        + "var want = [0x52, 0x60, 0x6d], rows = 0, runs = 0, inRun = false;"
                        + "for (var row = 0; row < height; row++) {"
                        + "  var hit = false;"
                        + "  for (var col = 0; col < 3; col++) {"
                        + "    var i = (row * 3 + col) * 4;"
                        + "    if (pixels[i + 3] > 120 && Math.abs(pixels[i] - want[0]) < 40"
                        + "        && Math.abs(pixels[i + 1] - want[1]) < 40 && Math.abs(pixels[i + 2] - want[2]) < 40) {"
                        + "      hit = true;"
                        + "    }"
                        + "  }"
                        + "  if (hit) { rows++; if (!inRun) { runs++; } }"
                        + "  inRun = hit;"
                        + "}"
                        + "return {rows: rows, runs: runs, height: height};",
                index);
        return column;
    }

    private Map<String, Object> widgetData() {
        @SuppressWarnings("unchecked")
        Map<String, Object> data =
                (Map<String, Object>) js("return JSON.parse(document.getElementById('widget-data').textContent);");
        return data;
    }

    @SuppressWarnings("unchecked")
    private static BigDecimal value(Map<String, Object> widgetData, int dataSet, int index) {
        List<Map<String, Object>> sets = (List<Map<String, Object>>) widgetData.get("dataSets");
        List<Object> data = (List<Object>) sets.get(dataSet).get("data");
        return new BigDecimal(data.get(index).toString());
    }

    private Object js(String script, Object... args) {
        return browser.executeScript(script, args);
    }

    private void screenshot(String name) throws IOException {
        Screenshots.save(name, browser.getScreenshotAs(OutputType.BYTES));
    }
}
