package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
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

/**
 * compare on chart widgets (docs/boards.md#comparing-with-an-earlier-period): the earlier period's
 * series in the JSON payload, the document's chart data and table, for periods of days, weeks and
 * months, a year back across 29 February, and over a viewer's period preset; without compare the
 * answer is byte-identical.
 */
@QuarkusTest
class ChartComparisonTest {

    record Fixture(TestUser owner, long reportId, String serviceToken) {
        String chart() {
            return "/service_token/v1/reports/" + reportId + "/widgets/chart";
        }

        ValidatableResponse json(Map<String, ?> query) {
            return given().header("X-Service-Token", serviceToken)
                    .accept(ContentType.JSON)
                    .queryParams(query)
                    .get(chart())
                    .then()
                    .statusCode(200);
        }
    }

    static Fixture fixture(Map<String, Object> period, String granularity, Map<String, Object> records) {
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        long id = owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name",
                        "Sales",
                        "chartType",
                        "line",
                        "period",
                        period,
                        "granularity",
                        granularity,
                        "dataSets",
                        List.of(Map.of(
                                "label",
                                "Sales",
                                "color",
                                "#2f7ed8",
                                "aggregation",
                                "sum",
                                "filter",
                                Map.of("type", "sale")))))
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        records.forEach((date, value) -> Integrations.record(token, "sale", date, value));
        Widgets.changeAccess(owner, id, "authenticated").statusCode(200);
        return new Fixture(owner, id, token);
    }

    @Test
    void aYearBack29FebruaryCountsBeside28February() {
        Fixture f = fixture(
                Map.of("from", "2025-02-20", "to", "2025-03-01"),
                "day",
                Map.of("2024-02-28", 5, "2024-02-29", 7, "2024-03-01", 2, "2025-02-28", 9));
        f.json(Map.of("compare", "previous_year"))
                .body("widget.options.compare", equalTo("previous_year"))
                .body("reportData.comparisonDateRange.from", equalTo("2024-02-20"))
                .body("reportData.comparisonDateRange.to", equalTo("2024-03-01"))
                .body("reportData.reportChartDataSets[0].data", contains(0, 0, 0, 0, 0, 0, 0, 0, 9, 0))
                .body("reportData.reportChartComparisonDataSets[0].label", equalTo("Sales"))
                .body("reportData.reportChartComparisonDataSets[0].color", equalTo("#2f7ed8"))
                .body("reportData.reportChartComparisonDataSets[0].data", contains(0, 0, 0, 0, 0, 0, 0, 0, 12, 2));
    }

    @Test
    void periodsOfWeeksAndMonthsCompareBucketByBucket() {
        // four weeks from a Monday: the previous period is the 28 days before
        Fixture weeks = fixture(
                Map.of("from", "2025-03-03", "to", "2025-03-30"), "week", Map.of("2025-02-10", 4, "2025-03-12", 6));
        weeks.json(Map.of("compare", "previous_period"))
                .body("reportData.comparisonDateRange.from", equalTo("2025-02-03"))
                .body("reportData.comparisonDateRange.to", equalTo("2025-03-02"))
                .body("reportData.reportChartDataSets[0].data", contains(0, 6, 0, 0))
                .body("reportData.reportChartComparisonDataSets[0].data", contains(0, 4, 0, 0));
        // three whole months: the three months before
        Fixture months = fixture(
                Map.of("from", "2025-01-01", "to", "2025-03-31"),
                "month",
                Map.of("2024-11-15", 3, "2025-02-01", 1, "2024-02-29", 8));
        months.json(Map.of("compare", "previous_period"))
                .body("reportData.comparisonDateRange.from", equalTo("2024-10-01"))
                .body("reportData.comparisonDateRange.to", equalTo("2024-12-31"))
                .body("reportData.reportChartDataSets[0].data", contains(0, 1, 0))
                .body("reportData.reportChartComparisonDataSets[0].data", contains(0, 3, 0));
        months.json(Map.of("compare", "previous_year"))
                .body("reportData.comparisonDateRange.from", equalTo("2024-01-01"))
                .body("reportData.reportChartComparisonDataSets[0].data", contains(0, 8, 0));
    }

    @Test
    void withoutCompareTheAnswerIsByteIdenticalToCompareNone() {
        Fixture f = fixture(Map.of("from", "2025-02-20", "to", "2025-03-01"), "day", Map.of("2025-02-28", 9));
        String without = f.json(Map.of()).extract().asString();
        String none = f.json(Map.of("compare", "none")).extract().asString();
        assertEquals(without, none);
        org.junit.jupiter.api.Assertions.assertFalse(without.contains("compar"), without);
        String document = given().header("X-Service-Token", f.serviceToken())
                .get(f.chart())
                .then()
                .statusCode(200)
                .extract()
                .asString();
        org.junit.jupiter.api.Assertions.assertFalse(document.contains("comparisonDataSets"), document);
    }

    @Test
    void theDocumentDrawsAndTabulatesTheEarlierSeriesInTheWidgetsLanguage() {
        Fixture f = fixture(
                Map.of("from", "2025-02-20", "to", "2025-03-01"), "day", Map.of("2024-02-28", 5, "2025-02-28", 9));
        String chart = given().header("X-Service-Token", f.serviceToken())
                .queryParam("compare", "previous_year")
                .queryParam("locale", "de")
                .get(f.chart())
                .then()
                .statusCode(200)
                .extract()
                .asString();
        org.hamcrest.MatcherAssert.assertThat(
                chart, containsString("\"comparisonDataSets\":[{\"label\":\"Sales (Vorjahr)\""));
        org.hamcrest.MatcherAssert.assertThat(chart, containsString("\"versus\":\"ggü. Vorjahr\""));
        org.hamcrest.MatcherAssert.assertThat(chart, containsString("compare=previous_year"));
        String table = given().header("X-Service-Token", f.serviceToken())
                .queryParam("compare", "previous_year")
                .queryParam("view", "table")
                .get(f.chart())
                .then()
                .statusCode(200)
                .extract()
                .asString();
        org.hamcrest.MatcherAssert.assertThat(
                table, containsString("<th scope=\"col\">Sales</th><th scope=\"col\">Sales (previous year)</th>"));
        org.hamcrest.MatcherAssert.assertThat(
                table, containsString("<tr><th scope=\"row\">2025-02-28</th><td>9</td><td>5</td></tr>"));
        given().header("X-Service-Token", f.serviceToken())
                .accept("text/csv")
                .queryParam("compare", "previous_year")
                .get(f.chart())
                .then()
                .statusCode(406);
    }

    @Test
    void aViewersPeriodPresetIsComparedWithThePeriodBeforeIt() {
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        Fixture f = fixture(
                Map.of("last", 3, "unit", "day"),
                "day",
                Map.of(today.minusDays(10).toString(), 7, today.toString(), 2));
        String embedPath = f.owner()
                .request()
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public", "periodChoices", List.of("7d"), "allowDownload", true))
                .put(Widgets.settings(f.reportId()))
                .then()
                .statusCode(200)
                .extract()
                .path("embedPath");
        given().get(embedPath + "/data.csv?period=7d&compare=previous_period")
                .then()
                .statusCode(200)
                .body(containsString("bucket,Sales,Sales (previous period)\r\n"))
                .body(containsString(today.minusDays(3) + ",0,7\r\n"))
                .body(containsString(today + ",2,0\r\n"));
        String page = given().get(embedPath + "?period=7d&compare=previous_period")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        org.hamcrest.MatcherAssert.assertThat(page, containsString("\"comparisonDataSets\""));
    }

    @Test
    void theSettingsDefaultsCarryACompareIntoTheSnippetAndRefuseAnUnknownOne() {
        Fixture f = fixture(Map.of("last", 3, "unit", "day"), "day", Map.of());
        f.owner()
                .request()
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public", "defaults", Map.of("compare", "previous_year")))
                .put(Widgets.settings(f.reportId()))
                .then()
                .statusCode(200)
                .body("defaults.compare", equalTo("previous_year"))
                .body("embedHtml", containsString("&compare=previous_year"));
        f.owner()
                .request()
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public", "defaults", Map.of("compare", "yesterday")))
                .put(Widgets.settings(f.reportId()))
                .then()
                .statusCode(422)
                .body(containsString("defaults.compare"));
    }
}
