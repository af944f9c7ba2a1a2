package dev.reportwidget.bootstrap.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsServer;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.HeadlessChromium;
import dev.reportwidget.bootstrap.support.Integrations;
import dev.reportwidget.bootstrap.support.Widgets;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A widget's {@code allowedOrigins} as a browser enforces them
 * (docs/reports-and-widgets.md#widget-access): a host page of an allowed origin shows the chart,
 * and a page of any other origin gets nothing, refused by the browser itself through the widget's
 * {@code frame-ancestors}, not by anything of ours on the page.
 *
 * <p>Both host pages are served over HTTPS (an allowed origin is always {@code https}) by one
 * loopback server with a certificate made for the test; the browser resolves the two host names
 * to the loopback address and accepts that certificate.
 */
@QuarkusTest
class EmbedOriginsBrowserTest {

    private static final String ALLOWED_HOST = "partner.example";
    private static final String OTHER_HOST = "elsewhere.example";
    private static final char[] STORE_PASSWORD = "host-pages".toCharArray();

    @TestHTTPResource("/")
    URL service;

    private Path work;
    private HttpsServer hostPages;
    private ExecutorService exchanges;
    private HeadlessChromium chromium;
    private ChromeDriver browser;
    private volatile byte[] page = new byte[0];

    @BeforeEach
    void start() throws Exception {
        String missing = HeadlessChromium.missing(HeadlessChromium.CHROMIUM, HeadlessChromium.CHROMEDRIVER);
        assumeTrue(missing.isEmpty(), () -> "browser test skipped: " + missing);
        work = Files.createTempDirectory("embed-origins-");
        hostPages = HttpsServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        hostPages.setHttpsConfigurator(new HttpsConfigurator(tlsFor(ALLOWED_HOST, OTHER_HOST)));
        hostPages.createContext("/", exchange -> {
            byte[] body = page;
            exchange.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        // a thread per exchange: the browser keeps connections open and opens spare ones
        exchanges = Executors.newCachedThreadPool();
        hostPages.setExecutor(exchanges);
        hostPages.start();

        chromium = HeadlessChromium.start(
                1000,
                720,
                Stream.concat(
                                Stream.of(
                                        "--host-resolver-rules=MAP " + ALLOWED_HOST + " 127.0.0.1, MAP " + OTHER_HOST
                                                + " 127.0.0.1",
                                        "--ignore-certificate-errors"),
                                // the framed document's console (where the browser reports its refusal)
                                HeadlessChromium.FRAMES_IN_ONE_PROCESS.stream())
                        .toList());
        browser = chromium.driver();
    }

    @AfterEach
    void stop() throws IOException {
        if (chromium != null) {
            chromium.close();
        }
        if (hostPages != null) {
            hostPages.stop(0);
            exchanges.shutdownNow();
        }
        if (work != null) {
            try (Stream<Path> files = Files.walk(work)) {
                files.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(java.io.File::delete);
            }
        }
    }

    @Test
    void aPageOfAnAllowedOriginShowsTheChartAndAPageOfAnyOtherIsRefusedByTheBrowser() {
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        Integrations.record(token, "sale", LocalDate.now(ZoneOffset.UTC).toString(), 120);
        long report = owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name", "Partner sales",
                        "period", Map.of("last", 7, "unit", "day"),
                        "dataSets",
                                List.of(Map.of(
                                        "label", "Sales", "color", "#2f7ed8", "filter", Map.of("type", "sale")))))
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        int port = hostPages.getAddress().getPort();
        String allowed = "https://" + ALLOWED_HOST + ":" + port;
        String embedHtml = owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public", "allowedOrigins", List.of(allowed)))
                .put(Widgets.settings(report))
                .then()
                .statusCode(200)
                .extract()
                .path("embedHtml");
        page = hostPage(servedHere(embedHtml));
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30));

        browser.get(allowed + "/");
        enterFrame(wait);
        try {
            wait.until(d -> Boolean.TRUE.equals(browser.executeScript(
                    "return !!(window.Chart && Chart.getChart(document.getElementById('widget-chart')));")));
        } catch (RuntimeException e) {
            throw new AssertionError(
                    "no chart in the frame at " + browser.executeScript("return document.location.href;") + ": "
                            + browser.manage().logs().get(LogType.BROWSER).getAll(),
                    e);
        }
        assertEquals("Partner sales", browser.findElement(By.tagName("h1")).getText());

        browser.switchTo().defaultContent();
        browser.manage().logs().get(LogType.BROWSER).getAll();
        browser.get("https://" + OTHER_HOST + ":" + port + "/");
        enterFrame(wait);
        assertEquals(
                Boolean.FALSE,
                browser.executeScript("return !!document.getElementById('widget-data');"),
                "the browser shows nothing of the widget in a page of another origin");
        browser.switchTo().defaultContent();
        List<String> refusals = browser.manage().logs().get(LogType.BROWSER).getAll().stream()
                .map(entry -> entry.getMessage())
                .filter(message -> message.contains("frame-ancestors"))
                .toList();
        assertTrue(
                refusals.stream().anyMatch(message -> message.contains(allowed)),
                () -> "the browser reports the frame-ancestors refusal naming the allowed origin: "
                        + browser.manage().logs().get(LogType.BROWSER).getAll());
    }

    private void enterFrame(WebDriverWait wait) {
        WebElement frame;
        try {
            frame = wait.until(ExpectedConditions.presenceOfElementLocated(By.tagName("iframe")));
        } catch (RuntimeException e) {
            throw new AssertionError("no frame in " + browser.getCurrentUrl() + ": " + browser.getPageSource(), e);
        }
        // the frame's load event fires for a refused document too (the browser's own error page)
        wait.until(d -> Boolean.TRUE.equals(browser.executeScript("return document.readyState === 'complete';")));
        browser.switchTo().frame(frame);
        wait.until(d -> "complete".equals(browser.executeScript("return document.readyState;")));
    }

    private static byte[] hostPage(String embed) {
        return ("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Partner page</title></head>"
                        + "<body><h2>Partner dashboard</h2>" + embed + "</body></html>")
                .getBytes(StandardCharsets.UTF_8);
    }

    /** The snippet as copied, but pointing at this test's server instead of the configured public base URL. */
    private String servedHere(String embedHtml) {
        String base = ConfigProvider.getConfig().getValue("rw.public-base-url", String.class);
        base = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
        String here = service.getProtocol() + "://" + service.getHost() + ":" + service.getPort();
        return embedHtml.replace("src=\"" + base + "/", "src=\"" + here + "/");
    }

    /** A TLS context with a self-signed certificate for {@code hosts}, made by the JDK's keytool. */
    private SSLContext tlsFor(String... hosts) throws Exception {
        Path store = work.resolve("host-pages.p12");
        StringBuilder names = new StringBuilder("SAN=");
        for (int i = 0; i < hosts.length; i++) {
            names.append(i == 0 ? "" : ",").append("dns:").append(hosts[i]);
        }
        Process keytool = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "keytool")
                                .toString(),
                        "-genkeypair",
                        "-alias",
                        "host-pages",
                        "-keyalg",
                        "EC",
                        "-groupname",
                        "secp256r1",
                        "-dname",
                        "CN=" + hosts[0],
                        "-ext",
                        names.toString(),
                        "-validity",
                        "2",
                        "-storetype",
                        "PKCS12",
                        "-keystore",
                        store.toString(),
                        "-storepass",
                        new String(STORE_PASSWORD))
                .redirectErrorStream(true)
                .start();
        byte[] output = keytool.getInputStream().readAllBytes();
        assertTrue(keytool.waitFor(60, TimeUnit.SECONDS), "keytool finished");
        assertEquals(0, keytool.exitValue(), () -> new String(output, StandardCharsets.UTF_8));
        KeyStore keys = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(store)) {
            keys.load(in, STORE_PASSWORD);
        }
        KeyManagerFactory managers = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        managers.init(keys, STORE_PASSWORD);
        SSLContext tls = SSLContext.getInstance("TLS");
        tls.init(managers.getKeyManagers(), null, null);
        return tls;
    }
}
