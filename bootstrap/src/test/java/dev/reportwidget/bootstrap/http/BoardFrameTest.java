package dev.reportwidget.bootstrap.http;

import static dev.reportwidget.bootstrap.support.SignedEmbeds.claims;
import static dev.reportwidget.bootstrap.support.SignedEmbeds.sign;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Integrations;
import dev.reportwidget.bootstrap.support.Reports;
import dev.reportwidget.bootstrap.support.SignedEmbeds;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.net.URL;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.microprofile.config.ConfigProvider;
import org.jose4j.jwk.PublicJsonWebKey;
import org.junit.jupiter.api.Test;

/**
 * A public board's link previews (Open Graph and oEmbed, followed as a consumer follows them, on the
 * same endpoint as a chart's), and the error pages of a board, which speak of the board in the
 * viewer's language.
 */
@QuarkusTest
class BoardFrameTest {

    private static final Pattern OEMBED_LINK =
            Pattern.compile("<link rel=\"alternate\" type=\"application/json\\+oembed\" href=\"([^\"]+)\"[^>]*>");

    @TestHTTPResource("/")
    URL service;

    /** A board of two half-width items and a full-width one: two rows from 600 px, three below. */
    private record Fixture(TestUser owner, long property, long report, long board, String token) {

        String share(Map<String, Object> settings) {
            return owner.in(property)
                    .contentType(ContentType.JSON)
                    .body(settings)
                    .put("/board/config/" + board + "/widget-api")
                    .then()
                    .statusCode(200)
                    .extract()
                    .path("embedPath");
        }
    }

    private static Fixture fixture() {
        TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        long report = Reports.create(owner, property);
        Map<String, Object> board = new HashMap<>();
        board.put("name", "Month <at a glance>");
        board.put("desc", "For the team");
        board.put(
                "items",
                List.of(
                        Map.of("reportId", report, "widget", "chart", "width", "half"),
                        Map.of("reportId", report, "widget", "number", "width", "half"),
                        Map.of("reportId", report, "widget", "chart", "width", "full")));
        long id = owner.in(property)
                .contentType(ContentType.JSON)
                .body(board)
                .post("/board/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        return new Fixture(owner, property, report, id, Integrations.serviceToken(owner, property));
    }

    @Test
    void aPublicBoardCarriesOpenGraphAndAnOEmbedLinkThatAConsumerFollows() {
        Fixture f = fixture();
        String path = f.share(Map.of("access", "public"));
        String html = given().accept(WidgetFrameTest.BROWSER_ACCEPT)
                .get(path)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertTrue(html.contains("<meta property=\"og:title\" content=\"Month &lt;at a glance&gt;\">"), html);
        assertTrue(html.contains("<meta property=\"og:description\" content=\"For the team\">"), html);
        Matcher link = OEMBED_LINK.matcher(html);
        assertTrue(link.find(), html);
        String discovered = unescape(link.group(1));
        assertEquals(base() + "/oembed?url=" + URLEncoder.encode(base() + path, StandardCharsets.UTF_8), discovered);
        // the configured public base URL of the test profile does not exist: ask this test's server
        String endpoint = here() + discovered.substring(base().length());

        given().urlEncodingEnabled(false)
                .get(endpoint)
                .then()
                .statusCode(200)
                .contentType(ContentType.JSON)
                .body("version", equalTo("1.0"))
                .body("type", equalTo("rich"))
                .body("title", equalTo("Month <at a glance>"))
                .body("provider_name", equalTo("Report widget"))
                .body("width", is(600))
                // the header, and two rows: the two half-width items side by side, then the full one
                .body("height", is(80 + 2 * 340))
                .body("html", startsWith("<iframe data-report-widget src=\"" + base() + path + "\""))
                .body("html", containsString("width=\"600\" height=\"760\""))
                .body("html", containsString("title=\"Board: Month &lt;at a glance&gt;\""))
                .body("html", not(containsString("<at")));
        // below the grid's 600 px every item takes a row; maxheight bounds the frame
        given().urlEncodingEnabled(false)
                .get(endpoint + "&maxwidth=400")
                .then()
                .statusCode(200)
                .body("width", is(400))
                .body("height", is(80 + 3 * 340));
        given().queryParam("url", base() + path + "?theme=dark&locale=de")
                .queryParam("maxheight", "500")
                .get("/oembed")
                .then()
                .statusCode(200)
                .body("width", is(600))
                .body("height", is(500))
                .body("html", containsString(path + "?theme=dark&amp;locale=de\""));

        // a board's public ID is no chart's: the two kinds of URL do not mix
        String publicId = path.substring(path.lastIndexOf('/') + 1);
        given().queryParam("url", base() + "/embed/v1/reports/" + publicId + "/widgets/chart")
                .get("/oembed")
                .then()
                .statusCode(404)
                .contentType("application/problem+json");
        given().queryParam("url", base() + path + "/items/0/data.csv")
                .get("/oembed")
                .then()
                .statusCode(404);

        // a backend's document is no public link: no discovery
        f.share(Map.of("access", "authenticated"));
        String backend = given().header("X-Service-Token", f.token())
                .accept(ContentType.HTML)
                .get("/service_token/v1/boards/" + f.board())
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertFalse(OEMBED_LINK.matcher(backend).find(), backend);
        assertTrue(backend.contains("og:description"), backend);
        given().urlEncodingEnabled(false).get(endpoint).then().statusCode(404);
    }

    @Test
    void anUnknownRotatedDisabledOrExpiredBoardLinkHasNoOEmbed() throws InterruptedException {
        Fixture f = fixture();
        given().queryParam("url", base() + "/embed/v1/boards/" + UUID.randomUUID())
                .get("/oembed")
                .then()
                .statusCode(404)
                .contentType("application/problem+json");
        String first = f.share(Map.of("access", "public"));
        oembed(first).then().statusCode(200);
        String rotated = f.owner()
                .in(f.property())
                .post("/board/config/" + f.board() + "/widget-api/rotate")
                .then()
                .statusCode(200)
                .extract()
                .path("embedPath");
        oembed(first).then().statusCode(404);
        oembed(rotated).then().statusCode(200);
        f.share(Map.of("access", "disabled"));
        oembed(rotated).then().statusCode(404);

        Instant expiry = Instant.now().plusMillis(1200).truncatedTo(ChronoUnit.MILLIS);
        String expiring = f.share(Map.of("access", "public", "expiresAt", expiry.toString()));
        oembed(expiring).then().statusCode(200);
        Thread.sleep(Math.max(0, expiry.toEpochMilli() - System.currentTimeMillis()) + 50);
        given().get(expiring).then().statusCode(410);
        oembed(expiring).then().statusCode(404).contentType("application/problem+json");
    }

    @Test
    void aBoardsErrorPagesSpeakOfTheBoardInTheViewersLanguage() {
        Fixture f = fixture();
        String path = f.share(Map.of("access", "public"));
        f.share(Map.of("access", "disabled"));
        String page = given().accept(WidgetFrameTest.BROWSER_ACCEPT)
                .get(path)
                .then()
                .statusCode(404)
                .contentType(startsWith("text/html"))
                .extract()
                .asString();
        assertTrue(page.contains("This board does not exist or is no longer shared."), page);
        assertFalse(page.contains("This chart"), page);
        given().accept(WidgetFrameTest.BROWSER_ACCEPT)
                .queryParam("locale", "de")
                .get(path)
                .then()
                .statusCode(404)
                .body(containsString("Diese Übersicht gibt es nicht oder sie wird nicht mehr geteilt."));
        given().accept(WidgetFrameTest.BROWSER_ACCEPT)
                .header("X-Service-Token", f.token())
                .get("/service_token/v1/boards/" + f.board())
                .then()
                .statusCode(403)
                .body(containsString("This board is not available here."));

        // a signed board's refused token: the board's link has expired, before and after verification alike
        f.share(Map.of("access", "authenticated"));
        PublicJsonWebKey key = SignedEmbeds.ecKey();
        SignedEmbeds.register(f.owner(), f.property(), key);
        long now = Instant.now().getEpochSecond();
        Map<String, Object> expired = claims(0);
        expired.put("sub", "board:" + f.board());
        expired.put("iat", now - 3600);
        expired.put("exp", now - 60);
        given().accept(WidgetFrameTest.BROWSER_ACCEPT)
                .get(SignedEmbeds.path(sign(key, expired)))
                .then()
                .statusCode(403)
                .body(containsString("This board link has expired."))
                .body(containsString("data-reason=\"token_expired\""));
        // a report's signed embed keeps the chart's words
        Map<String, Object> report = claims(f.report());
        report.put("iat", now - 3600);
        report.put("exp", now - 60);
        given().accept(WidgetFrameTest.BROWSER_ACCEPT)
                .get(SignedEmbeds.path(sign(key, report)))
                .then()
                .statusCode(403)
                .body(containsString("This chart link has expired."));
    }

    private static io.restassured.response.Response oembed(String embedPath) {
        return given().queryParam("url", base() + embedPath).get("/oembed");
    }

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
