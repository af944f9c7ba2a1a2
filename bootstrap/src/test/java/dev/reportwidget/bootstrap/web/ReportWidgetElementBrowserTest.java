package dev.reportwidget.bootstrap.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.HeadlessChromium;
import dev.reportwidget.bootstrap.support.HostSite;
import dev.reportwidget.bootstrap.support.Integrations;
import dev.reportwidget.bootstrap.support.Screenshots;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.io.ByteArrayOutputStream;
import java.net.URL;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The {@code <report-widget>} element (docs/embedding.md#the-report-widget-element) on a page of
 * another site, in a real headless Chromium at 360 and 1280 px: several elements per page, each
 * frame as tall as its widget, growing and shrinking; attributes that reload the widget (view,
 * theme, a viewer filter); a widget's error as a report-widget:error event on its element.
 */
@QuarkusTest
class ReportWidgetElementBrowserTest {

    @TestHTTPResource("/")
    URL service;

    @Test
    void theScriptIsSmallVersionedAndCachedForAYear() throws Exception {
        var answer = given().get("/embed/v1/report-widget.js")
                .then()
                .statusCode(200)
                .contentType(startsWith("text/javascript"))
                .header("Cache-Control", containsString("immutable"))
                .extract();
        ByteArrayOutputStream zipped = new ByteArrayOutputStream();
        try (GZIPOutputStream gzip = new GZIPOutputStream(zipped)) {
            gzip.write(answer.asByteArray());
        }
        assertTrue(zipped.size() < 6 * 1024, "under 6 KB gzipped: " + zipped.size());
        assertTrue(answer.asString().contains("customElements.define('report-widget'"), "it defines the element");
        given().header("If-None-Match", answer.header("ETag"))
                .get("/embed/v1/report-widget.js")
                .then()
                .statusCode(304);
    }

    @Test
    void elementsOnAnotherSiteFollowTheirWidgetsTheirAttributesAndReportErrors() throws Exception {
        String element = servedHere(publicWidget());
        String src = element.replaceFirst("(?s).*<report-widget src=\"([^\"]*)\".*", "$1")
                .replace("&amp;", "&");
        String missing = here() + "/embed/v1/reports/aaaaaaaaaaaaaaaaaaaaaa/widgets/chart";
        String page = "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>Partner page</title></head>"
                + "<body style=\"margin:0;padding:12px;background:#eef1f5;font:15px sans-serif\">"
                + "<script>window.widgetErrors = []; document.addEventListener('report-widget:error', function (e) {"
                + " window.widgetErrors.push({id: e.target.id, status: e.detail.status, reason: e.detail.reason}); });"
                + "</script><h1>Partner dashboard</h1>"
                + "<div id=\"first\" style=\"background:#fff;margin-bottom:12px\">" + element + "</div>"
                + "<report-widget id=\"table\" view=\"table\" title=\"Sales as a table\" src=\""
                + src.replace("&", "&amp;") + "\"></report-widget>"
                + "<report-widget id=\"missing\" title=\"A link that does not exist\" src=\"" + missing
                + "\"></report-widget></body></html>";
        try (HostSite host = HostSite.serve(path -> path.equals("/") ? page : null)) {
            HeadlessChromium chromium = HeadlessChromium.start(1280, 900, HeadlessChromium.FRAMES_IN_ONE_PROCESS);
            try {
                ChromeDriver browser = chromium.driver();
                for (int width : List.of(360, 1280)) {
                    browser.executeCdpCommand(
                            "Emulation.setDeviceMetricsOverride",
                            Map.of("width", width, "height", 10_000, "deviceScaleFactor", 1, "mobile", false));
                    browser.get(host.url());
                    WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30));
                    check(browser, wait, width);
                }
            } finally {
                chromium.close();
            }
        }
    }

    private void check(ChromeDriver browser, WebDriverWait wait, int width) throws Exception {
        WebElement first = frame(browser, "#first report-widget");
        WebElement table = frame(browser, "#table");
        int chart = HostSite.settledHeight(browser, wait, first);
        int tall = HostSite.settledHeight(browser, wait, table);
        assertTrue(chart != 420, "no longer the element's initial 420px at " + width + " px");
        assertTrue(tall > chart + 100, "the table is taller than the chart: " + tall + " vs " + chart);
        int frameWidth =
                ((Number) browser.executeScript("return arguments[0].getBoundingClientRect().width", first)).intValue();
        assertTrue(frameWidth <= width - 24, "the frame fits the page at " + width + " px: " + frameWidth);

        // an attribute reloads the widget: the frame grows to the table, and shrinks back without it
        attribute(browser, "#first report-widget", "view", "table");
        wait.until(d -> HostSite.frameHeight(browser, first) == tall);
        attribute(browser, "#first report-widget", "view", null);
        wait.until(d -> HostSite.frameHeight(browser, first) < tall);
        assertEquals(chart, HostSite.settledHeight(browser, wait, first), "back to the chart's height");

        // the theme and a viewer filter's choice become the widget's query
        attribute(browser, "#first report-widget", "theme", "dark");
        attribute(browser, "#first report-widget", "vf-source", "newsletter");
        wait.until(d -> first.getAttribute("src").contains("theme=dark")
                && first.getAttribute("src").contains("vf.source=newsletter"));
        assertEquals(chart, HostSite.settledHeight(browser, wait, first), "the same layout, dark and narrowed");
        Number height =
                (Number) browser.executeScript("return Math.ceil(document.body.getBoundingClientRect().height)");
        Map<String, Object> shot = browser.executeCdpCommand(
                "Page.captureScreenshot",
                Map.of("format", "png", "clip", Map.of("x", 0, "y", 0, "width", width, "height", height, "scale", 1)));
        Screenshots.save(
                "report-widget-element-" + width + ".png", Base64.getDecoder().decode((String) shot.get("data")));

        // the language and an offered period too: the document is German, over the last 7 days
        attribute(browser, "#first report-widget", "locale", "de");
        attribute(browser, "#first report-widget", "period", "7d");
        wait.until(d -> first.getAttribute("src").contains("locale=de")
                && first.getAttribute("src").contains("period=7d"));
        assertTrue(HostSite.settledHeight(browser, wait, first) > 100);
        browser.switchTo().frame(first);
        try {
            assertEquals("de", browser.executeScript("return document.documentElement.lang"));
        } finally {
            browser.switchTo().defaultContent();
        }
        attribute(browser, "#first report-widget", "locale", null);
        attribute(browser, "#first report-widget", "period", null);

        // a widget's error reaches the host page as an event of its element, and only its own
        wait.until(d -> !((List<?>) browser.executeScript("return window.widgetErrors")).isEmpty());
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> errors =
                (List<Map<String, Object>>) browser.executeScript("return window.widgetErrors");
        assertEquals(1, errors.size(), errors.toString());
        assertEquals("missing", errors.get(0).get("id"));
        assertEquals(404L, ((Number) errors.get(0).get("status")).longValue());
    }

    private static WebElement frame(ChromeDriver browser, String element) {
        return browser.findElement(By.cssSelector(element)).getShadowRoot().findElement(By.cssSelector("iframe"));
    }

    private static void attribute(ChromeDriver browser, String element, String name, String value) {
        browser.executeScript(
                "var e = document.querySelector(arguments[0]);"
                        + " if (arguments[2] === null) { e.removeAttribute(arguments[1]); }"
                        + " else { e.setAttribute(arguments[1], arguments[2]); }",
                element,
                name,
                value);
    }

    /** A public report of two weeks of sales by channel, offering a channel filter; answers its element snippet. */
    private String publicWidget() {
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        for (int day = 0; day < 14; day++) {
            Integrations.record(
                    token,
                    Map.of(
                            "type",
                            "sale",
                            "date",
                            today.minusDays(13 - day).toString(),
                            "value",
                            100 + 30 * day,
                            "source",
                            List.of(day % 2 == 0 ? "newsletter" : "search")));
        }
        long reportId = owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name",
                        "Sales",
                        "chartType",
                        "bar",
                        "period",
                        Map.of("last", 14, "unit", "day"),
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
        return owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "access",
                        "public",
                        "periodChoices",
                        List.of("7d", "30d"),
                        "viewerFilters",
                        List.of(Map.of("by", "source", "label", "Channel"))))
                .put("/report/config/" + reportId + "/widget-api")
                .then()
                .statusCode(200)
                .extract()
                .path("embedElementHtml");
    }

    /** The snippet as copied, pointing at this test's server (the test profile's base URL is a host that does not exist). */
    private String servedHere(String snippet) {
        assertTrue(snippet.contains("src=\"" + base() + "/embed/v1/report-widget.js\""), snippet);
        return snippet.replace("src=\"" + base() + "/", "src=\"" + here() + "/");
    }

    private static String base() {
        String base = ConfigProvider.getConfig().getValue("rw.public-base-url", String.class);
        return base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
    }

    private String here() {
        String url = service.toString();
        return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    }
}
