package dev.reportwidget.bootstrap.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.AxeCore;
import dev.reportwidget.bootstrap.support.HeadlessChromium;
import dev.reportwidget.bootstrap.support.HostSite;
import dev.reportwidget.bootstrap.support.Integrations;
import dev.reportwidget.bootstrap.support.Widgets;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.io.IOException;
import java.net.URL;
import java.nio.file.Files;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Viewer filters (docs/embedding.md#viewer-filters) in a real headless Chromium: the selects are
 * labelled and reached from the keyboard, a choice reloads the widget narrowed to it and survives
 * the period selector and Refresh, a framed widget's height follows the reloaded document, and
 * axe-core finds no serious issue on a widget or a board with filters, light and dark.
 */
@QuarkusTest
class ViewerFilterBrowserTest {

    private static final String CHART =
            "var chart = window.Chart && Chart.getChart(document.getElementById('widget-chart'));";

    @TestHTTPResource("/")
    URL service;

    private HeadlessChromium chromium;
    private ChromeDriver browser;
    private HostSite hostSite;

    @BeforeEach
    void startBrowser() throws IOException {
        chromium = HeadlessChromium.start(900, 700, HeadlessChromium.FRAMES_IN_ONE_PROCESS);
        browser = chromium.driver();
    }

    @AfterEach
    void stopBrowser() throws IOException {
        if (chromium != null) {
            chromium.close();
        }
        if (hostSite != null) {
            hostSite.close();
        }
    }

    /** A public widget of two weeks of sales from two channels, offering a channel and a region filter. */
    private Map<String, String> publicWidget() {
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        for (int day = 0; day < 14; day++) {
            String date = today.minusDays(13 - day).toString();
            Integrations.record(
                    token,
                    Map.of(
                            "type",
                            "sale",
                            "date",
                            date,
                            "value",
                            100,
                            "source",
                            List.of("search"),
                            "tags",
                            List.of("eu")));
            Integrations.record(
                    token,
                    Map.of(
                            "type",
                            "sale",
                            "date",
                            date,
                            "value",
                            7,
                            "source",
                            List.of("social"),
                            "tags",
                            List.of("americas")));
        }
        long report = owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name",
                        "Sales",
                        "chartType",
                        "bar",
                        "period",
                        Map.of("last", 7, "unit", "day"),
                        "dataSets",
                        List.of(Map.of(
                                "label",
                                "Sales",
                                "color",
                                "#2f7ed8",
                                "aggregation",
                                "sum",
                                "filter",
                                Map.of("type", "sale")))))
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        var settings = owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "access",
                        "public",
                        "periodChoices",
                        List.of("30d"),
                        "viewerFilters",
                        List.of(Map.of("by", "source", "label", "Channel"), Map.of("by", "tags", "label", "Region"))))
                .put(Widgets.settings(report))
                .then()
                .statusCode(200)
                .extract();
        long board = owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name",
                        "Sales at a glance",
                        "items",
                        List.of(
                                Map.of("reportId", report, "widget", "chart", "width", "half"),
                                Map.of("reportId", report, "widget", "number", "width", "half"))))
                .post("/board/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        String boardUrl = owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public", "viewerFilters", List.of(Map.of("by", "source", "label", "Channel"))))
                .put("/board/config/" + board + "/widget-api")
                .then()
                .statusCode(200)
                .extract()
                .path("embedUrl");
        return Map.of(
                "url",
                here() + path(settings.path("embedUrl")),
                "snippet",
                settings.path("embedScriptHtml"),
                "board",
                here() + path(boardUrl));
    }

    @Test
    void aViewerChoosesFromTheKeyboardAndTheChoiceSurvivesThePeriodAndRefresh() {
        String url = publicWidget().get("url");
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30));
        browser.get(url);
        waitForChart(wait);
        assertEquals(749.0, sum(), 0.001, "both channels over 7 days");
        assertEquals(
                "Channel",
                js("return document.querySelector('label[for=\"widget-filter-0\"]').textContent"),
                "the select is labelled");

        // Tab reaches the channel's select first, before the period selector
        new Actions(browser).sendKeys(Keys.TAB).perform();
        assertEquals("widget-filter-0", js("return document.activeElement.id"));
        new Actions(browser).sendKeys(Keys.TAB).perform();
        assertEquals("widget-filter-1", js("return document.activeElement.id"));
        new Actions(browser)
                .keyDown(Keys.SHIFT)
                .sendKeys(Keys.TAB)
                .keyUp(Keys.SHIFT)
                .perform();
        assertEquals("widget-filter-0", js("return document.activeElement.id"));

        reloadBy(wait, () -> new Select(browser.findElement(By.id("widget-filter-0"))).selectByVisibleText("social"));
        assertEquals("?vf.source=social", js("return location.search"));
        assertEquals(49.0, sum(), 0.001, "only social's sales");
        assertEquals(
                "social",
                new Select(browser.findElement(By.id("widget-filter-0")))
                        .getFirstSelectedOption()
                        .getText());

        reloadBy(wait, () -> new Select(browser.findElement(By.id("widget-period"))).selectByValue("30d"));
        assertEquals("?period=30d&vf.source=social", js("return location.search"));
        assertEquals(98.0, sum(), 0.001, "social's two weeks within the last 30 days");

        reloadBy(wait, () -> browser.findElement(By.id("widget-refresh")).click());
        assertEquals("?period=30d&vf.source=social&refresh=true", js("return location.search"));
        assertEquals(98.0, sum(), 0.001, "still social only");

        reloadBy(wait, () -> new Select(browser.findElement(By.id("widget-filter-0"))).selectByVisibleText("All"));
        assertEquals("?period=30d", js("return location.search"));
        assertEquals(1498.0, sum(), 0.001);
    }

    @Test
    void aFramedWidgetTakesTheHeightOfTheDocumentAChoiceReloads() throws Exception {
        String snippet = publicWidget().get("snippet").replace("src=\"" + base() + "/", "src=\"" + here() + "/");
        // a page of another site (127.0.0.1) framing the snippet in a 480 px column
        String page = "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Partner page</title>"
                + "</head><body><div style=\"width:480px\">" + snippet + "</div></body></html>";
        hostSite = HostSite.serve(path -> path.equals("/") ? page : null);
        browser.get(hostSite.url());
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30));
        WebElement frame = browser.findElement(By.cssSelector("iframe[data-report-widget]"));
        int before = HostSite.settledHeight(browser, wait, frame);
        browser.switchTo().frame(frame);
        js("window.beforeChange = true;");
        new Select(browser.findElement(By.id("widget-filter-1"))).selectByVisibleText("eu");
        wait.ignoring(WebDriverException.class)
                .until(d -> js("return window.beforeChange === undefined && document.readyState === 'complete'"));
        assertTrue(((String) js("return location.search")).contains("vf.tags=eu"));
        browser.switchTo().defaultContent();
        int after = HostSite.settledHeight(browser, wait, frame);
        assertTrue(after > 100 && Math.abs(after - before) < 200, before + " then " + after);
    }

    @Test
    void widgetsAndBoardsWithFiltersHaveNoSeriousAccessibilityIssue() throws Exception {
        String axe = Files.readString(AxeCore.script().orElseGet(() -> fail(AxeCore.missing())));
        Map<String, String> widget = publicWidget();
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30));
        List<String> serious = new ArrayList<>();
        for (String query : List.of(
                widget.get("url"),
                widget.get("url") + "?theme=dark&vf.source=social",
                widget.get("url") + "?locale=ja&view=table",
                widget.get("board") + "?locale=de",
                widget.get("board") + "?theme=dark&vf.source=search")) {
            browser.get(query);
            wait.until(d -> "complete".equals(js("return document.readyState")));
            js(axe);
            @SuppressWarnings("unchecked")
            Map<String, Object> result =
                    (Map<String, Object>) browser.executeAsyncScript("var done = arguments[arguments.length - 1];"
                            + "axe.run(document).then(function (result) {"
                            + "  done({passes: result.passes.map(function (p) { return p.id; }),"
                            + "    violations: result.violations.map(function (v) {"
                            + "      return {id: v.id, impact: v.impact, help: v.help,"
                            + "        nodes: v.nodes.map(function (n) { return n.target.join(' '); })};"
                            + "  })});"
                            + "}, function (e) {"
                            + "  done({passes: [], violations: [{id: 'axe-failed', impact: 'critical', help: String(e)}]});"
                            + "});");
            @SuppressWarnings("unchecked")
            List<String> passes = (List<String>) result.get("passes");
            assertTrue(passes.contains("select-name"), query + ": the selects' labels were checked: " + passes);
            @SuppressWarnings("unchecked")
            List<Map<String, Object>> violations = (List<Map<String, Object>>) result.get("violations");
            for (Map<String, Object> violation : violations) {
                if ("serious".equals(violation.get("impact")) || "critical".equals(violation.get("impact"))) {
                    serious.add(query + ": " + violation);
                }
            }
        }
        assertEquals(List.of(), serious, "no serious or critical axe-core violation");
    }

    private interface Action {
        void run();
    }

    /** Runs what reloads the document, and waits for the next one's chart. */
    private void reloadBy(WebDriverWait wait, Action action) {
        js("window.beforeChange = true;");
        action.run();
        wait.ignoring(WebDriverException.class)
                .until(d -> js("return window.beforeChange === undefined && document.readyState === 'complete'"));
        waitForChart(wait);
    }

    private double sum() {
        return ((Number) js(CHART + "return chart.data.datasets[0].data.reduce(function (s, v) { return s + v; }, 0)"))
                .doubleValue();
    }

    private void waitForChart(WebDriverWait wait) {
        wait.ignoring(WebDriverException.class)
                .until(d -> Boolean.TRUE.equals(js(CHART + "return !!chart && chart.scales.y.ticks.length > 0")));
    }

    private static String base() {
        String base = ConfigProvider.getConfig().getValue("rw.public-base-url", String.class);
        return base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
    }

    private static String path(String url) {
        assertTrue(url.startsWith(base()), url);
        return url.substring(base().length());
    }

    private String here() {
        return service.getProtocol() + "://" + service.getHost() + ":" + service.getPort();
    }

    private Object js(String script, Object... args) {
        return browser.executeScript(script, args);
    }
}
