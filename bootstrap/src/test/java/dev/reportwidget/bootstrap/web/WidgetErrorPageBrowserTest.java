package dev.reportwidget.bootstrap.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.sun.net.httpserver.HttpServer;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.AxeCore;
import dev.reportwidget.bootstrap.support.HeadlessChromium;
import dev.reportwidget.bootstrap.support.Reports;
import dev.reportwidget.bootstrap.support.Screenshots;
import dev.reportwidget.bootstrap.support.Widgets;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The page an old snippet shows once its link is no longer shared
 * (docs/embedding.md#error-pages-inside-the-frame): framed through embed.js, the frame takes the
 * page's own height and shrinks with it, and is marked with the reason; the page says what happened
 * in words, without a status code; axe-core finds no serious issue on it (colour contrast included)
 * in the light and dark themes.
 */
@QuarkusTest
class WidgetErrorPageBrowserTest {

    /** The height a snippet's frame has before embed.js sizes it. */
    private static final int SNIPPET_HEIGHT = 420;

    @TestHTTPResource("/")
    URL service;

    private HttpServer hostSite;
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
            hostSite.stop(0);
        }
    }

    @Test
    void aSnippetWhoseLinkIsNoLongerSharedShrinksToAPageThatSaysSoInWords() throws Exception {
        TestUser owner = Accounts.newUser();
        long report = Reports.create(owner, owner.personalPropertyId());
        var settings =
                Widgets.changeAccess(owner, report, "public").statusCode(200).extract();
        String publicId = settings.path("publicId");
        // the snippet the owner pasted before rotating the link: its public ID is gone
        owner.request().post(Widgets.settings(report) + "/rotate").then().statusCode(200);
        String snippet = servedHere(settings.path("embedScriptHtml"));
        assertTrue(snippet.contains(publicId), snippet);

        browser.get(hostPage(snippet));
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30));
        WebElement frame = browser.findElement(By.cssSelector("iframe[data-report-widget]"));
        wait.until(d -> "not_found".equals(frame.getAttribute("data-report-widget-error")));
        int narrow = settledHeight(wait, frame);
        assertTrue(narrow < SNIPPET_HEIGHT / 2, "the frame is as tall as the page's content: " + narrow);
        Screenshots.save(
                "embed-error-280.png", browser.findElement(By.id("column")).getScreenshotAs(OutputType.BYTES));

        js("document.getElementById('column').style.width = '800px';");
        wait.until(d -> frameHeight(frame) < narrow);
        int wide = settledHeight(wait, frame);
        assertTrue(wide < narrow, "it shrinks as its sentence needs fewer lines: " + wide + " < " + narrow);
        assertEquals("not_found", frame.getAttribute("data-report-widget-error"), "the reason stays on the frame");
        Screenshots.save(
                "embed-error-800.png", browser.findElement(By.id("column")).getScreenshotAs(OutputType.BYTES));

        browser.switchTo().frame(frame);
        String shown = (String) js("return document.body.innerText");
        browser.switchTo().defaultContent();
        assertEquals("This chart does not exist or is no longer shared.", shown.strip());
        assertFalse(shown.matches("(?s).*(HTTP|\\b404\\b).*"), "no status code in its words: " + shown);
    }

    @Test
    void theErrorPageHasNoSeriousAccessibilityIssueInEitherTheme() throws Exception {
        String axe = Files.readString(AxeCore.script().orElseGet(() -> fail(AxeCore.missing())));
        String missing = here() + "/embed/v1/reports/" + UUID.randomUUID() + "/widgets/chart";
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30));
        List<String> serious = new ArrayList<>();
        for (String options : List.of("", "?theme=dark", "?locale=de&theme=dark", "?locale=ja")) {
            browser.get(missing + options);
            wait.until(d -> "complete".equals(js("return document.readyState")));
            assertEquals(1L, js("return document.querySelectorAll('h1.widget-error').length"), options);
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
            assertTrue(
                    passes.contains("color-contrast"), options + ": the contrast of its text was checked: " + passes);
            @SuppressWarnings("unchecked")
            List<Map<String, Object>> violations = (List<Map<String, Object>>) result.get("violations");
            for (Map<String, Object> violation : violations) {
                if ("serious".equals(violation.get("impact")) || "critical".equals(violation.get("impact"))) {
                    serious.add(options + ": " + violation);
                }
            }
        }
        assertEquals(List.of(), serious, "no serious or critical axe-core violation");
    }

    /** The frame's height once it equals its page's own content height, as the framed document measures it. */
    private int settledHeight(WebDriverWait wait, WebElement frame) {
        int[] settled = {-1};
        wait.until(d -> {
            browser.switchTo().frame(frame);
            try {
                int content = ((Number) js("return document.readyState === 'complete'"
                                + " ? Math.ceil(document.body.getBoundingClientRect().height) : -1"))
                        .intValue();
                browser.switchTo().defaultContent();
                if (content > 0 && frameHeight(frame) == content) {
                    settled[0] = content;
                    return true;
                }
                return false;
            } finally {
                browser.switchTo().defaultContent();
            }
        });
        return settled[0];
    }

    private int frameHeight(WebElement frame) {
        return ((Number) js("return arguments[0].getBoundingClientRect().height", frame)).intValue();
    }

    private static String base() {
        String base = ConfigProvider.getConfig().getValue("rw.public-base-url", String.class);
        return base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
    }

    private String here() {
        return service.getProtocol() + "://" + service.getHost() + ":" + service.getPort();
    }

    /** The snippet as pasted, pointing at this test's server (the test profile's public base URL does not exist). */
    private String servedHere(String snippet) {
        assertTrue(snippet.contains("src=\"" + base() + "/embed/v1/embed.js\""), snippet);
        return snippet.replace("src=\"" + base() + "/", "src=\"" + here() + "/");
    }

    /** A page of another site (127.0.0.1; the service is on localhost) with the snippet in a 280px column. */
    private String hostPage(String snippet) throws IOException {
        byte[] page = ("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Partner page</title>"
                        + "</head><body style=\"margin:0;padding:16px;background:#eef1f5;font:15px sans-serif\">"
                        + "<div id=\"column\" style=\"width:280px;background:#fff\">" + snippet
                        + "</div></body></html>")
                .getBytes(StandardCharsets.UTF_8);
        hostSite = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        hostSite.createContext("/", exchange -> {
            boolean root = "/".equals(exchange.getRequestURI().getPath());
            exchange.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
            // anything else (the browser's favicon request): an empty answer, no console error
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

    private Object js(String script, Object... args) {
        return browser.executeScript(script, args);
    }
}
