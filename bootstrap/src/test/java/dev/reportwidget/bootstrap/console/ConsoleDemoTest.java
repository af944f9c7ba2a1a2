package dev.reportwidget.bootstrap.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.matchesPattern;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.AxeCore;
import dev.reportwidget.bootstrap.support.ConsoleSessions;
import dev.reportwidget.bootstrap.support.HeadlessChromium;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The demo a newcomer starts with: its reports show what sells (currency, a right axis for the
 * small series, line and bars, a ratio, revenue by channel, leads by campaign stacked), its records
 * have even amounts, a page of its own embeds the public charts and the board, and every console page, seen as the demo user, carries its server time, passes axe-core
 * and fits 360 px. The screenshots for the README are taken here, from the demo.
 */
@QuarkusTest
@TestProfile(ConsoleDemoTest.Demo.class)
class ConsoleDemoTest {

    /** The demo seeded at start; links point to this test's own server (a fixed port). */
    public static class Demo implements QuarkusTestProfile {
        static final int PORT = 18_407;

        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    "rw.demo.enabled",
                    "true",
                    "quarkus.http.test-port",
                    Integer.toString(PORT),
                    "rw.public-base-url",
                    "http://localhost:" + PORT + "/");
        }
    }

    private static final String BASE = "http://localhost:" + Demo.PORT;
    private static final Path SCREENSHOTS = Path.of("target", "screenshots");
    private static final List<String> PAGES = List.of(
            "/console/reports",
            "/console/reports/{report}/edit",
            "/console/reports/{report}/share",
            "/console/reports/{report}/delete",
            "/console/reports/new",
            "/console/boards",
            "/console/boards/new",
            "/console/records",
            "/console/import",
            "/console/integrations",
            "/console/members",
            "/console/settings",
            "/console/properties/new");

    private static String token() {
        return given().contentType(ContentType.JSON)
                .body(Map.of("email", "demo@example.com", "password", "demo password"))
                .post("/auth/token")
                .then()
                .statusCode(200)
                .extract()
                .path("access_token");
    }

    @Test
    void theDemoShowsCurrencyASecondAxisBarsBreakdownsEvenAmountsAndAPageOfItsOwn() {
        String token = token();
        given().header("Authorization", "Bearer " + token)
                .get("/properties")
                .then()
                .statusCode(200)
                .body("properties[0].name", equalTo("Northwind Coffee"));
        given().header("Authorization", "Bearer " + token)
                .get("/report/config")
                .then()
                .statusCode(200)
                .body("items", hasSize(5))
                .body("items[0].chartType", equalTo("line"))
                .body("items[0].format.style", equalTo("currency"))
                .body("items[0].format.currency", equalTo("EUR"))
                .body("items[0].dataSets[1].label", equalTo("Ad spend"))
                .body("items[0].dataSets[1].axis", equalTo("right"))
                .body("items[1].chartType", equalTo("bar"))
                .body("items[1].granularity", equalTo("week"))
                .body("items[1].dataSets[1].label", equalTo("Leads"))
                .body("items[1].dataSets[1].axis", equalTo("right"))
                .body("items[2].name", equalTo("Return on ad spend"))
                .body("items[2].dataSets[2].formula", equalTo("revenue / ad_spend"))
                .body("items[2].dataSets[2].format.maximumFractionDigits", equalTo(2))
                .body("items[2].dataSets[2].axis", equalTo("right"))
                .body("items[3].name", equalTo("Revenue by channel"))
                .body("items[3].chartType", equalTo("doughnut"))
                .body("items[3].dataSets[0].breakdown.by", equalTo("source"))
                .body("items[4].name", equalTo("Leads by campaign"))
                .body("items[4].stacked", equalTo(true))
                .body("items[4].granularity", equalTo("week"))
                .body("items[4].dataSets[0].breakdown.by", equalTo("custom_data.campaign"));
        // the board shows the calculated, the broken-down and the stacked report, no one-slice pie
        given().header("Authorization", "Bearer " + token)
                .get("/board/config")
                .then()
                .statusCode(200)
                .body("items", hasSize(1))
                .body("items[0].name", equalTo("Northwind Coffee at a glance"))
                .body("items[0].items", hasSize(3));
        List<Number> values = given().header("Authorization", "Bearer " + token)
                .queryParam("type", "sale")
                .queryParam("limit", 500)
                .get("/record")
                .then()
                .statusCode(200)
                .extract()
                .path("items.value");
        assertTrue(values.size() > 100, "sales of 90 days");
        for (Number value : values) {
            BigDecimal amount = new BigDecimal(value.toString());
            // at most one decimal that is not a trailing zero: 19.90, 129.00 (cents ending in 0)
            assertTrue(amount.movePointRight(1).stripTrailingZeros().scale() <= 0, "even: " + value);
        }
        // not part of the API: no contract to check it against
        given().noFilters()
                .get("/demo")
                .then()
                .statusCode(200)
                .body(matchesPattern(
                        "(?s).*(<iframe data-report-widget src=\"" + BASE + "/embed/v1/reports/[^\"]+\".*){3}.*"))
                .body(matchesPattern("(?s).*<iframe data-report-widget src=\"" + BASE + "/embed/v1/boards/[^\"]+\".*"));
    }

    @Test
    void everyConsolePageOfTheDemoCarriesItsServerTime() {
        ConsoleSessions console = ConsoleSessions.signIn("demo@example.com", "demo password");
        long report = report(token());
        for (String page : PAGES) {
            console.request()
                    .get(page.replace("{report}", Long.toString(report)))
                    .then()
                    .statusCode(200)
                    .header("Server-Timing", matchesPattern("app;dur=[0-9]+\\.[0-9]"));
        }
        given().redirects()
                .follow(false)
                .get("/console/login")
                .then()
                .header("Server-Timing", matchesPattern("app;dur=[0-9]+\\.[0-9]"));
    }

    @Test
    void everyPageAt1280And360PassesAxeAndFitsAndIsPhotographed() throws IOException {
        long report = report(token());
        try (HeadlessChromium chromium = HeadlessChromium.start(1280, 900, List.of("--force-prefers-reduced-motion"))) {
            ChromeDriver browser = chromium.driver();
            WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30));
            browser.get(BASE + "/console/login");
            wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("email")));
            browser.findElement(By.id("email")).sendKeys("demo@example.com");
            browser.findElement(By.id("password")).sendKeys("demo password");
            browser.findElement(By.cssSelector("form[action='/console/login'] button"))
                    .click();
            wait.until(ExpectedConditions.urlContains("/console/reports"));
            String axe = Files.readString(AxeCore.script().orElseThrow(() -> new AssertionError(AxeCore.missing())));

            for (int width : new int[] {1280, 360}) {
                browser.manage().window().setSize(new Dimension(width, 900));
                for (String page : PAGES) {
                    browser.get(BASE + page.replace("{report}", Long.toString(report)));
                    wait.until(ExpectedConditions.presenceOfElementLocated(By.tagName("main")));
                    checkAxe(browser, axe, page + " at " + width);
                    long overflow = ((Number)
                                    browser.executeScript(
                                            "return document.documentElement.scrollWidth - document.documentElement.clientWidth;"))
                            .longValue();
                    assertTrue(overflow <= 0, page + " scrolls sideways at " + width + " px by " + overflow + " px");
                    fullPage(
                            browser,
                            width,
                            "demo"
                                    + page.replace("/console", "")
                                            .replace("{report}", "1")
                                            .replace('/', '-') + "-" + width);
                }
            }

            // the demo's own page: every chart drawn, on a phone and on a desktop
            for (int width : new int[] {360, 1280}) {
                browser.manage().window().setSize(new Dimension(width, 900));
                browser.get(BASE + "/demo");
                List<WebElement> frames = wait.until(
                        ExpectedConditions.numberOfElementsToBe(By.cssSelector("iframe[data-report-widget]"), 4));
                for (WebElement frame : frames) {
                    browser.executeScript("arguments[0].scrollIntoView({block: 'center'});", frame);
                    // read from the page (the frames share its origin), not from inside the frame: a
                    // lazy frame is about:blank until it comes near the view, and stays so for a moment
                    wait.withMessage(() -> "a demo frame drew no chart: " + browser.executeScript(FRAME_STATE, frame))
                            .until(d -> Boolean.TRUE.equals(((ChromeDriver) d).executeScript(FRAME_DRAWN, frame)));
                }
                browser.executeScript("window.scrollTo(0, 0);");
                screenshot(browser, "demo-page-" + width);
            }
        }
    }

    /** Whether the frame's document has loaded and every chart in it (a widget's one, each of a board's) is drawn. */
    private static final String FRAME_DRAWN = "var w = arguments[0].contentWindow, d = w && w.document;"
            + " if (!d || d.readyState !== 'complete' || w.location.href === 'about:blank') { return false; }"
            + " var canvases = d.querySelectorAll('canvas.widget-canvas');"
            + " return canvases.length > 0 && Array.prototype.every.call(canvases,"
            + " function (c) { return !!(w.Chart && w.Chart.getChart(c)); });";

    /** What a frame shows, for the message of a frame that drew nothing. */
    private static final String FRAME_STATE = "var f = arguments[0], w = f.contentWindow, d = w && w.document;"
            + " if (!d) { return f.src + ': no document'; }"
            + " return f.src + ' at ' + w.location.href + ', ' + d.readyState + ', '"
            + " + d.querySelectorAll('canvas.widget-canvas').length + ' canvases, Chart.js '"
            + " + (w.Chart ? 'loaded' : 'missing') + ': ' + (d.body ? d.body.innerText.slice(0, 300) : '');";

    private static long report(String token) {
        Number id = given().header("Authorization", "Bearer " + token)
                .get("/report/config")
                .then()
                .statusCode(200)
                .extract()
                .path("items[0].id");
        return id.longValue();
    }

    private static void checkAxe(ChromeDriver browser, String axe, String page) {
        browser.executeScript(axe);
        browser.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
        Object found = browser.executeAsyncScript("var done = arguments[arguments.length - 1];"
                + " axe.run(document, {iframes: false, resultTypes: ['violations']})"
                + ".then(function (r) { done(r.violations.filter(function (v) {"
                + " return v.impact === 'serious' || v.impact === 'critical'; }).map(function (v) {"
                + " return v.impact + ' ' + v.id + ' at ' + v.nodes.map(function (n) { return n.target.join(' '); })"
                + ".join(', '); })); }, function (e) { done(['axe failed: ' + e]); });");
        assertEquals(List.of(), found, "axe-core on " + page);
    }

    /** The whole page at {@code width}: the window as tall as the document, for the picture. */
    private static void fullPage(ChromeDriver browser, int width, String name) throws IOException {
        long height = ((Number) browser.executeScript("return document.documentElement.scrollHeight;")).longValue();
        browser.manage().window().setSize(new Dimension(width, (int) Math.min(height + 140, 4000)));
        screenshot(browser, name);
        browser.manage().window().setSize(new Dimension(width, 900));
    }

    private static void screenshot(ChromeDriver browser, String name) throws IOException {
        Files.createDirectories(SCREENSHOTS);
        Files.write(SCREENSHOTS.resolve(name + ".png"), browser.getScreenshotAs(OutputType.BYTES));
    }
}
