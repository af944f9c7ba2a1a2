package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Integrations;
import dev.reportwidget.bootstrap.support.Reports;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import java.io.ByteArrayInputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;

/**
 * A board over HTTP: every item's widget in one answer, for a public link (HTML) and a backend
 * (HTML or JSON), with a placeholder for an item whose report is gone, and the chart's access rules.
 */
@QuarkusTest
class BoardWidgetTest {

    private static final Pattern ITEM = Pattern.compile("data-board-item");

    /** A property with two reports, records for both, and a board of three items, the last one's report deleted. */
    private record Fixture(TestUser owner, long property, long board, long sales, long costs, String token) {}

    private static Fixture fixture() {
        TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        long sales = Reports.create(owner, property);
        long costs = Reports.create(owner, property);
        long gone = Reports.create(owner, property);
        String token = Integrations.serviceToken(owner, property);
        Integrations.record(token, "cost", LocalDate.now(ZoneOffset.UTC).toString(), 12.5);
        Map<String, Object> board = new HashMap<>();
        board.put("name", "Month <at a glance>");
        board.put("desc", "For the team");
        board.put(
                "items",
                List.of(
                        Map.of("reportId", sales, "widget", "chart", "width", "half"),
                        Map.of(
                                "reportId",
                                costs,
                                "widget",
                                "chart",
                                "chartType",
                                "bar",
                                "datasetIndexes",
                                "1",
                                "width",
                                "half"),
                        Map.of("reportId", gone, "widget", "chart", "width", "full")));
        long id = owner.in(property)
                .contentType(ContentType.JSON)
                .body(board)
                .post("/board/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        owner.in(property).delete("/report/config/" + gone).then().statusCode(204);
        return new Fixture(owner, property, id, sales, costs, token);
    }

    private static String share(Fixture f, Map<String, Object> settings) {
        return f.owner()
                .in(f.property())
                .contentType(ContentType.JSON)
                .body(settings)
                .put("/board/config/" + f.board() + "/widget-api")
                .then()
                .statusCode(200)
                .extract()
                .path("embedPath");
    }

    @Test
    void aBrowserGetsTheDocumentGzippedAndAClientThatDoesNotAskGetsItAsItIs() throws Exception {
        Fixture f = fixture();
        String embedPath = share(f, Map.of("access", "public"));
        var client = HttpClient.newHttpClient();
        URI uri = URI.create(RestAssured.baseURI + ":" + RestAssured.port + embedPath);

        var plain = client.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofByteArray());
        var zipped = client.send(
                HttpRequest.newBuilder(uri)
                        .header("Accept-Encoding", "gzip, deflate, br, zstd")
                        .build(),
                HttpResponse.BodyHandlers.ofByteArray());
        // the kept gzipped rendering again: a second browser's load is served from the cache
        var again = client.send(
                HttpRequest.newBuilder(uri).header("Accept-Encoding", "gzip").build(),
                HttpResponse.BodyHandlers.ofByteArray());

        assertEquals(200, plain.statusCode());
        assertEquals(Optional.empty(), plain.headers().firstValue("Content-Encoding"));
        assertEquals("Accept-Encoding", plain.headers().firstValue("Vary").orElseThrow());
        assertEquals("gzip", zipped.headers().firstValue("Content-Encoding").orElseThrow());
        assertEquals("Accept-Encoding", zipped.headers().firstValue("Vary").orElseThrow());
        byte[] inflated;
        try (var in = new GZIPInputStream(new ByteArrayInputStream(zipped.body()))) {
            inflated = in.readAllBytes();
        }
        String document = new String(plain.body(), StandardCharsets.UTF_8);
        assertTrue(document.contains("<main class=\"board-grid\">"), document);
        assertEquals(document, new String(inflated, StandardCharsets.UTF_8));
        assertTrue(zipped.body().length < plain.body().length / 3, zipped.body().length + " of " + plain.body().length);
        assertArrayEquals(zipped.body(), again.body());
    }

    @Test
    void aBackendGetsEveryItemsPayloadInOneAnswerWithAPlaceholderForADeletedReport() {
        Fixture f = fixture();
        share(f, Map.of("access", "authenticated"));

        var payload = given().header("X-Service-Token", f.token())
                .accept(ContentType.JSON)
                .get("/service_token/v1/boards/" + f.board())
                .then()
                .statusCode(200)
                .contentType(ContentType.JSON)
                .body("schemaVersion", is(1))
                .body("board.id", is((int) f.board()))
                .body("board.name", equalTo("Month <at a glance>"))
                .body("board.desc", equalTo("For the team"))
                .body("items", hasSize(3))
                .body("items[0].schemaVersion", is(1))
                .body("items[0].reportData.reportId", is((int) f.sales()))
                .body("items[1].widget.options.chartType", equalTo("bar"))
                .body("items[1].reportData.reportChartDataSets", hasSize(1))
                .body("items[1].reportData.reportChartDataSets[0].label", equalTo("Costs"))
                .body("items[2].placeholder", equalTo("report_deleted"))
                .body("generatedAt", startsWith("20"))
                .extract();
        List<Number> costs = payload.path("items[1].reportData.reportChartDataSets[0].data");
        assertEquals(12.5, costs.stream().mapToDouble(Number::doubleValue).sum(), 1e-9);

        // the same item as its own endpoint answers it
        given().header("X-Service-Token", f.token())
                .accept(ContentType.JSON)
                .queryParam("chartType", "bar")
                .queryParam("datasetIndexes", "1")
                .get("/service_token/v1/reports/" + f.costs() + "/widgets/chart")
                .then()
                .statusCode(403);

        String html = given().header("X-Service-Token", f.token())
                .get("/service_token/v1/boards/" + f.board())
                .then()
                .statusCode(200)
                .contentType("text/html")
                .extract()
                .asString();
        assertEquals(3, count(ITEM, html));
        org.hamcrest.MatcherAssert.assertThat(html, containsString("<h1>Month &lt;at a glance&gt;</h1>"));
        org.hamcrest.MatcherAssert.assertThat(html, containsString("This report was deleted."));
    }

    @Test
    void aNumberItemIsTheNumberWidgetInTheJsonAndTheDocument() {
        TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        long costs = Reports.create(owner, property);
        String token = Integrations.serviceToken(owner, property);
        Integrations.record(token, "cost", LocalDate.now(ZoneOffset.UTC).toString(), 12.5);
        long id = owner.in(property)
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name",
                        "Numbers",
                        "items",
                        List.of(
                                Map.of("reportId", costs, "widget", "number", "datasetIndexes", "1", "width", "third"),
                                Map.of("reportId", costs, "widget", "chart", "width", "full"))))
                .post("/board/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        owner.in(property)
                .contentType(ContentType.JSON)
                .body(Map.of("access", "authenticated"))
                .put("/board/config/" + id + "/widget-api")
                .then()
                .statusCode(200);

        // the number item compares with the previous period by default, as its own endpoint does
        given().header("X-Service-Token", token)
                .accept(ContentType.JSON)
                .get("/service_token/v1/boards/" + id)
                .then()
                .statusCode(200)
                .body("items[0].widget.type", equalTo("number"))
                .body("items[0].widget.options.compare", equalTo("previous_period"))
                .body("items[0].reportData.numbers", hasSize(1))
                .body("items[0].reportData.numbers[0].label", equalTo("Costs"))
                .body("items[0].reportData.numbers[0].value", equalTo(12.5f))
                .body("items[0].reportData.numbers[0].changeRatio", equalTo(null))
                .body("items[1].widget.type", equalTo("chart"));

        String html = given().header("X-Service-Token", token)
                .get("/service_token/v1/boards/" + id)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertEquals(2, count(ITEM, html));
        assertEquals(1, count(Pattern.compile("class=\"widget-number\""), html), "one number item");
        assertEquals(1, count(Pattern.compile("<canvas class=\"widget-canvas\""), html), "one chart item");
    }

    @Test
    void aBackendIsRefusedForADisabledBoardAnotherPropertysAndBadParameters() {
        Fixture f = fixture();
        String board = "/service_token/v1/boards/" + f.board();
        given().header("X-Service-Token", f.token())
                .accept(ContentType.JSON)
                .get(board)
                .then()
                .statusCode(403)
                .contentType("application/problem+json");
        share(f, Map.of("access", "authenticated"));
        TestUser other = Accounts.newUser();
        String theirs = Integrations.serviceToken(other, other.personalPropertyId());
        given().header("X-Service-Token", theirs)
                .accept(ContentType.JSON)
                .get(board)
                .then()
                .statusCode(404);
        given().accept(ContentType.JSON).get(board).then().statusCode(403);
        given().header("X-Service-Token", f.token())
                .accept(ContentType.JSON)
                .queryParam("chartType", "bar")
                .get(board)
                .then()
                .statusCode(400);
        given().header("X-Service-Token", f.token())
                .accept(ContentType.JSON)
                .queryParam("period", "7d")
                .get(board)
                .then()
                .statusCode(400);
        given().header("X-Service-Token", f.token())
                .accept("text/csv")
                .get(board)
                .then()
                .statusCode(406);
    }

    @Test
    void aPublicBoardIsOneDocumentWithOneHeaderItsGridItsPeriodChoicesAndItemDownloads() {
        Fixture f = fixture();
        String path = share(
                f,
                Map.of(
                        "access",
                        "public",
                        "periodChoices",
                        List.of("7d", "30d"),
                        "allowDownload",
                        true,
                        "allowedOrigins",
                        List.of("https://shop.example")));

        String html = given().accept(ContentType.HTML)
                .get(path)
                .then()
                .statusCode(200)
                .contentType("text/html")
                .header("Content-Security-Policy", containsString("frame-ancestors https://shop.example"))
                .header("Cache-Control", "no-store")
                .extract()
                .asString();
        assertEquals(3, count(ITEM, html));
        assertEquals(1, count(Pattern.compile("<h1>"), html));
        assertEquals(1, count(Pattern.compile("id=\"widget-refresh\""), html));
        assertEquals(1, count(Pattern.compile("<select id=\"widget-period\""), html));
        assertEquals(2, count(Pattern.compile("class=\"board-item board-half\""), html));
        assertEquals(2, count(Pattern.compile("class=\"widget-download\""), html), "the placeholder has no download");
        String publicId = path.substring(path.lastIndexOf('/') + 1);
        org.hamcrest.MatcherAssert.assertThat(html, containsString("href=\"" + publicId + "/items/1/data.csv\""));

        given().get(path + "/items/1/data.csv")
                .then()
                .statusCode(200)
                .contentType(containsString("text/csv"))
                .body(containsString("Costs"))
                .body(not(containsString("Sales")));
        given().get(path + "/items/2/data.csv").then().statusCode(404);
        given().get(path + "/items/9/data.csv").then().statusCode(404);
        given().accept(ContentType.HTML)
                .queryParam("period", "7d")
                .get(path)
                .then()
                .statusCode(200);
        given().accept(ContentType.HTML)
                .queryParam("period", "90d")
                .get(path)
                .then()
                .statusCode(400);
        given().accept(ContentType.HTML)
                .queryParam("datasetIndexes", "0")
                .get(path)
                .then()
                .statusCode(400);
        given().accept(ContentType.HTML)
                .queryParam("theme", "dark")
                .queryParam("locale", "de")
                .get(path)
                .then()
                .statusCode(200)
                .body(containsString("<html lang=\"de\">"))
                .body(containsString("theme-dark"))
                .body(containsString("Dieser Bericht wurde gelöscht."));

        share(f, Map.of("access", "public", "allowDownload", false));
        String current = f.owner()
                .in(f.property())
                .get("/board/config/" + f.board() + "/widget-api")
                .then()
                .extract()
                .path("embedPath");
        given().get(current + "/items/1/data.csv").then().statusCode(404);
    }

    @Test
    void aPublicBoardAnswersAsAPublicChartForUnknownDisabledAndReportIds() {
        Fixture f = fixture();
        given().get("/embed/v1/boards/00000000-0000-4000-8000-000000000000")
                .then()
                .statusCode(404)
                .contentType("application/problem+json");
        given().accept(ContentType.HTML)
                .get("/embed/v1/boards/not-an-id")
                .then()
                .statusCode(404)
                .contentType("text/html");
        String path = share(f, Map.of("access", "public"));
        given().accept(ContentType.HTML).get(path).then().statusCode(200);
        share(f, Map.of("access", "disabled"));
        given().accept(ContentType.HTML).get(path).then().statusCode(404);

        f.owner()
                .in(f.property())
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public"))
                .put("/report/config/" + f.sales() + "/widget-api")
                .then()
                .statusCode(200);
        String reportId = f.owner()
                .in(f.property())
                .get("/report/config/" + f.sales() + "/widget-api")
                .then()
                .extract()
                .path("publicId");
        given().get("/embed/v1/boards/" + reportId).then().statusCode(404);
    }

    private static int count(Pattern pattern, String text) {
        Matcher found = pattern.matcher(text);
        int n = 0;
        while (found.find()) {
            n++;
        }
        return n;
    }
}
