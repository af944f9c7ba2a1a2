package dev.reportwidget.bootstrap.http;

import static dev.reportwidget.bootstrap.http.CalculatedDataSetTest.exact;
import static dev.reportwidget.bootstrap.http.CalculatedDataSetTest.number;
import static dev.reportwidget.bootstrap.support.SignedEmbeds.claims;
import static dev.reportwidget.bootstrap.support.SignedEmbeds.path;
import static dev.reportwidget.bootstrap.support.SignedEmbeds.sign;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Integrations;
import dev.reportwidget.bootstrap.support.Records;
import dev.reportwidget.bootstrap.support.SignedEmbeds;
import dev.reportwidget.bootstrap.support.Widgets;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jose4j.jwk.PublicJsonWebKey;
import org.junit.jupiter.api.Test;

/**
 * Breakdowns (docs/reports-and-widgets.md#breakdowns) from outside: the top values by the period
 * aggregate and the rest as Other, a record with several sources counted in each of its series,
 * the value none, custom data values told apart by their JSON text, the tie rule, the palette and
 * Other's grey, labels with one and several data sets, a pie's slices, the number widget's
 * unbroken figure, a comparison keeping the shown period's series, two signed customers who never
 * see each other's values, and the refusals at save.
 */
@QuarkusTest
class BreakdownTest {

    record Fixture(TestUser owner, long property, long report, String serviceToken) {
        ValidatableResponse widget(String kind, Map<String, ?> query) {
            return exact().header("X-Service-Token", serviceToken)
                    .accept(ContentType.JSON)
                    .queryParams(query)
                    .get("/service_token/v1/reports/" + report + "/widgets/" + kind)
                    .then();
        }

        String html(Map<String, ?> query) {
            return given().header("X-Service-Token", serviceToken)
                    .accept(ContentType.HTML)
                    .queryParams(query)
                    .get("/service_token/v1/reports/" + report + "/widgets/chart")
                    .then()
                    .statusCode(200)
                    .extract()
                    .asString();
        }
    }

    private static final LocalDate TODAY = LocalDate.now(ZoneOffset.UTC);

    static Map<String, Object> revenueBySource(int top, boolean other) {
        return new HashMap<>(Map.of(
                "label",
                "Revenue",
                "color",
                "#2f7ed8",
                "aggregation",
                "sum",
                "filter",
                Map.of("type", "sale"),
                "breakdown",
                Map.of("by", "source", "top", top, "other", other)));
    }

    static Map<String, Object> report(String chartType, List<Map<String, Object>> dataSets) {
        return Map.of(
                "name",
                "Revenue by channel",
                "chartType",
                chartType,
                "period",
                Map.of("last", 3, "unit", "day"),
                "dataSets",
                dataSets);
    }

    private static Map<String, Object> sale(int daysAgo, String value, List<String> sources, String customer) {
        Map<String, Object> record = new HashMap<>();
        record.put("type", "sale");
        record.put("date", TODAY.minusDays(daysAgo).toString());
        record.put("value", new BigDecimal(value));
        record.put("source", sources);
        record.put("custom_data", Map.of("customer", customer));
        return record;
    }

    static long create(TestUser owner, Map<String, Object> body) {
        long id = owner.request()
                .contentType(ContentType.JSON)
                .body(body)
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("access", "authenticated", "allowDownload", true))
                .put(Widgets.settings(id))
                .then()
                .statusCode(200);
        return id;
    }

    /**
     * Customer a, two days ago: google 10, meta 4, google and meta 6, no source 3, tiktok 2; today:
     * google 5, bing 1. So google 21, meta 10, none 3, tiktok 2, bing 1 over the period (31 in all);
     * with the top 2 and Other: google, meta, and Other 6 (3 + 2 + 1). In the period before: tiktok
     * 50. Customer b, yesterday: yahoo 100 and bing 1, and nothing before.
     */
    static Fixture fixture(String chartType, List<Map<String, Object>> dataSets) {
        TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        String token = Integrations.serviceToken(owner, property);
        long id = create(owner, report(chartType, dataSets));
        Records.create(owner, property, sale(2, "10", List.of("google"), "a"));
        Records.create(owner, property, sale(2, "4", List.of("meta"), "a"));
        Records.create(owner, property, sale(2, "6", List.of("google", "meta"), "a"));
        Records.create(owner, property, sale(2, "3", List.of(), "a"));
        Records.create(owner, property, sale(2, "2", List.of("tiktok"), "a"));
        Records.create(owner, property, sale(0, "5", List.of("google"), "a"));
        Records.create(owner, property, sale(0, "1", List.of("bing"), "a"));
        Records.create(owner, property, sale(4, "50", List.of("tiktok"), "a"));
        Records.create(owner, property, sale(1, "100", List.of("yahoo"), "b"));
        Records.create(owner, property, sale(1, "1", List.of("bing"), "b"));
        return new Fixture(owner, property, id, token);
    }

    static Fixture onlyA(String chartType, List<Map<String, Object>> dataSets) {
        TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        String token = Integrations.serviceToken(owner, property);
        long id = create(owner, report(chartType, dataSets));
        Records.create(owner, property, sale(2, "10", List.of("google"), "a"));
        Records.create(owner, property, sale(2, "4", List.of("meta"), "a"));
        Records.create(owner, property, sale(2, "6", List.of("google", "meta"), "a"));
        Records.create(owner, property, sale(2, "3", List.of(), "a"));
        Records.create(owner, property, sale(2, "2", List.of("tiktok"), "a"));
        Records.create(owner, property, sale(0, "5", List.of("google"), "a"));
        Records.create(owner, property, sale(0, "1", List.of("bing"), "a"));
        Records.create(owner, property, sale(4, "50", List.of("tiktok"), "a"));
        return new Fixture(owner, property, id, token);
    }

    @Test
    void theTopValuesThenOtherWithARecordOfTwoSourcesInBothAndTheSavedBreakdownReadBack() {
        Fixture f = onlyA("line", List.of(revenueBySource(2, true)));
        f.owner()
                .request()
                .get("/report/config/" + f.report())
                .then()
                .statusCode(200)
                .body("dataSets[0].breakdown.by", equalTo("source"))
                .body("dataSets[0].breakdown.top", equalTo(2))
                .body("dataSets[0].breakdown.other", equalTo(true));
        String series = "reportData.reportChartDataSets";
        f.widget("chart", Map.of())
                .statusCode(200)
                .body(series + ".label", contains("google", "meta", "Other"))
                .body(series + "[0].data", contains(number("16"), number("0"), number("5")))
                .body(series + "[1].data", contains(number("10"), number("0"), number("0")))
                // the records in neither: no source 3, tiktok 2, and bing 1 today
                .body(series + "[2].data", contains(number("5"), number("0"), number("1")))
                .body(series + ".dataSetIndex", contains(0, 0, 0))
                .body(series + "[0].breakdown.by", equalTo("source"))
                .body(series + "[0].breakdown.value", equalTo("google"))
                .body(series + "[2].breakdown.other", equalTo(true))
                .body(series + "[2].breakdown", not(hasKey("value")))
                // the data set's own colour first, then the palette, Other grey
                .body(series + ".color", contains("#2f7ed8", "#4e79a7", "#9aa5b1"));
    }

    @Test
    void withoutOtherOnlyTheTopSeriesAndTheNumberWidgetShowsTheUnbrokenTotal() {
        Fixture f = onlyA("line", List.of(revenueBySource(1, false)));
        f.widget("chart", Map.of()).statusCode(200).body("reportData.reportChartDataSets.label", contains("google"));
        // 31: every record once, though the series add up to more
        f.widget("number", Map.of("datasetIndexes", "0"))
                .statusCode(200)
                .body("reportData.numbers[0].value", number("31"));
    }

    @Test
    void noneCompetesForTheTopAndCustomDataValuesAreToldApartByTheirJsonTextTiesByText() {
        TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        String token = Integrations.serviceToken(owner, property);
        Map<String, Object> byPlan = Map.of(
                "label",
                "Sign-ups",
                "color",
                "#2f7ed8",
                "aggregation",
                "count",
                "breakdown",
                Map.of("by", "custom_data.plan", "top", 3, "other", false));
        long id = create(owner, report("bar", List.of(byPlan)));
        List<Object> plans = new ArrayList<>(List.of("pro", "pro", 1, 1, true));
        plans.add(null);
        for (Object plan : plans) {
            Map<String, Object> custom = new HashMap<>();
            custom.put("plan", plan);
            Records.create(
                    owner,
                    property,
                    Map.of("type", "signup", "date", TODAY.toString(), "value", 1, "custom_data", custom));
        }
        Records.create(owner, property, Map.of("type", "signup", "date", TODAY.toString(), "value", 1));
        Records.create(owner, property, Map.of("type", "signup", "date", TODAY.toString(), "value", 1));
        // none 3 (two without the key, one JSON null), then "pro" 2 and 1 2 tied: "pro" before 1 by
        // their JSON text ('"' before '1'); true 1 is fourth and left out
        exact().header("X-Service-Token", token)
                .accept(ContentType.JSON)
                .get("/service_token/v1/reports/" + id + "/widgets/chart")
                .then()
                .statusCode(200)
                .body("reportData.reportChartDataSets.label", contains("(none)", "pro", "1"))
                .body("reportData.reportChartDataSets[0].breakdown.value", nullValue())
                .body("reportData.reportChartDataSets[0].breakdown", hasKey("value"))
                .body("reportData.reportChartDataSets[1].breakdown.value", equalTo("pro"))
                .body("reportData.reportChartDataSets[2].breakdown.value", equalTo("1"))
                .body(
                        "reportData.reportChartDataSets.data",
                        contains(
                                contains(number("0"), number("0"), number("3")),
                                contains(number("0"), number("0"), number("2")),
                                contains(number("0"), number("0"), number("2"))));
        // the widget's language names none
        String german = given().header("X-Service-Token", token)
                .accept(ContentType.HTML)
                .queryParam("locale", "de")
                .get("/service_token/v1/reports/" + id + "/widgets/chart")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertTrue(german.contains("\"label\":\"(keine)\""), "none in German");
    }

    @Test
    void withSeveralDataSetsASeriesIsNamedByItsDataSetAndValue() {
        Map<String, Object> orders =
                Map.of("label", "Orders", "color", "#d83f2f", "aggregation", "count", "filter", Map.of("type", "sale"));
        Fixture f = onlyA("line", List.of(revenueBySource(2, true), orders));
        f.widget("chart", Map.of())
                .statusCode(200)
                .body(
                        "reportData.reportChartDataSets.label",
                        contains("Revenue · google", "Revenue · meta", "Revenue · Other", "Orders"))
                .body("reportData.reportChartDataSets[3]", not(hasKey("breakdown")));
        // datasetIndexes still picks data sets: the broken-down one alone is labelled by its values
        f.widget("chart", Map.of("datasetIndexes", "0"))
                .statusCode(200)
                .body("reportData.reportChartDataSets.label", contains("google", "meta", "Other"));
    }

    @Test
    void aPieDrawsOneSlicePerValueWithItsShareInTheTable() {
        Fixture f = onlyA("pie", List.of(revenueBySource(2, true)));
        String html = f.html(Map.of());
        // google 21, meta 10, Other 6 of 37
        assertTrue(html.contains("\"label\":\"google\""), html);
        assertTrue(html.contains("\"total\":21"), "google's slice");
        assertTrue(html.contains("\"total\":10"), "meta's slice");
        assertTrue(html.contains("\"total\":6"), "Other's slice");
        String head = html.substring(html.indexOf("<thead>"), html.indexOf("</thead>"));
        assertTrue(head.contains("google") && head.contains("meta") && head.contains("Other"), head);
    }

    @Test
    void theEarlierPeriodKeepsTheShownSeriesItsOtherHoldingTheRest() {
        Fixture f = onlyA("line", List.of(revenueBySource(2, true)));
        // tiktok's 50 before would lead that period: it stays in Other, lined up with today's series
        f.widget("chart", Map.of("compare", "previous_period"))
                .statusCode(200)
                .body("reportData.reportChartDataSets.label", contains("google", "meta", "Other"))
                .body("reportData.reportChartComparisonDataSets.label", contains("google", "meta", "Other"))
                .body(
                        "reportData.reportChartComparisonDataSets[0].data",
                        contains(number("0"), number("0"), number("0")))
                .body(
                        "reportData.reportChartComparisonDataSets[2].data",
                        contains(number("0"), number("50"), number("0")));
    }

    @Test
    void twoSignedCustomersEachSeeOnlyTheirOwnValuesAlsoFromCacheAndInTheEarlierPeriod() {
        Fixture f = fixture("line", List.of(revenueBySource(2, true)));
        PublicJsonWebKey key = SignedEmbeds.ecKey();
        SignedEmbeds.register(f.owner(), f.property(), key);
        for (String customer : List.of("a", "b", "a", "b")) {
            Map<String, Object> claims = claims(f.report());
            claims.put(
                    "params",
                    Map.of("filter", Map.of("customData", Map.of("customer", customer)), "compare", "previous_period"));
            String token = sign(key, claims);
            String[] csv = given().get(path(token) + "/data.csv")
                    .then()
                    .statusCode(200)
                    .extract()
                    .asString()
                    .split("\r\n");
            String html =
                    given().get(path(token)).then().statusCode(200).extract().asString();
            if (customer.equals("a")) {
                assertEquals(
                        "bucket,google,meta,Other,google (previous period),meta (previous period),"
                                + "Other (previous period)",
                        csv[0]);
                // yesterday's row: nothing now, and tiktok's 50 of the period before in Other
                assertEquals(",0,0,0,0,0,50", csv[2].substring(csv[2].indexOf(',')));
                assertFalse(html.contains("yahoo"), "a never sees b's source");
            } else {
                // b's top two are its own: yahoo and bing; its earlier period is empty, not a's 50
                assertEquals("bucket,yahoo,bing,yahoo (previous period),bing (previous period)", csv[0]);
                assertEquals(",100,1,0,0", csv[2].substring(csv[2].indexOf(',')));
                for (String row : csv) {
                    assertFalse(row.contains("50") || row.contains("google"), row);
                }
                assertFalse(html.contains("google") || html.contains("tiktok"), "b never sees a's sources");
            }
        }
    }

    @Test
    void refusedAtSaveWithTheFieldNamed() {
        TestUser owner = Accounts.newUser();
        Map<String, Object> badBy = revenueBySource(2, true);
        badBy.put("breakdown", Map.of("by", "colour"));
        refused(owner, List.of(badBy), "dataSets[0].breakdown.by");
        Map<String, Object> badTop = revenueBySource(2, true);
        badTop.put("breakdown", Map.of("by", "tags", "top", 51));
        refused(owner, List.of(badTop), "dataSets[0].breakdown.top");
        // four data sets of the top 50 and Other: 204 series, more than a widget draws
        refused(
                owner,
                List.of(
                        revenueBySource(50, true),
                        revenueBySource(50, true),
                        revenueBySource(50, true),
                        revenueBySource(50, true)),
                "dataSets");
        Map<String, Object> keyed = revenueBySource(2, true);
        keyed.put("key", "revenue");
        Map<String, Object> formula = Map.of(
                "label", "Half", "color", "#111111", "formula", "revenue / 2", "breakdown", Map.of("by", "type"));
        refused(owner, List.of(keyed, formula), "dataSets[1].breakdown");
        Map<String, Object> overBrokenDown = Map.of("label", "Half", "color", "#111111", "formula", "revenue / 2");
        refused(owner, List.of(keyed, overBrokenDown), "dataSets[1].formula");
    }

    private static void refused(TestUser owner, List<Map<String, Object>> dataSets, String field) {
        owner.request()
                .contentType(ContentType.JSON)
                .body(report("line", dataSets))
                .post("/report/config")
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("errors.field", hasItem(field));
    }
}
