package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;

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
 * The number widget (docs/boards.md#number-widgets) on both endpoints: the true period aggregate,
 * the earlier period's value and the changes, "new" without an earlier value, higherIsBetter, the
 * goal, the sparkline, the CSV download, and the chart left as it was.
 */
@QuarkusTest
class NumberWidgetTest {

    @jakarta.inject.Inject
    dev.reportwidget.application.widget.WidgetViewCounter counter;

    /**
     * A report over the last 3 days: Sales (sum, goal 60), Avg sale (avg), Costs (sum of type cost,
     * higher is not better), Leads (count), Refunds (sum, no records at all).
     */
    record Fixture(TestUser owner, long reportId, String serviceToken, LocalDate today) {
        String widget() {
            return "/service_token/v1/reports/" + reportId + "/widgets/number";
        }

        ValidatableResponse get(Map<String, ?> query, ContentType accept) {
            return given().header("X-Service-Token", serviceToken)
                    .accept(accept)
                    .queryParams(query)
                    .get(widget())
                    .then();
        }

        ValidatableResponse json(Map<String, ?> query) {
            return get(query, ContentType.JSON);
        }

        void record(String type, LocalDate date, Object value) {
            Integrations.record(serviceToken, type, date.toString(), value);
        }
    }

    static Map<String, Object> dataSet(String label, String color, String aggregation, String type) {
        return Map.of("label", label, "color", color, "aggregation", aggregation, "filter", Map.of("type", type));
    }

    static Fixture fixture() {
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        Map<String, Object> sales = new java.util.HashMap<>(dataSet("Sales", "#2f7ed8", "sum", "sale"));
        sales.put("goal", 60);
        Map<String, Object> costs = new java.util.HashMap<>(dataSet("Costs", "#910000", "sum", "cost"));
        costs.put("higherIsBetter", false);
        long id = owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name",
                        "Shop <b>numbers</b>",
                        "chartType",
                        "line",
                        "period",
                        Map.of("last", 3, "unit", "day"),
                        "dataSets",
                        List.of(
                                sales,
                                dataSet("Avg sale", "#8bbc21", "avg", "sale"),
                                costs,
                                dataSet("Leads", "#492970", "count", "lead"),
                                dataSet("Refunds", "#f28f43", "sum", "refund"))))
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        var f = new Fixture(owner, id, token, today);
        // shown period: today and the 2 days before; the previous period: the 3 days before that
        f.record("sale", today, 10);
        f.record("sale", today, 5);
        f.record("sale", today.minusDays(1), 30);
        f.record("sale", today.minusDays(4), 40);
        f.record("cost", today, 8);
        f.record("cost", today.minusDays(10), 10);
        f.record("lead", today, 1);
        Widgets.changeAccess(owner, id, "authenticated").statusCode(200);
        return f;
    }

    @Test
    void theNumbersAreTheTruePeriodAggregatesWithTheirChangesGoalAndSparkline() {
        Fixture f = fixture();
        f.json(Map.of("datasetIndexes", "0,1,2,3"))
                .statusCode(200)
                .body("schemaVersion", is(1))
                .body("widget.type", equalTo("number"))
                .body("widget.options.compare", equalTo("previous_period"))
                .body(
                        "reportData.dateRange.from",
                        equalTo(f.today().minusDays(2).toString()))
                .body("reportData.dateRange.to", equalTo(f.today().toString()))
                .body(
                        "reportData.comparisonDateRange.from",
                        equalTo(f.today().minusDays(5).toString()))
                .body(
                        "reportData.comparisonDateRange.to",
                        equalTo(f.today().minusDays(3).toString()))
                .body("reportData.numbers", hasSize(4))
                .body("reportData.numbers.index", contains(0, 1, 2, 3))
                // Sales: 45 against 40, goal 60
                .body("reportData.numbers[0].label", equalTo("Sales"))
                .body("reportData.numbers[0].color", equalTo("#2f7ed8"))
                .body("reportData.numbers[0].value", is(45))
                .body("reportData.numbers[0].previousValue", is(40))
                .body("reportData.numbers[0].change", is(5))
                .body("reportData.numbers[0].changeRatio", is(0.125f))
                .body("reportData.numbers[0].goal", is(60))
                .body("reportData.numbers[0].goalRatio", is(0.75f))
                .body("reportData.numbers[0].spark", contains(0, 30, 15))
                // Avg sale: (10 + 5 + 30) / 3 = 15 over the period's records, where the buckets' average is 18.75
                .body("reportData.numbers[1].value", is(15))
                .body("reportData.numbers[1].spark", contains(nullValue(), is(30), is(7.5f)))
                .body("reportData.numbers[1].previousValue", is(40))
                // Costs: 8 against 0 (no record in the previous period): no ratio, "new"
                .body("reportData.numbers[2].value", is(8))
                .body("reportData.numbers[2].previousValue", is(0))
                .body("reportData.numbers[2].change", is(8))
                .body("reportData.numbers[2].changeRatio", nullValue())
                .body("reportData.numbers[2].higherIsBetter", is(false))
                .body("reportData.numbers[2].goal", nullValue())
                .body("reportData.numbers[2].goalRatio", nullValue())
                .body("reportData.numbers[3].value", is(1));
    }

    @Test
    void theAverageOfThePeriodIsNotTheAverageOfItsBucketsEndToEnd() {
        Fixture f = fixture();
        // the chart's buckets: yesterday 30, today 7.5 (their mean would be 18.75)
        given().header("X-Service-Token", f.serviceToken())
                .accept(ContentType.JSON)
                .queryParam("datasetIndexes", "1")
                .get("/service_token/v1/reports/" + f.reportId() + "/widgets/chart")
                .then()
                .statusCode(200)
                .body("reportData.reportChartDataSets[0].data", contains(nullValue(), is(30), is(7.5f)));
        f.json(Map.of("datasetIndexes", "1", "compare", "none"))
                .statusCode(200)
                .body("reportData.numbers[0].value", is(15))
                .body("reportData.numbers[0].previousValue", nullValue())
                .body("reportData.numbers[0].change", nullValue())
                .body("reportData.numbers[0].changeRatio", nullValue())
                .body("widget.options.compare", equalTo("none"))
                .body("reportData", not(hasKey("comparisonDateRange")));
    }

    @Test
    void theDefaultIsTheFirstDataSetAndAtMostFourAreShown() {
        Fixture f = fixture();
        f.json(Map.of()).statusCode(200).body("reportData.numbers.label", contains("Sales"));
        f.json(Map.of("datasetIndexes", "0,1,2,3,4"))
                .statusCode(400)
                .contentType("application/problem+json")
                .body("detail", containsString("1 to 4"));
        f.json(Map.of("compare", "last_week")).statusCode(400).contentType("application/problem+json");
        f.json(Map.of("datasetIndexes", "9")).statusCode(400).contentType("application/problem+json");
    }

    @Test
    void aDataSetWithoutRecordsHasNoRatioAndNoInfinity() {
        Fixture f = fixture();
        String body = f.json(Map.of("datasetIndexes", "4"))
                .statusCode(200)
                .body("reportData.numbers[0].value", is(0))
                .body("reportData.numbers[0].previousValue", is(0))
                .body("reportData.numbers[0].change", is(0))
                .body("reportData.numbers[0].changeRatio", nullValue())
                .extract()
                .asString();
        org.junit.jupiter.api.Assertions.assertFalse(body.contains("Infinity") || body.contains("NaN"), body);
    }

    @Test
    void theHtmlDocumentShowsEachNumberWithItsChangeGoalAndSparklineWithoutAChart() {
        Fixture f = fixture();
        String html = f.get(Map.of("datasetIndexes", "0,2", "locale", "de"), ContentType.HTML)
                .statusCode(200)
                .contentType(containsString("text/html"))
                .header("Content-Security-Policy", containsString("script-src 'self'"))
                .extract()
                .asString();
        org.hamcrest.MatcherAssert.assertThat(html, containsString("class=\"widget-numbers count-2\""));
        org.hamcrest.MatcherAssert.assertThat(html, containsString("<h2 class=\"number-label\">Sales</h2>"));
        org.hamcrest.MatcherAssert.assertThat(html, containsString("<p class=\"number-value\">45</p>"));
        // a rise of sales is good news; a rise of costs is bad news, and "new" against nothing before
        org.hamcrest.MatcherAssert.assertThat(html, containsString("number-change good"));
        org.hamcrest.MatcherAssert.assertThat(html, containsString("number-change bad"));
        org.hamcrest.MatcherAssert.assertThat(html, containsString("Neu ggü. Vorperiode"));
        org.hamcrest.MatcherAssert.assertThat(html, containsString("style=\"width: 75.0%\""));
        org.hamcrest.MatcherAssert.assertThat(
                html, containsString("<polyline points=\"0.0,22.0 50.0,2.0 100.0,12.0\""));
        org.hamcrest.MatcherAssert.assertThat(html, containsString("Shop &lt;b&gt;numbers&lt;/b&gt;"));
        org.hamcrest.MatcherAssert.assertThat(html, not(containsString("<canvas")));
        org.hamcrest.MatcherAssert.assertThat(html, not(containsString("chart.umd.js")));
        org.hamcrest.MatcherAssert.assertThat(html, not(containsString("Infinity")));

        String table = f.get(Map.of("view", "table"), ContentType.HTML)
                .statusCode(200)
                .extract()
                .asString();
        org.hamcrest.MatcherAssert.assertThat(table, containsString("number-table"));
        org.hamcrest.MatcherAssert.assertThat(table, not(containsString("widget-numbers")));
    }

    @Test
    void theCsvHoldsTheNumbersAndThePublicNumberWidgetAnswers() {
        Fixture f = fixture();
        String embedPath = f.owner()
                .request()
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public", "allowDownload", true))
                .put(Widgets.settings(f.reportId()))
                .then()
                .statusCode(200)
                .extract()
                .path("embedPath");
        String number = embedPath.replace("/widgets/chart", "/widgets/number");
        String page = given().get(number + "?datasetIndexes=0,2&compare=previous_year")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        org.hamcrest.MatcherAssert.assertThat(
                page, containsString("href=\"number/data.csv?datasetIndexes=0%2C2&amp;compare=previous_year\""));
        given().get(number + "/data.csv?datasetIndexes=0,2")
                .then()
                .statusCode(200)
                .contentType(containsString("text/csv"))
                .body(equalTo("label,value,previousValue,change,changeRatio,goal,goalRatio\r\n"
                        + "Sales,45,40,5,0.125,60,0.75\r\n"
                        + "Costs,8,0,8,,,\r\n"));
        given().header("X-Service-Token", f.serviceToken())
                .accept("text/csv")
                .get(f.widget())
                .then()
                .statusCode(200)
                .body(containsString("Sales,45,40,5,0.125,60,0.75"));
    }

    @Test
    void aChartWithoutCompareIsUnchangedAndOneWithCompareCarriesTheEarlierSeries() {
        Fixture f = fixture();
        String chart = "/service_token/v1/reports/" + f.reportId() + "/widgets/chart";
        given().header("X-Service-Token", f.serviceToken())
                .accept(ContentType.JSON)
                .get(chart)
                .then()
                .statusCode(200)
                .body("widget.options", not(hasKey("compare")))
                .body("reportData", not(hasKey("reportChartComparisonDataSets")))
                .body("reportData", not(hasKey("comparisonDateRange")))
                .body("reportData", not(hasKey("numbers")))
                .body("reportData", not(hasKey("dateRange")));
        given().header("X-Service-Token", f.serviceToken())
                .accept(ContentType.JSON)
                .queryParam("compare", "previous_period")
                .queryParam("datasetIndexes", "2,0")
                .get(chart)
                .then()
                .statusCode(200)
                .body("widget.options.compare", equalTo("previous_period"))
                .body(
                        "reportData.comparisonDateRange.from",
                        equalTo(f.today().minusDays(5).toString()))
                .body("reportData.reportChartComparisonDataSets.label", contains("Costs", "Sales"))
                .body("reportData.reportChartComparisonDataSets[0].data", contains(0, 0, 0))
                .body("reportData.reportChartComparisonDataSets[1].data", contains(0, 40, 0));
    }

    @Test
    void theNumberWidgetKeepsTheAccessRulesViewsOriginsAndErrorPagesOfTheChart() {
        Fixture f = fixture();
        String embedPath = f.owner()
                .request()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "access",
                        "public",
                        "allowedOrigins",
                        List.of("https://shop.example.com"),
                        "periodChoices",
                        List.of("7d")))
                .put(Widgets.settings(f.reportId()))
                .then()
                .statusCode(200)
                .extract()
                .path("embedPath");
        String number = embedPath.replace("/widgets/chart", "/widgets/number");
        given().get(number)
                .then()
                .statusCode(200)
                .header("Content-Security-Policy", containsString("frame-ancestors https://shop.example.com"))
                .header("Referrer-Policy", equalTo("no-referrer"))
                .body(containsString("<option value=\"7d\""))
                .body(containsString("number-value"));
        given().queryParam("period", "7d").get(number).then().statusCode(200);
        given().queryParam("period", "90d").get(number).then().statusCode(400);
        given().queryParam("refresh", "true").get(number).then().statusCode(200);
        // downloads are off: no CSV, like an unknown ID
        given().get(number + "/data.csv").then().statusCode(404);
        counter.flush();
        f.owner()
                .request()
                .get(Widgets.settings(f.reportId()))
                .then()
                .statusCode(200)
                .body("views.last24h", is(2));
        // an unknown ID: the problem for a client, the error page for a browser
        String unknown = "/embed/v1/reports/" + java.util.UUID.randomUUID() + "/widgets/number";
        given().get(unknown).then().statusCode(404).contentType("application/problem+json");
        given().accept(ContentType.HTML)
                .get(unknown + "?locale=de")
                .then()
                .statusCode(404)
                .contentType(containsString("text/html"))
                .body(containsString("report-widget-error"));
        // disabled: the public number widget is gone with the chart
        Widgets.changeAccess(f.owner(), f.reportId(), "disabled").statusCode(200);
        given().get(number).then().statusCode(404);
        f.json(Map.of()).statusCode(403);
    }
}
