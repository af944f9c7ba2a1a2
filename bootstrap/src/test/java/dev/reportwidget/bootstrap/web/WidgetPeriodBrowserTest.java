package dev.reportwidget.bootstrap.web;

import static dev.reportwidget.bootstrap.support.Widgets.settings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Integrations;
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
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * In a real browser: the period selector reloads the widget over the chosen period, and a report's
 * value format reaches the axis ticks, the tooltips, the table and the summary, in the locale.
 */
@QuarkusTest
class WidgetPeriodBrowserTest {

    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    private static final String CHART =
            "var chart = window.Chart && Chart.getChart(document.getElementById('widget-chart'));";

    @TestHTTPResource("/")
    URL service;

    private ChromeDriver browser;
    private Path profile;

    @BeforeEach
    void startBrowser() throws IOException {
        String missing = WidgetBrowserTest.missingBrowser(CHROMIUM, CHROMEDRIVER);
        assumeTrue(missing.isEmpty(), () -> "browser test skipped: " + missing);
        System.setProperty("webdriver.chrome.driver", CHROMEDRIVER.toString());
        profile = Files.createTempDirectory("widget-period-chromium-");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments(
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--no-first-run",
                "--disable-dev-shm-usage",
                "--user-data-dir=" + profile,
                "--window-size=900,600");
        browser = new ChromeDriver(options);
    }

    @AfterEach
    void stopBrowser() throws IOException {
        if (browser != null) {
            browser.quit();
        }
        if (profile != null) {
            try (Stream<Path> files = Files.walk(profile)) {
                files.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(java.io.File::delete);
            }
        }
    }

    @Test
    void aViewerPicksAPeriodAndReadsValuesInTheReportsFormat() {
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        Integrations.record(token, "sale", today.toString(), 1234.5);
        Integrations.record(token, "sale", today.minusDays(40).toString(), 500);
        long report = owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name", "Sales",
                        "chartType", "bar",
                        "period", Map.of("last", 7, "unit", "day"),
                        "dataSets",
                                List.of(Map.of("label", "Sales", "color", "#2f7ed8", "filter", Map.of("type", "sale"))),
                        "format", Map.of("style", "currency", "currency", "EUR", "maximumFractionDigits", 0)))
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        String publicId = owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public", "periodChoices", List.of("30d", "90d")))
                .put(settings(report))
                .then()
                .statusCode(200)
                .extract()
                .path("publicId");

        browser.get(service + "embed/v1/reports/" + publicId + "/widgets/chart?locale=de");
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30));
        waitForChart(wait);

        assertEquals(7L, js(CHART + "return chart.data.labels.length"));
        String euro = "1.235\u00a0€";
        assertEquals(
                "Sales: " + euro,
                js(CHART + "return chart.options.plugins.tooltip.callbacks.label("
                        + "{dataset: chart.data.datasets[0], raw: chart.data.datasets[0].data[6]})"),
                "the tooltip in the format");
        @SuppressWarnings("unchecked")
        List<String> ticks =
                (List<String>) js(CHART + "return chart.scales.y.ticks.map(function (t) { return t.label; })");
        assertTrue(ticks.stream().allMatch(t -> t.endsWith("\u00a0€")), "axis ticks in euros: " + ticks);
        assertEquals(
                euro,
                js("return document.querySelector('#widget-table tfoot td').textContent"),
                "the table in the format");
        assertTrue(
                ((String) js("return document.getElementById('widget-chart').getAttribute('aria-label')"))
                        .contains("Sales: gesamt " + euro),
                "the summary in the format");

        var period = new Select(browser.findElement(By.id("widget-period")));
        assertEquals("Zeitraum des Berichts", period.getFirstSelectedOption().getText());
        js("window.beforeChange = true;");
        period.selectByValue("90d");
        wait.ignoring(WebDriverException.class)
                .until(d -> js("return window.beforeChange === undefined && document.readyState === 'complete'"));
        waitForChart(wait);

        assertEquals("?locale=de&period=90d", js("return location.search"));
        assertEquals(90L, js(CHART + "return chart.data.labels.length"));
        assertEquals(
                1734.5,
                ((Number) js(CHART + "return chart.data.datasets[0].data.reduce(function (s, v) { return s + v; }, 0)"))
                        .doubleValue(),
                "the sale 40 days ago is drawn");
        assertEquals(
                "Letzte 90 Tage",
                new Select(browser.findElement(By.id("widget-period")))
                        .getFirstSelectedOption()
                        .getText());
    }

    private void waitForChart(WebDriverWait wait) {
        wait.ignoring(WebDriverException.class)
                .until(d -> Boolean.TRUE.equals(js(CHART + "return !!chart && chart.scales.y.ticks.length > 0")));
    }

    private Object js(String script) {
        return browser.executeScript(script);
    }
}
