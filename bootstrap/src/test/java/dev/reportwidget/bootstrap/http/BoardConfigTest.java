package dev.reportwidget.bootstrap.http;

import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.not;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Reports;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Board definitions over HTTP: create, list, read, replace and delete within the selected property. */
@QuarkusTest
class BoardConfigTest {

    private static Map<String, Object> chart(long report) {
        return Map.of("reportId", report, "widget", "chart", "width", "full");
    }

    private static Map<String, Object> board(String name, List<Map<String, Object>> items) {
        Map<String, Object> board = new HashMap<>();
        board.put("name", name);
        board.put("items", items);
        return board;
    }

    private static long create(TestUser user, long property, Map<String, Object> board) {
        return user.in(property)
                .contentType(ContentType.JSON)
                .body(board)
                .post("/board/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
    }

    @Test
    void createAnswers201WithLocationAndTheBoardAsGivenAtRevision1() {
        TestUser user = Accounts.newUser();
        long sales = Reports.create(user, user.personalPropertyId());
        Map<String, Object> board = board(
                "Your month at a glance",
                List.of(
                        Map.of(
                                "reportId", sales,
                                "widget", "chart",
                                "chartType", "bar",
                                "datasetIndexes", "1,0",
                                "compare", "previous_year",
                                "width", "half"),
                        Map.of("reportId", sales, "widget", "number", "width", "third")));
        board.put("desc", "For each customer");
        board.put("period", Map.of("last", 3, "unit", "month"));

        user.request()
                .contentType(ContentType.JSON)
                .body(board)
                .post("/board/config")
                .then()
                .statusCode(201)
                .header("Location", org.hamcrest.Matchers.matchesPattern(".*/board/config/\\d+$"))
                .body("revision", is(1))
                .body("name", equalTo("Your month at a glance"))
                .body("desc", equalTo("For each customer"))
                .body("period.last", is(3))
                .body("period.unit", equalTo("month"))
                .body("items", hasSize(2))
                .body("items[0].reportId", is((int) sales))
                .body("items[0].chartType", equalTo("bar"))
                .body("items[0].datasetIndexes", equalTo("1,0"))
                .body("items[0].compare", equalTo("previous_year"))
                .body("items[0].width", equalTo("half"))
                .body("items[1].widget", equalTo("number"))
                .body("items[1].containsKey('chartType')", is(false))
                .body("items[1].containsKey('datasetIndexes')", is(false))
                .body("items[1].containsKey('compare')", is(false));
    }

    @Test
    void aBoardIsReadListedReplacedAndDeletedInItsProperty() {
        TestUser user = Accounts.newUser();
        long sales = Reports.create(user, user.personalPropertyId());
        long id = create(user, user.personalPropertyId(), board("Glance", List.of(chart(sales))));

        user.request()
                .get("/board/config/" + id)
                .then()
                .statusCode(200)
                .body("id", is((int) id))
                .body("containsKey('period')", is(false))
                .body("items[0].widget", equalTo("chart"));
        user.request().get("/board/config").then().statusCode(200).body("items.id", hasItem((int) id));

        Map<String, Object> changed = board("Renamed", List.of(chart(sales), chart(sales)));
        changed.put("period", Map.of("from", "2026-01-01", "to", "2026-01-31"));
        user.request()
                .contentType(ContentType.JSON)
                .body(changed)
                .put("/board/config/" + id)
                .then()
                .statusCode(200)
                .body("revision", is(2))
                .body("name", equalTo("Renamed"))
                .body("period.from", equalTo("2026-01-01"))
                .body("items", hasSize(2));
        user.request().get("/board/config/" + id).then().statusCode(200).body("revision", is(2));

        user.request().delete("/board/config/" + id).then().statusCode(204);
        user.request().get("/board/config/" + id).then().statusCode(404);
        user.request().get("/board/config").then().statusCode(200).body("items.id", not(hasItem((int) id)));
    }

    @Test
    void anItemOfAnotherPropertysReportIsRefusedNamingTheItem() {
        TestUser user = Accounts.newUser();
        long shop = Accounts.newProperty(user, "Shop");
        long here = Reports.create(user, user.personalPropertyId());
        long there = Reports.create(user, shop);

        user.request()
                .contentType(ContentType.JSON)
                .body(board("Mixed", List.of(chart(here), chart(here), chart(there))))
                .post("/board/config")
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("errors.field", equalTo(List.of("items[2].reportId")));
    }

    @Test
    void itemsAreCheckedAsWidgetUrlsAre() {
        TestUser user = Accounts.newUser();
        long sales = Reports.create(user, user.personalPropertyId());
        Map<String, Object> broken = board(
                "Broken",
                List.of(
                        Map.of("reportId", sales, "widget", "chart", "datasetIndexes", "0,2", "width", "full"),
                        Map.of("reportId", sales, "widget", "number", "chartType", "line", "width", "full"),
                        Map.of("reportId", sales, "widget", "map", "compare", "last_week", "width", "wide")));

        user.request()
                .contentType(ContentType.JSON)
                .body(broken)
                .post("/board/config")
                .then()
                .statusCode(422)
                .body(
                        "errors.field",
                        org.hamcrest.Matchers.containsInAnyOrder(
                                "items[0].datasetIndexes",
                                "items[1].chartType",
                                "items[2].widget",
                                "items[2].compare",
                                "items[2].width"));
    }

    @Test
    void aBoardHasOneToTwelveItemsAndAPeriodOfAtMostAThousandBuckets() {
        TestUser user = Accounts.newUser();
        long sales = Reports.create(user, user.personalPropertyId());
        for (List<Map<String, Object>> items :
                List.of(List.<Map<String, Object>>of(), new ArrayList<>(Collections.nCopies(13, chart(sales))))) {
            user.request()
                    .contentType(ContentType.JSON)
                    .body(board("Sized", items))
                    .post("/board/config")
                    .then()
                    .statusCode(422)
                    .body("errors.field", hasItem("items"));
        }
        create(user, user.personalPropertyId(), board("Twelve", Collections.nCopies(12, chart(sales))));

        Map<String, Object> tooLong = board("Long", List.of(chart(sales)));
        tooLong.put("period", Map.of("last", 1001, "unit", "day"));
        user.request()
                .contentType(ContentType.JSON)
                .body(tooLong)
                .post("/board/config")
                .then()
                .statusCode(422)
                .body("errors.field", equalTo(List.of("period")));
    }

    @Test
    void malformedOrMistypedBodiesAreRefusedClearly() {
        TestUser user = Accounts.newUser();
        user.request()
                .contentType(ContentType.JSON)
                .body("{\"name\": \"b\", \"items\": [")
                .post("/board/config")
                .then()
                .statusCode(400)
                .contentType("application/problem+json");
        user.request()
                .contentType(ContentType.JSON)
                .body(
                        "{\"name\": \"b\", \"items\": [{\"reportId\": \"seven\", \"widget\": \"chart\", \"width\": \"full\"}]}")
                .post("/board/config")
                .then()
                .statusCode(422)
                .body("errors.field", hasItem("items[0].reportId"));
        user.request()
                .contentType(ContentType.JSON)
                .body("{\"name\": \"b\", \"items\": [], \"layout\": \"grid\"}")
                .post("/board/config")
                .then()
                .statusCode(422)
                .body("errors.field", hasItem("layout"));
    }

    @Test
    void anotherPropertysBoardIsNotFound() {
        TestUser user = Accounts.newUser();
        long shop = Accounts.newProperty(user, "Shop");
        long sales = Reports.create(user, user.personalPropertyId());
        long id = create(user, user.personalPropertyId(), board("Glance", List.of(chart(sales))));

        user.in(shop).get("/board/config/" + id).then().statusCode(404);
        user.in(shop)
                .contentType(ContentType.JSON)
                .body(board("Glance", List.of(chart(sales))))
                .put("/board/config/" + id)
                .then()
                .statusCode(404);
        user.in(shop).delete("/board/config/" + id).then().statusCode(404);
        user.in(shop).get("/board/config").then().statusCode(200).body("items.id", not(hasItem((int) id)));
        user.request().get("/board/config/" + id).then().statusCode(200);
        user.request().get("/board/config/abc").then().statusCode(404);
    }

    @Test
    void viewersReadBoardsAndOnlyWritersChangeThem() {
        TestUser owner = Accounts.newUser();
        TestUser viewer = Accounts.newUser();
        long shop = Accounts.newProperty(owner, "Shop");
        Accounts.addMember(owner, shop, viewer, "viewer");
        long sales = Reports.create(owner, shop);
        long id = create(owner, shop, board("Glance", List.of(chart(sales))));

        viewer.in(shop).get("/board/config/" + id).then().statusCode(200);
        viewer.in(shop)
                .contentType(ContentType.JSON)
                .body(board("Mine", List.of(chart(sales))))
                .post("/board/config")
                .then()
                .statusCode(403);
        viewer.in(shop).delete("/board/config/" + id).then().statusCode(403);
        owner.in(shop).get("/board/config/" + id).then().statusCode(200).body("name", equalTo("Glance"));
    }

    @Test
    void deletingAReportLeavesTheBoardsThatShowItIntact() {
        TestUser user = Accounts.newUser();
        long sales = Reports.create(user, user.personalPropertyId());
        long costs = Reports.create(user, user.personalPropertyId());
        long id = create(user, user.personalPropertyId(), board("Glance", List.of(chart(sales), chart(costs))));

        user.request().delete("/report/config/" + sales).then().statusCode(204);

        user.request()
                .get("/board/config/" + id)
                .then()
                .statusCode(200)
                .body("items.reportId", equalTo(List.of((int) sales, (int) costs)));
        user.request()
                .contentType(ContentType.JSON)
                .body(board("Glance", List.of(chart(sales), chart(costs))))
                .put("/board/config/" + id)
                .then()
                .statusCode(422)
                .body("errors.field", equalTo(List.of("items[0].reportId")));
    }

    @Test
    void theLocationNamesTheCreatedBoard() {
        TestUser user = Accounts.newUser();
        long sales = Reports.create(user, user.personalPropertyId());
        String location = user.request()
                .contentType(ContentType.JSON)
                .body(board("Glance", List.of(chart(sales))))
                .post("/board/config")
                .then()
                .statusCode(201)
                .extract()
                .header("Location");
        long id = Long.parseLong(location.substring(location.lastIndexOf('/') + 1));

        user.request().get("/board/config/" + id).then().statusCode(200).body("id", is((int) id));
        org.hamcrest.MatcherAssert.assertThat(location, endsWith("/board/config/" + id));
    }
}
