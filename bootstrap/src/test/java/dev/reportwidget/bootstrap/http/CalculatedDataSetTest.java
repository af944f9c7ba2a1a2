package dev.reportwidget.bootstrap.http;

import static dev.reportwidget.bootstrap.support.SignedEmbeds.claims;
import static dev.reportwidget.bootstrap.support.SignedEmbeds.path;
import static dev.reportwidget.bootstrap.support.SignedEmbeds.sign;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;

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
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jose4j.jwk.PublicJsonWebKey;
import org.junit.jupiter.api.Test;

/**
 * Calculated data sets (docs/reports-and-widgets.md#calculated-data-sets) from outside: a formula
 * over keyed data sets, worked out per bucket and as a ratio of the period sums on every endpoint
 * (JSON, CSV, the document's table totals, a pie slice, the number widget and its earlier value),
 * no value for a division by zero, operands calculated when only the formula is shown, and a
 * locked filter that reaches the operands, for two customers.
 */
@QuarkusTest
class CalculatedDataSetTest {

    record Fixture(TestUser owner, long property, long report, String serviceToken, LocalDate today) {
        ValidatableResponse chart(Map<String, ?> query) {
            return exact().header("X-Service-Token", serviceToken)
                    .accept(ContentType.JSON)
                    .queryParams(query)
                    .get("/service_token/v1/reports/" + report + "/widgets/chart")
                    .then();
        }
    }

    /** A request whose JSON numbers are read as they are written, not as floats. */
    static io.restassured.specification.RequestSpecification exact() {
        return given().config(io.restassured.RestAssured.config()
                .jsonConfig(io.restassured.config.JsonConfig.jsonConfig()
                        .numberReturnType(
                                io.restassured.path.json.config.JsonPathConfig.NumberReturnType.BIG_DECIMAL)));
    }

    /** A JSON number equal to {@code expected}, whatever type it was read as. */
    static org.hamcrest.Matcher<Object> number(String expected) {
        return new org.hamcrest.TypeSafeMatcher<>() {
            @Override
            protected boolean matchesSafely(Object actual) {
                return actual instanceof Number
                        && new BigDecimal(actual.toString()).compareTo(new BigDecimal(expected)) == 0;
            }

            @Override
            public void describeTo(org.hamcrest.Description description) {
                description.appendText("the number " + expected);
            }
        };
    }

    private static Map<String, Object> plain(String label, String key, String type) {
        return Map.of(
                "label", label, "color", "#2f7ed8", "key", key, "aggregation", "sum", "filter", Map.of("type", type));
    }

    private static Map<String, Object> roas() {
        return Map.of(
                "label",
                "ROAS",
                "color",
                "#111111",
                "key",
                "roas",
                "formula",
                "revenue / ad_spend",
                "axis",
                "right",
                "format",
                Map.of("style", "decimal", "maximumFractionDigits", 2));
    }

    static Map<String, Object> report(String chartType) {
        return Map.of(
                "name",
                "Return on ad spend",
                "chartType",
                chartType,
                "period",
                Map.of("last", 3, "unit", "day"),
                "dataSets",
                List.of(plain("Revenue", "revenue", "sale"), plain("Ad spend", "ad_spend", "cost"), roas()));
    }

    private static Map<String, Object> record(String type, LocalDate date, String value, String customer) {
        return Map.of(
                "type",
                type,
                "date",
                date.toString(),
                "value",
                new BigDecimal(value),
                "custom_data",
                Map.of("customer", customer));
    }

    /**
     * Three days: 10 / 1, then 5 / nothing (no ratio), then 30 / 9: the bucket ratios 10 and 3.33
     * average 6.67, the period's ratio is 45 / 10 = 4.5. Customer a owns everything shown; b's
     * records (100 / 50) fall on the same days. The previous period: 8 / 4.
     */
    /** The same report over a's records alone. */
    static Fixture fixtureWithoutB() {
        return fixture("line", false);
    }

    static Fixture fixture(String chartType) {
        return fixture(chartType, true);
    }

    static Fixture fixture(String chartType, boolean withB) {
        TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        String token = Integrations.serviceToken(owner, property);
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        long id = owner.request()
                .contentType(ContentType.JSON)
                .body(report(chartType))
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        Records.create(owner, property, record("sale", today.minusDays(2), "10", "a"));
        Records.create(owner, property, record("cost", today.minusDays(2), "1", "a"));
        Records.create(owner, property, record("sale", today.minusDays(1), "5", "a"));
        Records.create(owner, property, record("sale", today, "30", "a"));
        Records.create(owner, property, record("cost", today, "9", "a"));
        if (withB) {
            Records.create(owner, property, record("sale", today.minusDays(1), "100", "b"));
            Records.create(owner, property, record("cost", today.minusDays(1), "50", "b"));
        }
        Records.create(owner, property, record("sale", today.minusDays(4), "8", "a"));
        Records.create(owner, property, record("cost", today.minusDays(4), "4", "a"));
        owner.in(property)
                .contentType(ContentType.JSON)
                .body(Map.of("access", "authenticated", "allowDownload", true))
                .put(Widgets.settings(id))
                .then()
                .statusCode(200);
        return new Fixture(owner, property, id, token, today);
    }

    @Test
    void theReportKeepsItsFormulaKeysAndFormatsAndACalculatedDataSetHasNoAggregationOrFilter() {
        Fixture f = fixture("line");
        f.owner()
                .request()
                .get("/report/config/" + f.report())
                .then()
                .statusCode(200)
                .body("dataSets[0].key", equalTo("revenue"))
                .body("dataSets[2].key", equalTo("roas"))
                .body("dataSets[2].formula", equalTo("revenue / ad_spend"))
                .body("dataSets[2].format.maximumFractionDigits", equalTo(2))
                .body("dataSets[2].axis", equalTo("right"))
                .body("dataSets[2]", not(hasKey("aggregation")))
                .body("dataSets[2]", not(hasKey("filter")))
                .body("dataSets[0]", not(hasKey("formula")))
                .body("dataSets[0]", not(hasKey("format")));
    }

    @Test
    void aFormulaIsWorkedOutPerBucketWithNoValueForADivisionByZero() {
        Fixture f = fixture("line");
        // b's records count too here: the service-token chart shows the whole property
        f.chart(Map.of())
                .statusCode(200)
                .body("reportData.reportChartDataSets[2].label", equalTo("ROAS"))
                .body(
                        "reportData.reportChartDataSets[2].data",
                        contains(number("10"), number("2.1"), number("3.333333333333333")));
        // one bucket without spend: 5 / 0 has no value, not 0 and not Infinity
        fixtureWithoutB()
                .chart(Map.of("datasetIndexes", "2"))
                .statusCode(200)
                .body(
                        "reportData.reportChartDataSets[0].data",
                        contains(number("10"), nullValue(), number("3.333333333333333")));
    }

    @Test
    void onlyTheFormulaMayBeShownItsOperandsAreStillCalculated() {
        Fixture f = fixture("line");
        f.chart(Map.of("datasetIndexes", "2"))
                .statusCode(200)
                .body("reportData.reportChartDataSets.label", contains("ROAS"))
                .body("reportData.reportChartDataSets[0].data[0]", number("10"));
    }

    @Test
    void thePeriodFiguresAreRatiosOfThePeriodSumsForAPieAndTheTable() {
        Fixture f = fixture("pie");
        Map<String, Object> claims = claims(f.report());
        PublicJsonWebKey key = SignedEmbeds.ecKey();
        SignedEmbeds.register(f.owner(), f.property(), key);
        claims.put("params", Map.of("filter", Map.of("customData", Map.of("customer", "a")), "datasetIndexes", "2"));
        String html = given().get(path(sign(key, claims)))
                .then()
                .statusCode(200)
                .extract()
                .asString();
        // the slice and the table's total: 45 / 10, not the mean of 10 and 3.33 nor their sum
        org.junit.jupiter.api.Assertions.assertTrue(html.contains("\"total\":4.5"), "the pie's slice is 4.5");
        String totals = html.substring(html.indexOf("<tfoot>"), html.indexOf("</tfoot>"));
        org.junit.jupiter.api.Assertions.assertTrue(totals.contains("<td>4.5</td>"), totals);
    }

    @Test
    void aLockedFilterReachesTheOperandsForEachCustomer() {
        Fixture f = fixture("line");
        PublicJsonWebKey key = SignedEmbeds.ecKey();
        SignedEmbeds.register(f.owner(), f.property(), key);
        for (String customer : List.of("a", "b", "a", "b")) {
            Map<String, Object> claims = claims(f.report());
            claims.put(
                    "params",
                    Map.of("filter", Map.of("customData", Map.of("customer", customer)), "compare", "previous_period"));
            String[] csv = given().get(path(sign(key, claims)) + "/data.csv")
                    .then()
                    .statusCode(200)
                    .extract()
                    .asString()
                    .split("\r\n");
            assertEquals(
                    "bucket,Revenue,Ad spend,ROAS,Revenue (previous period),Ad spend (previous period),"
                            + "ROAS (previous period)",
                    csv[0]);
            String[] first = csv[1].split(",", -1);
            String[] second = csv[2].split(",", -1);
            String[] third = csv[3].split(",", -1);
            if (customer.equals("a")) {
                assertCells(first, "10", "1", "10", "0", "0", "");
                assertCells(second, "5", "0", "", "8", "4", "2");
                assertCells(third, "30", "9", "3.333333333333333", "0", "0", "");
            } else {
                // b sees only its own 100 / 50, never a's ratios, now or in the earlier period
                assertCells(first, "0", "0", "", "0", "0", "");
                assertCells(second, "100", "50", "2", "0", "0", "");
                assertCells(third, "0", "0", "", "0", "0", "");
            }
        }
    }

    /** The row's cells after the bucket, as numbers ("" for an empty cell). */
    private static void assertCells(String[] row, String... expected) {
        assertEquals(expected.length + 1, row.length, String.join(",", row));
        for (int i = 0; i < expected.length; i++) {
            String cell = row[i + 1];
            if (expected[i].isEmpty()) {
                assertEquals("", cell, "column " + (i + 1) + " of " + String.join(",", row));
            } else {
                assertEquals(
                        0,
                        new BigDecimal(expected[i]).compareTo(new BigDecimal(cell)),
                        "column " + (i + 1) + " of " + String.join(",", row));
            }
        }
    }

    @Test
    void theNumberWidgetShowsTheRatioOfThePeriodSumsAndOfTheEarlierOnes() {
        Fixture f = fixture("line");
        Map<String, Object> query = new HashMap<>();
        query.put("datasetIndexes", "2");
        exact().header("X-Service-Token", f.serviceToken())
                .accept(ContentType.JSON)
                .queryParams(query)
                .get("/service_token/v1/reports/" + f.report() + "/widgets/number")
                .then()
                .statusCode(200)
                // (10 + 5 + 100 + 30) / (1 + 50 + 9) and the earlier 8 / 4
                .body("reportData.numbers[0].value", number("2.416666666666667"))
                .body("reportData.numbers[0].previousValue", number("2"));
    }

    @Test
    void aNumberWidgetsGoalIsJudgedOnTheRatioOfSumsAndAFormulaWithoutValueShowsADash() {
        TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        String token = Integrations.serviceToken(owner, property);
        Map<String, Object> body = new HashMap<>(report("line"));
        Map<String, Object> withGoal = new HashMap<>(roas());
        withGoal.put("goal", 5);
        body.put(
                "dataSets",
                List.of(plain("Revenue", "revenue", "sale"), plain("Ad spend", "ad_spend", "cost"), withGoal));
        long id = owner.request()
                .contentType(ContentType.JSON)
                .body(body)
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        Widgets.changeAccess(owner, id, "authenticated").statusCode(200);
        String number = "/service_token/v1/reports/" + id + "/widgets/number";
        // no ad spend yet: the ratio has no value, and the tile says so with a dash, not 0 or ∞
        String empty = given().header("X-Service-Token", token)
                .accept(ContentType.HTML)
                .queryParam("datasetIndexes", "2")
                .get(number)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        org.junit.jupiter.api.Assertions.assertTrue(
                empty.contains("<p class=\"number-value\">–</p>"), "a dash for a ratio without a value");
        exact().header("X-Service-Token", token)
                .accept(ContentType.JSON)
                .queryParam("datasetIndexes", "2")
                .get(number)
                .then()
                .statusCode(200)
                .body("reportData.numbers[0].value", nullValue())
                .body("reportData.numbers[0].goalRatio", nullValue());

        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        Records.create(owner, property, record("sale", today.minusDays(2), "10", "a"));
        Records.create(owner, property, record("cost", today.minusDays(2), "1", "a"));
        Records.create(owner, property, record("sale", today, "30", "a"));
        Records.create(owner, property, record("cost", today, "9", "a"));
        // 40 / 10 = 4 against the goal of 5: 0.8 (the mean of the daily ratios, 6.67, would pass it)
        exact().header("X-Service-Token", token)
                .accept(ContentType.JSON)
                .queryParams(Map.of("datasetIndexes", "2", "refresh", "true"))
                .get(number)
                .then()
                .statusCode(200)
                .body("reportData.numbers[0].value", number("4"))
                .body("reportData.numbers[0].goal", number("5"))
                .body("reportData.numbers[0].goalRatio", number("0.8"));
    }

    @Test
    void aBrokenFormulaIsRefusedNamingItsFieldInWordsAPersonUnderstands() {
        TestUser owner = Accounts.newUser();
        Map<String, Object> body = new HashMap<>(report("line"));
        Map<String, Object> broken = new HashMap<>(roas());
        broken.put("formula", "revenue / spend");
        body.put(
                "dataSets",
                List.of(plain("Revenue", "revenue", "sale"), plain("Ad spend", "ad_spend", "cost"), broken));
        owner.request()
                .contentType(ContentType.JSON)
                .body(body)
                .post("/report/config")
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("errors.field", contains("dataSets[2].formula"))
                .body(
                        "errors.message",
                        contains("No data set has the key “spend”. The keys it can use are: revenue, ad_spend."));
        broken.put("formula", "revenue / (ad_spend");
        owner.request()
                .contentType(ContentType.JSON)
                .body(body)
                .post("/report/config")
                .then()
                .statusCode(422)
                .body("errors[0].message", containsString("never closed"));
    }

    @Test
    void aReportWithoutFormulasAnswersWithoutTheNewFields() {
        Fixture f = fixture("line");
        f.chart(Map.of("datasetIndexes", "0"))
                .statusCode(200)
                .body("reportData.reportChartDataSets[0]", not(hasKey("numberFormat")))
                .body("reportData.reportChartDataSets[0].label", equalTo("Revenue"))
                .body("reportData.reportChartDataSets[0].dataSetIndex", nullValue());
    }
}
