package dev.reportwidget.bootstrap.http;

import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.not;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Reports;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
class ReportConfigTest {

    @Test
    void createAnswers201WithLocationAndTheStoredReportAtRevision1() {
        TestUser user = Accounts.newUser();
        user.request()
                .contentType(ContentType.JSON)
                .body(Reports.salesVsCosts())
                .post("/report/config")
                .then()
                .statusCode(201)
                .header("Location", org.hamcrest.Matchers.matchesPattern(".*/report/config/\\d+$"))
                .body("revision", is(1))
                .body("name", equalTo("Sales vs costs"))
                .body("chartType", equalTo("line"))
                .body("period.last", is(30))
                .body("period.unit", equalTo("day"))
                .body("dataSets", hasSize(2))
                .body("dataSets[0].filter.sources", hasItem("google"))
                .body("dataSets[0].filter.customData.plan", equalTo("pro"))
                .body("appearance.advanced", is(false))
                .body("appearance.backgroundColor", equalTo("#ffffff"));
    }

    @Test
    void defaultsApplyWhenOptionalFieldsAreOmitted() {
        TestUser user = Accounts.newUser();
        Map<String, Object> minimal = Map.of(
                "name", "Minimal",
                "period", Map.of("from", "2026-01-01", "to", "2026-01-31"),
                "dataSets", List.of(Map.of("label", "All", "color", "#000000")));
        user.request()
                .contentType(ContentType.JSON)
                .body(minimal)
                .post("/report/config")
                .then()
                .statusCode(201)
                .body("chartType", equalTo("line"))
                .body("granularity", equalTo("day"))
                .body("dataSets[0].aggregation", equalTo("sum"))
                .body("period.from", equalTo("2026-01-01"));
    }

    @Test
    void aDataSetMayAskForTheRightValueAxisAndKeepsIt() {
        TestUser user = Accounts.newUser();
        Map<String, Object> report = Map.of(
                "name", "Two scales",
                "period", Map.of("from", "2026-01-01", "to", "2026-01-31"),
                "dataSets",
                        List.of(
                                Map.of("label", "Revenue", "color", "#2f7ed8"),
                                Map.of("label", "Conversion", "color", "#d83f2f", "axis", "right")));
        int id = user.request()
                .contentType(ContentType.JSON)
                .body(report)
                .post("/report/config")
                .then()
                .statusCode(201)
                .body("dataSets[0].containsKey('axis')", is(false))
                .body("dataSets[1].axis", equalTo("right"))
                .extract()
                .path("id");

        user.request()
                .get("/report/config/" + id)
                .then()
                .statusCode(200)
                .body("dataSets[0].containsKey('axis')", is(false))
                .body("dataSets[1].axis", equalTo("right"));
        user.request()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name", "Two scales",
                        "period", Map.of("from", "2026-01-01", "to", "2026-01-31"),
                        "dataSets", List.of(Map.of("label", "Revenue", "color", "#2f7ed8", "axis", "top"))))
                .post("/report/config")
                .then()
                .statusCode(422)
                .body("errors.field", hasItem("dataSets[0].axis"));
    }

    @Test
    void higherIsBetterAndGoalRoundTripExactlyAndAbsentFieldsStayAbsent() {
        TestUser user = Accounts.newUser();
        Map<String, Object> costs = new HashMap<>(Map.of("label", "Costs", "color", "#d83f2f"));
        costs.put("higherIsBetter", false);
        costs.put("goal", new java.math.BigDecimal("25000.50"));
        Map<String, Object> report = Map.of(
                "name", "Judged",
                "period", Map.of("from", "2026-01-01", "to", "2026-01-31"),
                "dataSets", List.of(Map.of("label", "Revenue", "color", "#2f7ed8"), costs));
        int id = user.request()
                .contentType(ContentType.JSON)
                .body(report)
                .post("/report/config")
                .then()
                .statusCode(201)
                .body("dataSets[0].containsKey('higherIsBetter')", is(false))
                .body("dataSets[0].containsKey('goal')", is(false))
                .body("dataSets[1].higherIsBetter", is(false))
                .extract()
                .path("id");

        String stored = user.request()
                .get("/report/config/" + id)
                .then()
                .statusCode(200)
                .body("dataSets[0].containsKey('higherIsBetter')", is(false))
                .body("dataSets[0].containsKey('goal')", is(false))
                .body("dataSets[1].higherIsBetter", is(false))
                .extract()
                .asString();
        org.junit.jupiter.api.Assertions.assertTrue(
                stored.contains("\"goal\":25000.50"), "the goal is kept as written: " + stored);

        Map<String, Object> changed = new HashMap<>(costs);
        changed.remove("higherIsBetter");
        changed.put("goal", -3);
        user.request()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name", "Judged",
                        "period", Map.of("from", "2026-01-01", "to", "2026-01-31"),
                        "dataSets", List.of(changed)))
                .put("/report/config/" + id)
                .then()
                .statusCode(200)
                .body("dataSets[0].containsKey('higherIsBetter')", is(false))
                .body("dataSets[0].goal", is(-3));
    }

    @Test
    void aGoalOrHigherIsBetterOfTheWrongKindIsRefusedNamingTheField() {
        TestUser user = Accounts.newUser();
        for (String set : List.of(
                "{\"label\":\"Costs\",\"color\":\"#d83f2f\",\"goal\":1e400}",
                "{\"label\":\"Costs\",\"color\":\"#d83f2f\",\"goal\":\"high\"}",
                "{\"label\":\"Costs\",\"color\":\"#d83f2f\",\"goal\":[1]}")) {
            user.request()
                    .contentType(ContentType.JSON)
                    .body("{\"name\":\"Judged\",\"period\":{\"last\":7,\"unit\":\"day\"},\"dataSets\":[" + set + "]}")
                    .post("/report/config")
                    .then()
                    .statusCode(422)
                    .contentType("application/problem+json")
                    .body("errors.field", hasItem("dataSets[0].goal"));
        }
        user.request()
                .contentType(ContentType.JSON)
                .body("{\"name\":\"Judged\",\"period\":{\"last\":7,\"unit\":\"day\"},"
                        + "\"dataSets\":[{\"label\":\"Costs\",\"color\":\"#d83f2f\",\"higherIsBetter\":\"no\"}]}")
                .post("/report/config")
                .then()
                .statusCode(422)
                .body("errors.field", hasItem("dataSets[0].higherIsBetter"));
    }

    @Test
    void everyUpdateBumpsTheRevision() {
        TestUser user = Accounts.newUser();
        long id = Reports.create(user, user.personalPropertyId());
        Map<String, Object> changed = new HashMap<>(Reports.salesVsCosts());
        changed.put("name", "Renamed");
        changed.put("chartType", "bar");
        user.request()
                .contentType(ContentType.JSON)
                .body(changed)
                .put("/report/config/" + id)
                .then()
                .statusCode(200)
                .body("revision", is(2))
                .body("name", equalTo("Renamed"))
                .body("chartType", equalTo("bar"));
        user.request()
                .contentType(ContentType.JSON)
                .body(changed)
                .put("/report/config/" + id)
                .then()
                .statusCode(200)
                .body("revision", is(3));
        user.request()
                .get("/report/config/" + id)
                .then()
                .statusCode(200)
                .body("revision", is(3))
                .body("name", equalTo("Renamed"));
    }

    @Test
    void listShowsOnlyTheSelectedPropertysReports() {
        TestUser user = Accounts.newUser();
        long shop = Accounts.newProperty(user, "Shop");
        long inPersonal = Reports.create(user, user.personalPropertyId());
        long inShop = Reports.create(user, shop);
        user.in(shop)
                .get("/report/config")
                .then()
                .statusCode(200)
                .body("items.id", hasItem((int) inShop))
                .body("items.id", not(hasItem((int) inPersonal)));
    }

    @Test
    void aReportOfAnotherPropertyAnswers404() {
        TestUser user = Accounts.newUser();
        long shop = Accounts.newProperty(user, "Shop");
        long inShop = Reports.create(user, shop);
        user.request().get("/report/config/" + inShop).then().statusCode(404).contentType("application/problem+json");
        user.request()
                .contentType(ContentType.JSON)
                .body(Reports.salesVsCosts())
                .put("/report/config/" + inShop)
                .then()
                .statusCode(404);
        user.request().delete("/report/config/" + inShop).then().statusCode(404);
        user.in(shop).get("/report/config/" + inShop).then().statusCode(200);
    }

    @Test
    void unknownAndNonNumericIdsAnswer404() {
        TestUser user = Accounts.newUser();
        user.request().get("/report/config/999999999").then().statusCode(404);
        user.request().get("/report/config/abc").then().statusCode(404).contentType("application/problem+json");
    }

    @Test
    void deleteAnswers204AndTheReportIsGone() {
        TestUser user = Accounts.newUser();
        long id = Reports.create(user, user.personalPropertyId());
        user.request().delete("/report/config/" + id).then().statusCode(204);
        user.request().get("/report/config/" + id).then().statusCode(404);
    }

    @Test
    void invalidDefinitionsAnswer422NamingEachField() {
        TestUser user = Accounts.newUser();
        Map<String, Object> bad = new HashMap<>();
        bad.put("name", " ");
        bad.put("chartType", "radar");
        bad.put("period", Map.of("last", 0, "unit", "year"));
        bad.put("granularity", "hour");
        bad.put("dataSets", List.of(Map.of("label", "A", "color", "blue", "aggregation", "median")));
        bad.put("appearance", Map.of("advanced", true, "backgroundColor", "white", "legend", Map.of("fontSize", 500)));
        user.request()
                .contentType(ContentType.JSON)
                .body(bad)
                .post("/report/config")
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body(
                        "errors.field",
                        hasItems(
                                "name",
                                "chartType",
                                "period.last",
                                "period.unit",
                                "granularity",
                                "dataSets[0].color",
                                "dataSets[0].aggregation",
                                "appearance.backgroundColor",
                                "appearance.legend.fontSize"));
    }

    @Test
    void moreThanAThousandBucketsAnswer422() {
        TestUser user = Accounts.newUser();
        Map<String, Object> report = new HashMap<>(Reports.salesVsCosts());
        report.put("period", Map.of("from", "2020-01-01", "to", "2023-12-31"));
        user.request()
                .contentType(ContentType.JSON)
                .body(report)
                .post("/report/config")
                .then()
                .statusCode(422)
                .body("errors.field", hasItem("period"));
        report.put("granularity", "week");
        user.request()
                .contentType(ContentType.JSON)
                .body(report)
                .post("/report/config")
                .then()
                .statusCode(201);
    }

    @Test
    void unknownFieldsWrongTypesAndMalformedJson() {
        TestUser user = Accounts.newUser();
        Map<String, Object> unknown = new HashMap<>(Reports.salesVsCosts());
        unknown.put("colour", "#ffffff");
        user.request()
                .contentType(ContentType.JSON)
                .body(unknown)
                .post("/report/config")
                .then()
                .statusCode(422)
                .body("errors[0].field", equalTo("colour"));
        user.request()
                .contentType(ContentType.JSON)
                .body("{\"name\": \"x\", \"dataSets\": 5}")
                .post("/report/config")
                .then()
                .statusCode(422)
                .body("errors[0].field", equalTo("dataSets"));
        user.request()
                .contentType(ContentType.JSON)
                .body("{\"name\": ")
                .post("/report/config")
                .then()
                .statusCode(400)
                .contentType("application/problem+json");
        user.request()
                .contentType(ContentType.JSON)
                .post("/report/config")
                .then()
                .statusCode(400);
        user.request()
                .contentType(ContentType.TEXT)
                .body("name=x")
                .post("/report/config")
                .then()
                .statusCode(415)
                .contentType("application/problem+json");
    }

    @Test
    void reportsNeedABearerToken() {
        io.restassured.RestAssured.given().get("/report/config").then().statusCode(401);
        io.restassured.RestAssured.given()
                .contentType(ContentType.JSON)
                .body(Reports.salesVsCosts())
                .post("/report/config")
                .then()
                .statusCode(401);
    }

    @Test
    void listIsWrappedInItems() {
        TestUser user = Accounts.newUser();
        Reports.create(user, user.personalPropertyId());
        Reports.create(user, user.personalPropertyId());
        user.request()
                .get("/report/config")
                .then()
                .statusCode(200)
                .body("items", hasSize(2))
                .body("items.name", containsInAnyOrder("Sales vs costs", "Sales vs costs"))
                .body("items[0].id", org.hamcrest.Matchers.notNullValue());
    }

    @Test
    void locationHeaderPointsAtTheReport() {
        TestUser user = Accounts.newUser();
        String location = user.request()
                .contentType(ContentType.JSON)
                .body(Reports.salesVsCosts())
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .header("Location");
        String id = location.substring(location.lastIndexOf('/') + 1);
        user.request().get("/report/config/" + id).then().statusCode(200).body("id", is(Integer.parseInt(id)));
        org.hamcrest.MatcherAssert.assertThat(location, endsWith("/report/config/" + id));
    }
}
