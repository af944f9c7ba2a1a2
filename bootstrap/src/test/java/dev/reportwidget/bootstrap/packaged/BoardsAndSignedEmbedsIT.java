package dev.reportwidget.bootstrap.packaged;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.SignedEmbeds;
import io.quarkus.test.junit.QuarkusIntegrationTest;
import io.restassured.http.ContentType;
import java.util.List;
import java.util.Map;
import org.jose4j.jwk.PublicJsonWebKey;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A board for a public link and a backend, and signed embeds of a chart, a number widget and a board
 * that lock two customers each to their own records, with keys of every kind the service verifies.
 */
@QuarkusIntegrationTest
class BoardsAndSignedEmbedsIT {

    private static final String BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

    private static Owner owner;
    private static long report;
    private static long board;

    /** Once per class, on the first test: the service's address is known from then on. */
    @BeforeEach
    void fixture() {
        if (owner != null) {
            return;
        }
        owner = Owner.withRecords();
        owner.ingest(Map.of(
                "type",
                "order",
                "date",
                Owner.today().toString(),
                "value",
                111.25,
                "custom_data",
                Map.of("customer", "a")));
        owner.ingest(Map.of(
                "type",
                "order",
                "date",
                Owner.today().toString(),
                "value",
                222.5,
                "custom_data",
                Map.of("customer", "b")));
        report = owner.api()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name",
                        "Orders",
                        "chartType",
                        "bar",
                        "period",
                        Map.of("last", 7, "unit", "day"),
                        "dataSets",
                        List.of(Map.of(
                                "label",
                                "Orders",
                                "color",
                                "#2f7ed8",
                                "aggregation",
                                "sum",
                                "filter",
                                Map.of("type", "order")))))
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Number>path("id")
                .longValue();
        long sales = owner.report("Sales", "doughnut");
        board = owner.api()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name",
                        "Week at a glance",
                        "items",
                        List.of(
                                Map.of("reportId", report, "widget", "chart", "width", "half"),
                                Map.of("reportId", report, "widget", "number", "width", "half"),
                                Map.of("reportId", sales, "widget", "chart", "width", "full"))))
                .post("/board/config")
                .then()
                .statusCode(201)
                .extract()
                .<Number>path("id")
                .longValue();
    }

    @Test
    void aPublicBoardShowsEveryItemAndABackendGetsEachItemsPayload() {
        String embed = owner.share("/board/config/" + board + "/widget-api", Map.of("access", "public"));
        assertTrue(embed.startsWith("/embed/v1/boards/"), embed);
        String html = given().accept(BROWSER)
                .get(embed)
                .then()
                .statusCode(200)
                .contentType(startsWith("text/html"))
                .extract()
                .asString();
        assertTrue(html.contains("Week at a glance"), html);
        assertTrue(html.split("data-board-item", -1).length - 1 == 3, html);

        owner.share("/board/config/" + board + "/widget-api", Map.of("access", "authenticated"));
        given().header("X-Service-Token", owner.serviceToken())
                .accept("application/json")
                .get("/service_token/v1/boards/" + board)
                .then()
                .statusCode(200)
                .body("board.name", equalTo("Week at a glance"))
                .body("items", hasSize(3))
                .body("items[0].widget.type", equalTo("chart"))
                .body("items[0].reportData.reportChartDataSets[0].data[6]", is(333.75f))
                .body("items[1].widget.type", equalTo("number"))
                .body("items[1].reportData.numbers[0].value", is(333.75f));
    }

    @Test
    void signedEmbedsLockEachCustomerToTheirOwnRecordsWithEveryKeyType() {
        owner.share(
                "/report/config/" + report + "/widget-api", Map.of("access", "authenticated", "allowDownload", true));
        owner.share("/board/config/" + board + "/widget-api", Map.of("access", "authenticated"));
        for (PublicJsonWebKey key : List.of(SignedEmbeds.ecKey(), SignedEmbeds.edKey(), SignedEmbeds.rsaKey())) {
            SignedEmbeds.register(owner.user(), owner.property(), key);
            for (var customer : Map.of("a", 111.25f, "b", 222.5f).entrySet()) {
                Map<String, Object> filter = Map.of("customData", Map.of("customer", customer.getKey()));

                Map<String, Object> chart = SignedEmbeds.claims(report);
                chart.put("params", Map.of("filter", filter, "locale", "de"));
                String chartPath = SignedEmbeds.path(SignedEmbeds.sign(key, chart));
                String chartPage = given().accept(BROWSER)
                        .queryParam("view", "table")
                        .get(chartPath)
                        .then()
                        .statusCode(200)
                        .extract()
                        .asString();
                assertTrue(chartPage.contains("<html lang=\"de\""), chartPage);
                assertTrue(chartPage.contains(german(customer.getValue())), chartPage);
                assertFalse(chartPage.contains(german(customer.getKey().equals("a") ? 222.5f : 111.25f)), chartPage);
                String csv = given().get(chartPath + "/data.csv")
                        .then()
                        .statusCode(200)
                        .extract()
                        .asString();
                assertTrue(csv.contains(Owner.today() + "," + number(customer.getValue())), csv);
                assertFalse(csv.contains(number(customer.getKey().equals("a") ? 222.5f : 111.25f)), csv);

                Map<String, Object> number = SignedEmbeds.claims(report);
                number.put("params", Map.of("filter", filter, "widget", "number"));
                String numberCsv = given().get(SignedEmbeds.path(SignedEmbeds.sign(key, number)) + "/data.csv")
                        .then()
                        .statusCode(200)
                        .extract()
                        .asString();
                assertTrue(numberCsv.contains("Orders," + number(customer.getValue())), numberCsv);

                Map<String, Object> signedBoard = SignedEmbeds.claims(0);
                signedBoard.put("sub", "board:" + board);
                signedBoard.put("params", Map.of("filter", filter, "theme", "dark"));
                String boardPage = given().accept(BROWSER)
                        .queryParam("view", "table")
                        .get(SignedEmbeds.path(SignedEmbeds.sign(key, signedBoard)))
                        .then()
                        .statusCode(200)
                        .extract()
                        .asString();
                assertTrue(boardPage.contains("theme-dark"), boardPage);
                assertTrue(boardPage.contains(number(customer.getValue())), boardPage);
                assertFalse(
                        boardPage.contains(number(customer.getKey().equals("a") ? 222.5f : 111.25f)),
                        "never the other customer's orders: " + boardPage);
            }
        }
        Map<String, Object> expired = SignedEmbeds.claims(report);
        expired.put("exp", 1_000_000_000L);
        given().accept("application/problem+json, */*;q=0.1")
                .get(SignedEmbeds.path(SignedEmbeds.sign(SignedEmbeds.ecKey(), expired)))
                .then()
                .statusCode(403)
                .contentType("application/problem+json");
    }

    @Test
    void theListOfSharedWidgetsNamesTheBoardAndTheReports() {
        owner.share("/board/config/" + board + "/widget-api", Map.of("access", "public"));
        owner.api()
                .get("/board/config/widgets")
                .then()
                .statusCode(200)
                .body("items.find { it.boardId == " + board + " }.access", equalTo("public"));
        owner.api()
                .get("/board/config/" + board)
                .then()
                .statusCode(200)
                .body("items.widget", contains("chart", "number", "chart"));
    }

    /** The value as a German table cell writes it. */
    private static String german(float value) {
        return number(value).replace('.', ',');
    }

    private static String number(float value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Float.toString(value);
    }
}
