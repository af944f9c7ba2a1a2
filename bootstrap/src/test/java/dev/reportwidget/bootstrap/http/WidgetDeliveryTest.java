package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Integrations;
import dev.reportwidget.bootstrap.support.Widgets;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@QuarkusTest
class WidgetDeliveryTest {

    /** A property with a three-data-set report over the last 3 days and a few records; all handles a test needs. */
    record Fixture(TestUser owner, long reportId, String serviceToken, String today, String yesterday) {
        String widget() {
            return "/service_token/v1/reports/" + reportId + "/widgets/chart";
        }

        ValidatableResponse json(Map<String, ?> query) {
            return given().header("X-Service-Token", serviceToken)
                    .accept(ContentType.JSON)
                    .queryParams(query)
                    .get(widget())
                    .then();
        }

        String goPublic() {
            return Widgets.changeAccess(owner, reportId, "public")
                    .statusCode(200)
                    .extract()
                    .path("publicId");
        }

        void access(String mode) {
            Widgets.changeAccess(owner, reportId, mode).statusCode(200);
        }

        void record(String type, String date, Object value) {
            Integrations.record(serviceToken, type, date, value);
        }
    }

    static Fixture fixture(String access) {
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        Map<String, Object> report = Map.of(
                "name", "Sales </script><script>alert(1)</script>",
                "desc", "Three days",
                "chartType", "bar",
                "period", Map.of("last", 3, "unit", "day"),
                "dataSets",
                        List.of(
                                Map.of(
                                        "label",
                                        "Sales",
                                        "color",
                                        "#2f7ed8",
                                        "aggregation",
                                        "sum",
                                        "filter",
                                        Map.of("type", "sale")),
                                Map.of(
                                        "label",
                                        "Leads",
                                        "color",
                                        "#8bbc21",
                                        "aggregation",
                                        "count",
                                        "filter",
                                        Map.of("type", "lead")),
                                Map.of(
                                        "label",
                                        "Avg sale",
                                        "color",
                                        "#910000",
                                        "aggregation",
                                        "avg",
                                        "filter",
                                        Map.of("type", "sale"))));
        long id = owner.request()
                .contentType(ContentType.JSON)
                .body(report)
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        var f = new Fixture(
                owner, id, token, today.toString(), today.minusDays(1).toString());
        f.record("sale", f.today(), 10);
        f.record("sale", f.today(), 5);
        f.record("lead", f.yesterday(), 0);
        f.record("sale", today.minusDays(10).toString(), 1000);
        if (!access.equals("disabled")) {
            f.access(access);
        }
        return f;
    }

    @Test
    void theJsonPayloadCarriesSchemaVersion1FieldForField() {
        Fixture f = fixture("authenticated");
        f.json(Map.of())
                .statusCode(200)
                .contentType(ContentType.JSON)
                .body("schemaVersion", is(1))
                .body("widget.type", equalTo("chart"))
                .body("widget.appearance.backgroundColor", equalTo("#ffffff"))
                .body("widget.appearance.textColor", equalTo("#1f2933"))
                .body("widget.appearance.line.thickness", is(2))
                .body("widget.appearance.line.dash", is(0))
                .body("widget.appearance.grid.color", equalTo("#e4e7eb"))
                .body("widget.appearance.grid.thickness", is(1))
                .body("widget.appearance.grid.dash", is(0))
                .body("widget.appearance.legend.fontSize", is(12))
                .body("widget.appearance.legend.color", equalTo("#1f2933"))
                .body("widget.appearance.scales.fontSize", is(11))
                .body("widget.appearance.scales.color", equalTo("#52606d"))
                .body("widget.options.chartType", equalTo("bar"))
                .body("reportData.reportId", is((int) f.reportId()))
                .body("reportData.reportName", equalTo("Sales </script><script>alert(1)</script>"))
                .body("reportData.reportDesc", equalTo("Three days"))
                .body("reportData.reportChartDateRange", hasSize(3))
                .body("reportData.reportChartDateRange[2]", equalTo(f.today()))
                .body("reportData.reportChartDateRange[1]", equalTo(f.yesterday()))
                .body("reportData.reportChartDataSets.label", contains("Sales", "Leads", "Avg sale"))
                .body("reportData.reportChartDataSets[0].color", equalTo("#2f7ed8"))
                .body("reportData.reportChartDataSets[0].data", contains(0, 0, 15))
                .body("reportData.reportChartDataSets[1].data", contains(0, 1, 0))
                .body("reportData.reportChartDataSets[2].data", contains(nullValue(), nullValue(), is(7.5f)))
                .body("generatedAt", matchesPattern("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(Z|[+-]\\d{2}:\\d{2})"));
    }

    @Test
    void optionsFollowTheSelection() {
        Fixture f = fixture("authenticated");
        f.json(Map.of())
                .body("widget.options.filterDataSets", is(false))
                .body("widget.options.filteredDataSetIndexes", empty())
                .body("widget.options.adjustItemsOrder", is(false))
                .body("widget.options.orderedDataSetIndexes", empty());
        f.json(Map.of("datasetIndexes", "1"))
                .body("widget.options.filterDataSets", is(true))
                .body("widget.options.filteredDataSetIndexes", contains(1))
                .body("widget.options.adjustItemsOrder", is(false))
                .body("widget.options.orderedDataSetIndexes", empty())
                .body("reportData.reportChartDataSets.label", contains("Leads"));
        f.json(Map.of("datasetIndexes", "0,2"))
                .body("widget.options.filteredDataSetIndexes", contains(0, 2))
                .body("widget.options.adjustItemsOrder", is(false))
                .body("reportData.reportChartDataSets.label", contains("Sales", "Avg sale"));
        f.json(Map.of("datasetIndexes", "2,0,1", "chartType", "line"))
                .body("widget.options.chartType", equalTo("line"))
                .body("widget.options.filterDataSets", is(true))
                .body("widget.options.filteredDataSetIndexes", contains(0, 1, 2))
                .body("widget.options.adjustItemsOrder", is(true))
                .body("widget.options.orderedDataSetIndexes", contains(2, 0, 1))
                .body("reportData.reportChartDataSets.label", contains("Avg sale", "Sales", "Leads"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "-1", "1.0", " 1", "1,,2", "3", "1,1", "a", "0,"})
    void invalidSelectionsAnswer400(String indexes) {
        Fixture f = fixture("public");
        f.json(Map.of("datasetIndexes", indexes)).statusCode(400).contentType("application/problem+json");
    }

    @Test
    void unsupportedChartTypesAnswer400OnBothEndpoints() {
        Fixture f = fixture("public");
        String publicId = given().header("Authorization", "Bearer " + f.owner().token())
                .get("/report/config/" + f.reportId() + "/widget-api")
                .then()
                .extract()
                .path("publicId");
        for (String type : List.of("Line", "radar", "")) {
            f.json(Map.of("chartType", type)).statusCode(400);
            given().queryParam("chartType", type)
                    .get("/embed/v1/reports/" + publicId + "/widgets/chart")
                    .then()
                    .statusCode(400)
                    .contentType("application/problem+json");
        }
    }

    @Test
    void serviceTokenAccessFollowsTheWidgetAccessMode() {
        Fixture f = fixture("disabled");
        f.json(Map.of()).statusCode(403).contentType("application/problem+json");
        f.access("authenticated");
        f.json(Map.of()).statusCode(200);
        f.goPublic();
        f.json(Map.of()).statusCode(200);
        f.access("disabled");
        f.json(Map.of()).statusCode(403);
    }

    @Test
    void invalidTokensAnswer403AndForeignOrUnknownReports404() {
        Fixture f = fixture("authenticated");
        given().accept(ContentType.JSON).get(f.widget()).then().statusCode(403);
        given().header("X-Service-Token", "rwst_wrong")
                .accept(ContentType.JSON)
                .get(f.widget())
                .then()
                .statusCode(403);
        TestUser stranger = Accounts.newUser();
        String strangersToken = Integrations.serviceToken(stranger, stranger.personalPropertyId());
        given().header("X-Service-Token", strangersToken)
                .accept(ContentType.JSON)
                .get(f.widget())
                .then()
                .statusCode(404);
        given().header("X-Service-Token", f.serviceToken())
                .accept(ContentType.JSON)
                .get("/service_token/v1/reports/999999999/widgets/chart")
                .then()
                .statusCode(404);
    }

    @Test
    void htmlIsTheDefaultAndCarriesTheSecurityHeaders() {
        Fixture f = fixture("authenticated");
        given().header("X-Service-Token", f.serviceToken())
                .get(f.widget())
                .then()
                .statusCode(200)
                .contentType(ContentType.HTML)
                .header("Content-Security-Policy", containsString("script-src 'self';"))
                .header("Content-Security-Policy", containsString("frame-ancestors *"))
                .header("Referrer-Policy", "no-referrer")
                .header("X-Content-Type-Options", "nosniff")
                .body(org.hamcrest.Matchers.not(containsString("<script>alert(1)</script>")));
        given().header("X-Service-Token", f.serviceToken())
                .accept("image/png")
                .get(f.widget())
                .then()
                .statusCode(406);
    }

    @Test
    void thePublicUrlServesHtmlToAnyoneAndDiesWithRevocation() {
        Fixture f = fixture("disabled");
        String first = f.goPublic();
        String url = "/embed/v1/reports/" + first + "/widgets/chart";
        given().get(url)
                .then()
                .statusCode(200)
                .contentType(ContentType.HTML)
                .header("Content-Security-Policy", containsString("script-src 'self';"))
                .header("Referrer-Policy", "no-referrer");
        String second = given().header("Authorization", "Bearer " + f.owner().token())
                .post("/report/config/" + f.reportId() + "/widget-api/rotate")
                .then()
                .statusCode(200)
                .extract()
                .path("publicId");
        given().get(url).then().statusCode(404).contentType("application/problem+json");
        given().get("/embed/v1/reports/" + second + "/widgets/chart").then().statusCode(200);
        f.access("authenticated");
        given().get("/embed/v1/reports/" + second + "/widgets/chart").then().statusCode(404);
        given().get("/embed/v1/reports/not-a-uuid/widgets/chart").then().statusCode(404);
        given().get("/embed/v1/reports/" + java.util.UUID.randomUUID() + "/widgets/chart")
                .then()
                .statusCode(404);
    }

    @Test
    void cachedDataIsServedUntilRefreshOrARevision() {
        Fixture f = fixture("authenticated");
        String before = f.json(Map.of()).statusCode(200).extract().path("generatedAt");
        f.record("sale", f.today(), 100);
        // cached: the new record is not in it yet
        f.json(Map.of())
                .body("reportData.reportChartDataSets[0].data[2]", is(15))
                .body("generatedAt", equalTo(before));
        // refresh=true on the service-token endpoint always recomputes
        f.json(Map.of("refresh", "true")).body("reportData.reportChartDataSets[0].data[2]", is(115));
        f.record("sale", f.today(), 1);
        // a change of the report is a new revision: never served from the old one's cache
        Map<String, Object> changed = new java.util.HashMap<>(
                given().header("Authorization", "Bearer " + f.owner().token())
                        .get("/report/config/" + f.reportId())
                        .then()
                        .extract()
                        .jsonPath()
                        .getMap("$"));
        changed.remove("id");
        changed.remove("revision");
        changed.put("name", "Renamed");
        f.owner()
                .request()
                .contentType(ContentType.JSON)
                .body(changed)
                .put("/report/config/" + f.reportId())
                .then()
                .statusCode(200);
        f.json(Map.of())
                .body("reportData.reportName", equalTo("Renamed"))
                .body("reportData.reportChartDataSets[0].data[2]", is(116));
        f.json(Map.of("refresh", "yes")).statusCode(400);
    }

    @Test
    void thePublicRefreshRecomputesAtMostOncePerWindow() {
        Fixture f = fixture("disabled");
        String url = "/embed/v1/reports/" + f.goPublic() + "/widgets/chart";
        given().get(url).then().statusCode(200);
        f.record("sale", f.today(), 100);
        // within the throttle window a refresh gets the cached result
        given().queryParam("refresh", "true").get(url).then().statusCode(200);
        String json = f.json(Map.of()).extract().asString();
        assertEquals(
                15, io.restassured.path.json.JsonPath.from(json).getInt("reportData.reportChartDataSets[0].data[2]"));
        // once the window has passed, the Refresh button recomputes
        sleep(5_200);
        given().queryParam("refresh", "true").get(url).then().statusCode(200);
        f.json(Map.of()).body("reportData.reportChartDataSets[0].data[2]", is(115));
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
