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
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Widgets framed through embed.js by a page of another site (127.0.0.1; the service is on
 * localhost), in a real headless Chromium: each frame takes its widget's height, grows and shrinks
 * with it, and ignores height messages from any other origin. Then axe-core checks the widget page
 * itself in its light, dark and table views.
 */
@QuarkusTest
class EmbedFrameBrowserTest {

    @TestHTTPResource("/")
    URL service;

    private HostSite hostSite;
    private HeadlessChromium chromium;
    private ChromeDriver browser;

    @BeforeEach
    void startBrowser() throws IOException {
        chromium = HeadlessChromium.start(1200, 900, HeadlessChromium.FRAMES_IN_ONE_PROCESS);
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

    @Test
    void framesFollowTheirWidgetsHeightAndIgnoreOtherOrigins() throws Exception {
        String snippet = servedHere(publicWidget().embedScriptHtml());
        String table = snippet.replaceFirst("src=\"([^\"]*)\"", "src=\"$1&amp;view=table\"");
        String dark = snippet.replaceFirst("src=\"([^\"]*)\"", "src=\"$1&amp;theme=dark\"");
        // a frame of the host's own origin, marked like a widget, that claims a height
        String impostor = "<iframe data-report-widget src=\"/impostor\" style=\"width: 100%; height: 123px;"
                + " border: none;\" title=\"Not a widget\"></iframe>";
        browser.get(hostPage(List.of(snippet, table, dark, impostor)));
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30));

        List<WebElement> frames = browser.findElements(By.cssSelector("iframe[data-report-widget]"));
        assertEquals(4, frames.size());
        int chart = HostSite.settledHeight(browser, wait, frames.get(0));
        int tall = HostSite.settledHeight(browser, wait, frames.get(1));
        int darkChart = HostSite.settledHeight(browser, wait, frames.get(2));
        assertTrue(tall > chart + 100, "the table is taller than the chart: " + tall + " vs " + chart);
        assertEquals(chart, darkChart, "the same layout in the dark theme");
        assertTrue(chart != 420, "no longer the snippet's initial 420px");

        // the first frame switches to the table view: it grows, and shrinks when it switches back
        String chartSrc = frames.get(0).getAttribute("src");
        js("arguments[0].src = arguments[1];", frames.get(0), chartSrc + "&view=table");
        wait.until(d -> HostSite.frameHeight(browser, frames.get(0)) == tall);
        assertEquals(tall, HostSite.settledHeight(browser, wait, frames.get(0)));
        js("arguments[0].src = arguments[1];", frames.get(0), chartSrc + "&hide=updated");
        wait.until(d -> HostSite.frameHeight(browser, frames.get(0)) < tall);
        assertEquals(chart, HostSite.settledHeight(browser, wait, frames.get(0)), "back to the chart's height");

        // the impostor keeps posting from the host's own origin while embed.js listens: nothing
        // changes; nor does a message the host page posts itself
        long posts = ((Number) js("return window.impostorPosts || 0")).longValue();
        js("window.postMessage({type: 'report-widget:resize', v: 1, id: '', height: 999}, '*');");
        browser.executeAsyncScript("var done = arguments[arguments.length - 1]; setTimeout(done, 500);");
        assertTrue(((Number) js("return window.impostorPosts")).longValue() > posts, "the impostor did post");
        assertEquals(123, HostSite.frameHeight(browser, frames.get(3)));
        assertEquals(tall, HostSite.frameHeight(browser, frames.get(1)));

        // a message from the widget's origin counts only for the frame that sent it
        browser.switchTo().frame(frames.get(2));
        js("parent.postMessage({type: 'report-widget:resize', v: 1, id: '', height: 321}, '*');");
        browser.switchTo().defaultContent();
        wait.until(d -> HostSite.frameHeight(browser, frames.get(2)) == 321);
        assertEquals(tall, HostSite.frameHeight(browser, frames.get(1)));

        List<LogEntry> errors = browser.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue())
                .toList();
        assertEquals(List.of(), errors, "no error in the browser console");
    }

    @Test
    void aFrameThatLoadedBeforeEmbedJsListenedStillTakesItsHeight() throws Exception {
        String snippet = servedHere(publicWidget().embedScriptHtml());
        java.util.regex.Matcher frame =
                java.util.regex.Pattern.compile("<iframe[^>]*></iframe>").matcher(snippet);
        java.util.regex.Matcher script = java.util.regex.Pattern.compile("<script async src=\"([^\"]+)\"></script>")
                .matcher(snippet);
        assertTrue(frame.find() && script.find(), snippet);
        // a table: its height never changes after load, so it posts nothing more on its own
        String table = frame.group().replaceFirst("src=\"([^\"]*)\"", "src=\"$1&amp;view=table\"");
        // the host page adds embed.js only after the frame has loaded and posted its height to nobody
        String late = table + "<script>document.querySelector('iframe[data-report-widget]')"
                + ".addEventListener('load', function () { setTimeout(function () {"
                + " window.frameLoadedFirst = true; var s = document.createElement('script');"
                + " s.src = '" + script.group(1) + "'; document.body.appendChild(s); }, 300); });</script>";
        browser.get(hostPage(List.of(late)));
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30));
        WebElement widget = browser.findElement(By.cssSelector("iframe[data-report-widget]"));

        wait.until(d -> Boolean.TRUE.equals(js("return window.frameLoadedFirst === true")));
        int height = HostSite.settledHeight(browser, wait, widget);
        assertTrue(height > 420, "the table's own height, not the snippet's 420px: " + height);
    }

    @Test
    void theWidgetPageHasNoSeriousAccessibilityViolationInLightDarkAndTableViews() throws Exception {
        Path axe = AxeCore.script().orElseGet(() -> fail(AxeCore.missing()));
        String axeSource = Files.readString(axe);
        String url = here() + path(publicWidget().embedUrl());
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30));
        Map<String, String> views = Map.of("light", "", "dark", "?theme=dark", "table", "?view=table");
        List<String> serious = new ArrayList<>();
        for (Map.Entry<String, String> view : views.entrySet()) {
            browser.get(url + view.getValue());
            wait.until(d -> "complete".equals(js("return document.readyState")));
            js(axeSource);
            @SuppressWarnings("unchecked")
            Map<String, Object> result =
                    (Map<String, Object>) browser.executeAsyncScript("var done = arguments[arguments.length - 1];"
                            + "axe.run(document).then(function (result) {"
                            + "  done({passes: result.passes.length, violations: result.violations.map(function (v) {"
                            + "    return {id: v.id, impact: v.impact, help: v.help,"
                            + "      nodes: v.nodes.map(function (n) { return n.target.join(' '); })};"
                            + "  })});"
                            + "}, function (e) {"
                            + "  done({passes: 0, violations: [{id: 'axe-failed', impact: 'critical', help: String(e)}]});"
                            + "});");
            assertTrue(((Number) result.get("passes")).intValue() > 10, view.getKey() + ": axe checked the page");
            @SuppressWarnings("unchecked")
            List<Map<String, Object>> violations = (List<Map<String, Object>>) result.get("violations");
            for (Map<String, Object> violation : violations) {
                if ("serious".equals(violation.get("impact")) || "critical".equals(violation.get("impact"))) {
                    serious.add(view.getKey() + ": " + violation);
                }
            }
        }
        assertEquals(List.of(), serious, "no serious or critical axe-core violation");
    }

    /** A public report with two weeks of data: its table view is much taller than its chart. */
    private PublicWidget publicWidget() {
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        for (int day = 0; day < 14; day++) {
            String date = today.minusDays(13 - day).toString();
            Integrations.record(token, "sale", date, 100 + 30 * day);
            Integrations.record(token, "cost", date, 80 + 10 * day);
        }
        long reportId = owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name",
                        "Sales and costs",
                        "desc",
                        "The last two weeks",
                        "chartType",
                        "bar",
                        "period",
                        Map.of("last", 14, "unit", "day"),
                        "granularity",
                        "day",
                        "dataSets",
                        List.of(
                                Map.of(
                                        "label",
                                        "Sales",
                                        "color",
                                        "#2f7ed8",
                                        "aggregation",
                                        "sum",
                                        "filter",
                                        Map.of("type", "sale")),
                                Map.of(
                                        "label",
                                        "Costs",
                                        "color",
                                        "#d83f2f",
                                        "aggregation",
                                        "sum",
                                        "filter",
                                        Map.of("type", "cost")))))
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        var settings =
                Widgets.changeAccess(owner, reportId, "public").statusCode(200).extract();
        return new PublicWidget(settings.path("embedUrl"), settings.path("embedScriptHtml"));
    }

    private record PublicWidget(String embedUrl, String embedScriptHtml) {}

    private static String base() {
        String base = ConfigProvider.getConfig().getValue("rw.public-base-url", String.class);
        return base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
    }

    private String here() {
        return service.getProtocol() + "://" + service.getHost() + ":" + service.getPort();
    }

    private static String path(String url) {
        assertTrue(url.startsWith(base()), url);
        return url.substring(base().length());
    }

    /**
     * The snippet as copied, pointing at this test's server (the test profile's public base URL is a
     * host that does not exist): both the frame and embed.js.
     */
    private String servedHere(String snippet) {
        assertTrue(snippet.contains("src=\"" + base() + "/embed/v1/embed.js\""), snippet);
        return snippet.replace("src=\"" + base() + "/", "src=\"" + here() + "/");
    }

    /** A page of another site with one widget per 480px column, and the impostor's page. */
    private String hostPage(List<String> embeds) throws IOException {
        StringBuilder page = new StringBuilder(
                "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Partner page</title></head>"
                        + "<body style=\"margin:0;padding:16px;background:#eef1f5;font:15px sans-serif\">"
                        + "<h1>Partner dashboard</h1>");
        for (String embed : embeds) {
            page.append("<div style=\"width:480px;margin:0 0 16px;background:#fff\">")
                    .append(embed)
                    .append("</div>");
        }
        page.append("</body></html>");
        String host = page.toString();
        String impostor = "<!DOCTYPE html><html><head><title>impostor</title></head><body><script>"
                + "setInterval(function () {"
                + "  parent.postMessage({type: 'report-widget:resize', v: 1, id: '', height: 999}, '*');"
                + "  parent.impostorPosts = (parent.impostorPosts || 0) + 1;"
                + "}, 50);"
                + "</script></body></html>";
        hostSite = HostSite.serve(path -> path.equals("/") ? host : path.equals("/impostor") ? impostor : null);
        return hostSite.url();
    }

    private Object js(String script, Object... args) {
        return browser.executeScript(script, args);
    }
}
