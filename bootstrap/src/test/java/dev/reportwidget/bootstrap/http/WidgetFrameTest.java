package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.lessThanOrEqualTo;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Widgets;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URL;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPOutputStream;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;

/**
 * The widget inside a customer's page: the error pages a browser in an iframe gets (and the
 * problems every other client keeps getting), link previews (Open Graph and oEmbed, followed as a
 * consumer follows them), and the host page's embed.js.
 */
@QuarkusTest
class WidgetFrameTest {

    /** What Chromium sends when it loads an iframe's document. */
    static final String BROWSER_ACCEPT =
            "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";

    private static final String WIDGET_CSP = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
            + "img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors *";
    private static final Pattern SCRIPT = Pattern.compile("<script([^>]*)>(.*?)</script>", Pattern.DOTALL);
    private static final Pattern OEMBED_LINK =
            Pattern.compile("<link rel=\"alternate\" type=\"application/json\\+oembed\" href=\"([^\"]+)\"[^>]*>");

    @TestHTTPResource("/")
    URL service;

    private static String publicUrl(String publicId) {
        return "/embed/v1/reports/" + publicId + "/widgets/chart";
    }

    /** Checks what every error page shares and answers its body. */
    private static String errorPage(Response response, int status, String reason, String id) {
        response.then()
                .statusCode(status)
                .contentType(startsWith("text/html"))
                .header("Content-Security-Policy", WIDGET_CSP)
                .header("Referrer-Policy", "no-referrer")
                .header("X-Content-Type-Options", "nosniff")
                .header("Cache-Control", "no-store")
                .header("Vary", containsString("Accept"));
        String html = response.asString();
        assertTrue(
                html.contains("<meta name=\"report-widget-error\" content=\"" + status + "\" data-reason=\"" + reason
                        + "\">"),
                html);
        assertTrue(html.contains("<meta name=\"report-widget-id\" content=\"" + id + "\">"), html);
        List<String> scripts = new ArrayList<>();
        Matcher script = SCRIPT.matcher(html);
        while (script.find()) {
            assertEquals("", script.group(2), "no inline script: " + html);
            scripts.add(script.group(1).trim());
        }
        assertEquals(1, scripts.size(), html);
        assertTrue(scripts.get(0).matches("src=\"/widget-assets/chart-widget\\.js\\?v=[0-9a-f]{12}\""), scripts.get(0));
        assertFalse(html.contains("widget-data"), "no report data");
        return html;
    }

    @Test
    void anUnknownPublicIdAnswersABrowserAThemedLocalisedPageAndEveryoneElseTheProblem() {
        String unknown = UUID.randomUUID().toString();
        String html = errorPage(
                given().accept(BROWSER_ACCEPT)
                        .queryParam("theme", "dark")
                        .queryParam("locale", "de-AT")
                        .get(publicUrl(unknown)),
                404,
                "not_found",
                unknown);
        assertTrue(html.contains("<html lang=\"de\""), html);
        assertTrue(html.contains("Dieses Diagramm gibt es nicht oder es wird nicht mehr geteilt."), html);
        assertTrue(html.contains("class=\"theme-dark\""), html);
        assertTrue(html.contains("--widget-background: #1b1f24"), html);

        // in English and the light theme without (or with invalid) options
        String plain = errorPage(given().accept("text/html").get(publicUrl(unknown)), 404, "not_found", unknown);
        assertTrue(plain.contains("This chart does not exist or is no longer shared."), plain);
        assertTrue(plain.contains("class=\"theme-report\""), plain);

        for (String accept :
                List.of("*/*", "text/html;q=0.5, application/json", "text/html;q=0.8, application/problem+json")) {
            given().accept(accept)
                    .get(publicUrl(unknown))
                    .then()
                    .statusCode(404)
                    .contentType("application/problem+json")
                    .header("Vary", containsString("Accept"))
                    .body("status", is(404));
        }
        // no Accept at all is no preference for HTML either
        given().header("Accept", "")
                .get(publicUrl(unknown))
                .then()
                .statusCode(404)
                .contentType("application/problem+json");
    }

    @Test
    void aBadOptionIsAPageForABrowserInItsLanguageAndA400ProblemOtherwise() {
        var f = WidgetDeliveryTest.fixture("disabled");
        String publicId = f.goPublic();
        String html = errorPage(
                given().accept(BROWSER_ACCEPT)
                        .queryParam("view", "cards")
                        .queryParam("locale", "fr")
                        .get(publicUrl(publicId)),
                400,
                "bad_request",
                publicId);
        assertTrue(html.contains("Ce lien de graphique n&#39;est pas valide."), html);
        given().queryParam("view", "cards")
                .get(publicUrl(publicId))
                .then()
                .statusCode(400)
                .contentType("application/problem+json");
    }

    @Test
    void anExpiredLinkIs410ForBothKindsOfClient() throws InterruptedException {
        var f = WidgetDeliveryTest.fixture("disabled");
        Instant expiry = Instant.now().plusMillis(1500).truncatedTo(ChronoUnit.MILLIS);
        String publicId = f.owner()
                .request()
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public", "expiresAt", expiry.toString()))
                .put(Widgets.settings(f.reportId()))
                .then()
                .statusCode(200)
                .extract()
                .path("publicId");
        Thread.sleep(Math.max(0, expiry.toEpochMilli() - System.currentTimeMillis()) + 50);

        String html = errorPage(
                given().accept(BROWSER_ACCEPT).queryParam("locale", "ja").get(publicUrl(publicId)),
                410,
                "expired",
                publicId);
        assertTrue(html.contains("このグラフのリンクは有効期限が切れています。"), html);
        assertFalse(html.contains("Sales"), "nothing of the report");
        given().get(publicUrl(publicId)).then().statusCode(410).contentType("application/problem+json");
    }

    @Test
    void theServiceTokenEndpointAnswersABrowserWithPagesForDisabledAndForeignReports() {
        var f = WidgetDeliveryTest.fixture("disabled");
        String id = Long.toString(f.reportId());
        String html = errorPage(
                given().accept(BROWSER_ACCEPT)
                        .header("X-Service-Token", f.serviceToken())
                        .queryParam("theme", "auto")
                        .get(f.widget()),
                403,
                "forbidden",
                id);
        assertTrue(html.contains("class=\"theme-auto\""), html);
        assertTrue(html.contains("This chart is not available here."), html);
        given().accept(ContentType.JSON)
                .header("X-Service-Token", f.serviceToken())
                .get(f.widget())
                .then()
                .statusCode(403)
                .contentType("application/problem+json");

        var other = WidgetDeliveryTest.fixture("authenticated");
        errorPage(
                given().accept("text/html")
                        .header("X-Service-Token", f.serviceToken())
                        .get(other.widget()),
                404,
                "not_found",
                Long.toString(other.reportId()));
        given().header("X-Service-Token", f.serviceToken())
                .accept(ContentType.JSON)
                .get(other.widget())
                .then()
                .statusCode(404)
                .contentType("application/problem+json");
    }

    @Test
    void theWidgetPageCarriesOpenGraphAndOEmbedDiscoveryAndNamesItselfForItsFrame() {
        var f = WidgetDeliveryTest.fixture("disabled");
        String publicId = f.goPublic();
        String html = given().accept(BROWSER_ACCEPT)
                .get(publicUrl(publicId))
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertTrue(
                html.contains(
                        "<meta property=\"og:title\" content=\"Sales &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;\">"),
                html);
        assertTrue(html.contains("<meta property=\"og:description\" content=\"Three days\">"), html);
        assertTrue(html.contains("<meta name=\"report-widget-id\" content=\"" + publicId + "\">"), html);
        Matcher link = OEMBED_LINK.matcher(html);
        assertTrue(link.find(), html);
        assertEquals(
                base() + "/oembed?url=" + URLEncoder.encode(base() + publicUrl(publicId), StandardCharsets.UTF_8),
                unescape(link.group(1)));

        // a backend's document names the report and is no public link
        String backend = given().accept("text/html")
                .header("X-Service-Token", f.serviceToken())
                .get(f.widget())
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertTrue(backend.contains("<meta name=\"report-widget-id\" content=\"" + f.reportId() + "\">"), backend);
        assertFalse(OEMBED_LINK.matcher(backend).find(), "no oEmbed discovery for a backend's document");
        assertTrue(backend.contains("og:title"), backend);
    }

    @Test
    void anOEmbedConsumerDiscoversTheEndpointFromThePageAndGetsARichObject() {
        var f = WidgetDeliveryTest.fixture("disabled");
        String publicId = f.goPublic();
        String page = given().get(publicUrl(publicId))
                .then()
                .statusCode(200)
                .extract()
                .asString();
        Matcher link = OEMBED_LINK.matcher(page);
        assertTrue(link.find(), page);
        String discovered = unescape(link.group(1));
        assertTrue(discovered.startsWith(base() + "/oembed?"), discovered);
        // the configured public base URL of the test profile does not exist: ask this test's server
        String endpoint = here() + discovered.substring(base().length());

        given().urlEncodingEnabled(false)
                .get(endpoint + "&maxwidth=400&maxheight=1000&format=json")
                .then()
                .statusCode(200)
                .contentType(ContentType.JSON)
                .body("version", equalTo("1.0"))
                .body("type", equalTo("rich"))
                .body("width", is(400))
                .body("height", is(420))
                .body("width", lessThanOrEqualTo(400))
                .body("title", equalTo("Sales </script><script>alert(1)</script>"))
                .body("provider_name", equalTo("Report widget"))
                .body("html", startsWith("<iframe data-report-widget src=\"" + base() + publicUrl(publicId) + "\""))
                .body("html", containsString("width=\"400\" height=\"420\""))
                .body("html", containsString("title=\"Chart: Sales &lt;/script&gt;"))
                .body("html", not(containsString("<script")));
        given().queryParam("url", base() + publicUrl(publicId) + "?theme=dark&view=table")
                .queryParam("maxheight", "300")
                .get("/oembed")
                .then()
                .statusCode(200)
                .body("width", is(600))
                .body("height", is(300))
                .body("html", containsString("?theme=dark&amp;view=table\""));

        // format=xml is not implemented (oEmbed's 501); bad bounds are 400
        given().urlEncodingEnabled(false)
                .get(endpoint + "&format=xml")
                .then()
                .statusCode(501)
                .contentType("application/problem+json");
        given().urlEncodingEnabled(false)
                .get(endpoint + "&maxwidth=wide")
                .then()
                .statusCode(400);

        // unknown, foreign, another path, non-public and expired links are not found
        for (String url : List.of(
                base() + publicUrl(UUID.randomUUID().toString()),
                "https://elsewhere.example.test" + publicUrl(publicId),
                base() + "/service_token/v1/reports/" + f.reportId() + "/widgets/chart",
                "not a url")) {
            given().queryParam("url", url)
                    .get("/oembed")
                    .then()
                    .statusCode(404)
                    .contentType("application/problem+json");
        }
        f.access("authenticated");
        given().urlEncodingEnabled(false).get(endpoint).then().statusCode(404);
    }

    @Test
    void aNumberWidgetsPageDiscoversItsOwnOEmbedAndItsIframeIsTheNumberWidget() {
        var f = WidgetDeliveryTest.fixture("disabled");
        String publicId = f.goPublic();
        String numberUrl = publicUrl(publicId).replace("/widgets/chart", "/widgets/number");
        String page = given().get(numberUrl).then().statusCode(200).extract().asString();
        Matcher link = OEMBED_LINK.matcher(page);
        assertTrue(link.find(), page);
        String discovered = unescape(link.group(1));
        assertTrue(discovered.contains("%2Fwidgets%2Fnumber"), discovered);
        String endpoint = here() + discovered.substring(base().length());

        given().urlEncodingEnabled(false)
                .get(endpoint)
                .then()
                .statusCode(200)
                .body("height", is(260))
                .body("html", startsWith("<iframe data-report-widget src=\"" + base() + numberUrl + "\""))
                .body("html", containsString("title=\"Numbers: Sales"));
        f.access("authenticated");
        given().urlEncodingEnabled(false).get(endpoint).then().statusCode(404);
    }

    @Test
    void anExpiredLinkHasNoOEmbed() throws InterruptedException {
        var f = WidgetDeliveryTest.fixture("disabled");
        Instant expiry = Instant.now().plusMillis(1200).truncatedTo(ChronoUnit.MILLIS);
        String publicId = f.owner()
                .request()
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public", "expiresAt", expiry.toString()))
                .put(Widgets.settings(f.reportId()))
                .then()
                .statusCode(200)
                .extract()
                .path("publicId");
        given().queryParam("url", base() + publicUrl(publicId))
                .get("/oembed")
                .then()
                .statusCode(200);
        Thread.sleep(Math.max(0, expiry.toEpochMilli() - System.currentTimeMillis()) + 50);
        given().queryParam("url", base() + publicUrl(publicId))
                .get("/oembed")
                .then()
                .statusCode(404)
                .contentType("application/problem+json");
    }

    @Test
    void embedJsIsSmallCachedForAYearWithAnETagAndTheSettingsOfferTheSnippetThatUsesIt() throws IOException {
        Response script = given().get("/embed/v1/embed.js");
        script.then()
                .statusCode(200)
                .contentType(containsString("javascript"))
                .header("Cache-Control", "public, max-age=31536000, immutable")
                .header("X-Content-Type-Options", "nosniff");
        String etag = script.header("ETag");
        assertTrue(etag != null && etag.matches("\"[0-9a-f]{32}\""), etag);
        byte[] body = script.asByteArray();
        ByteArrayOutputStream gzipped = new ByteArrayOutputStream();
        try (GZIPOutputStream gzip = new GZIPOutputStream(gzipped)) {
            gzip.write(body);
        }
        assertTrue(gzipped.size() < 4096, "under 4 KB gzipped: " + gzipped.size());
        String source = new String(body, StandardCharsets.UTF_8);
        assertTrue(source.contains("iframe[data-report-widget]"), source);
        assertFalse(source.contains("import ") || source.contains("require("), "no dependencies");

        given().header("If-None-Match", etag)
                .get("/embed/v1/embed.js")
                .then()
                .statusCode(304)
                .header("ETag", etag)
                .header("Cache-Control", "public, max-age=31536000, immutable");
        given().header("If-None-Match", "\"something-else\"")
                .get("/embed/v1/embed.js")
                .then()
                .statusCode(200);

        var f = WidgetDeliveryTest.fixture("disabled");
        String snippet = Widgets.changeAccess(f.owner(), f.reportId(), "public")
                .statusCode(200)
                .extract()
                .path("embedScriptHtml");
        String embedHtml = Widgets.changeAccess(f.owner(), f.reportId(), "public")
                .statusCode(200)
                .extract()
                .path("embedHtml");
        assertEquals(
                embedHtml.replaceFirst("^<iframe ", "<iframe data-report-widget ") + "\n<script async src=\"" + base()
                        + "/embed/v1/embed.js\"></script>",
                snippet);
    }

    /** The configured public base URL, without its trailing slash. */
    private static String base() {
        String base = ConfigProvider.getConfig().getValue("rw.public-base-url", String.class);
        return base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
    }

    private String here() {
        return service.getProtocol() + "://" + service.getHost() + ":" + service.getPort();
    }

    private static String unescape(String attribute) {
        return attribute.replace("&amp;", "&").replace("&quot;", "\"").replace("&#39;", "'");
    }
}
