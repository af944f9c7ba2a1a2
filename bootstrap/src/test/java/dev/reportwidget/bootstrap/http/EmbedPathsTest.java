package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Reports;
import dev.reportwidget.bootstrap.support.SignedEmbeds;
import dev.reportwidget.bootstrap.support.Widgets;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.net.URI;
import java.net.URL;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.microprofile.config.ConfigProvider;
import org.jose4j.jwk.PublicJsonWebKey;
import org.junit.jupiter.api.Test;

/**
 * Every embed address is exact: the documents link to their downloads, Refresh and period choices
 * relative to their own path, so a trailing-slash variant of a path is not the document (it would
 * serve links that lead nowhere) but answers 404 like any unknown path; and every link of every
 * served document resolves.
 */
@QuarkusTest
class EmbedPathsTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern ATTRIBUTE = Pattern.compile("\\s(?:href|src)=\"([^\"]+)\"");
    private static final Pattern SCRIPT_DATA =
            Pattern.compile("<script type=\"application/json\"[^>]*>(.*?)</script>", Pattern.DOTALL);

    @TestHTTPResource("/")
    URL service;

    /** Every kind of embed document of one property, shared with downloads and period choices. */
    private record Embeds(
            String chart, String number, String board, String signedChart, String signedNumber, String signedBoard) {

        List<String> documents() {
            return List.of(chart, number, board, signedChart, signedNumber, signedBoard);
        }

        /** Every embed path: the documents, their downloads, the script. */
        List<String> paths() {
            return List.of(
                    chart,
                    chart + "/data.csv",
                    number,
                    number + "/data.csv",
                    board,
                    board + "/items/0/data.csv",
                    signedChart,
                    signedChart + "/data.csv",
                    signedNumber,
                    signedNumber + "/data.csv",
                    signedBoard,
                    signedBoard + "/items/1/data.csv",
                    "/embed/v1/embed.js");
        }
    }

    private static Embeds embeds() {
        TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        long report = Reports.create(owner, property);
        Map<String, Object> sharing =
                Map.of("access", "public", "allowDownload", true, "periodChoices", List.of("7d", "30d"));
        String chart = owner.request()
                .contentType(ContentType.JSON)
                .body(sharing)
                .put(Widgets.settings(report))
                .then()
                .statusCode(200)
                .extract()
                .path("embedPath");
        long board = owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name",
                        "Month",
                        "items",
                        List.of(
                                Map.of("reportId", report, "widget", "chart", "width", "half"),
                                Map.of("reportId", report, "widget", "number", "width", "half"))))
                .post("/board/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        String boardPath = owner.request()
                .contentType(ContentType.JSON)
                .body(sharing)
                .put("/board/config/" + board + "/widget-api")
                .then()
                .statusCode(200)
                .extract()
                .path("embedPath");
        PublicJsonWebKey key = SignedEmbeds.ecKey();
        SignedEmbeds.register(owner, property, key);
        return new Embeds(
                chart,
                chart.replace("/widgets/chart", "/widgets/number"),
                boardPath,
                signed(key, Long.toString(report), Map.of()),
                signed(key, Long.toString(report), Map.of("params", Map.of("widget", "number"))),
                signed(key, "board:" + board, Map.of()));
    }

    private static String signed(PublicJsonWebKey key, String sub, Map<String, Object> more) {
        Map<String, Object> claims = SignedEmbeds.claims(0);
        claims.put("sub", sub);
        claims.putAll(more);
        return SignedEmbeds.path(SignedEmbeds.sign(key, claims));
    }

    @Test
    void aTrailingSlashIsNoEmbedAddressAndAnswers404LikeAnyUnknownPath() {
        Embeds embeds = embeds();
        Response unknown = given().accept(ContentType.JSON).get("/embed/v1/no-such-embed");
        assertEquals(404, unknown.statusCode());

        for (String path : embeds.paths()) {
            assertEquals(200, given().get(path).statusCode(), path);
            for (String accept : List.of(ContentType.JSON.toString(), WidgetFrameTest.BROWSER_ACCEPT)) {
                Response slashed = given().accept(accept).get(path + "/");
                assertEquals(404, slashed.statusCode(), path + "/ with Accept " + accept);
                assertEquals(unknown.contentType(), slashed.contentType(), path + "/");
                assertEquals(
                        unknown.jsonPath().getString("detail"),
                        slashed.jsonPath().getString("detail"),
                        path);
            }
            // the query does not make it an address either
            assertEquals(404, given().get(path + "/?theme=dark").statusCode(), path);
        }
    }

    @Test
    void everyLinkOfEveryEmbedDocumentResolvesToAnAnswer() {
        Embeds embeds = embeds();
        for (String document : embeds.documents()) {
            URI page = URI.create(here() + document);
            String html = given().urlEncodingEnabled(false)
                    .accept(WidgetFrameTest.BROWSER_ACCEPT)
                    .get(page)
                    .then()
                    .statusCode(200)
                    .extract()
                    .asString();
            Set<URI> links = links(page, html);
            assertFalse(links.isEmpty(), document);
            for (URI link : links) {
                int status = given().urlEncodingEnabled(false).get(link).statusCode();
                assertEquals(200, status, "the link " + link + " of " + document);
            }
        }
    }

    /**
     * The addresses a browser follows from a document: its stylesheet, scripts, oEmbed link and
     * Download CSV links, and what its Refresh button and period selector load, each resolved
     * against the document's own URL (the public base URL of the test profile does not exist: its
     * links are asked of this test's server).
     */
    private Set<URI> links(URI page, String html) {
        List<String> written = new ArrayList<>();
        Matcher attribute = ATTRIBUTE.matcher(html);
        while (attribute.find()) {
            written.add(attribute.group(1).replace("&amp;", "&"));
        }
        Matcher data = SCRIPT_DATA.matcher(html);
        while (data.find()) {
            JsonNode widget;
            try {
                widget = JSON.readTree(data.group(1));
            } catch (java.io.IOException e) {
                throw new AssertionError("the document's data is no JSON: " + data.group(1), e);
            }
            if (widget.hasNonNull("refreshUrl")) {
                written.add(widget.get("refreshUrl").asText());
            }
            widget.path("periodUrls").forEach(url -> written.add(url.asText()));
        }
        Set<URI> links = new LinkedHashSet<>();
        for (String link : written) {
            if (link.startsWith("data:") || link.startsWith("#")) {
                continue;
            }
            if (link.startsWith(base())) {
                links.add(URI.create(here() + link.substring(base().length())));
            } else if (link.startsWith("?")) {
                // a query of the document itself (java.net.URI would resolve it against the folder);
                // an empty one ("?", the widget's own period) is the document's URL
                String query = link.equals("?") ? "" : link;
                links.add(URI.create(page.toString().replaceFirst("\\?.*$", "") + query));
            } else {
                links.add(page.resolve(link));
            }
        }
        return links;
    }

    private static String base() {
        String base = ConfigProvider.getConfig().getValue("rw.public-base-url", String.class);
        return base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
    }

    private String here() {
        return service.getProtocol() + "://" + service.getHost() + ":" + service.getPort();
    }
}
