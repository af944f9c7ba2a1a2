package dev.reportwidget.bootstrap.http;

import static dev.reportwidget.bootstrap.http.CalculatedDataSetTest.exact;
import static dev.reportwidget.bootstrap.http.CalculatedDataSetTest.number;
import static org.hamcrest.Matchers.contains;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.reportwidget.adapters.persistence.record.RecordTotalsKeys;
import dev.reportwidget.adapters.persistence.record.RecordTotalsMerger;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Database;
import dev.reportwidget.bootstrap.support.Integrations;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * Reports over custom data whose records each carry their own order number
 * (docs/adr/0013-totals-keep-asked-keys.md): the figures filtered and broken down by a plan, and
 * filtered by one order number, are the records' before the totals keep the plan (read from the
 * records) and after (read from the totals); the order number, unique per record, is never kept,
 * so the totals stay one row per plan however many orders there are.
 */
@QuarkusTest
class CustomDataKeysTest {

    @Inject
    DataSource dataSource;

    @Inject
    RecordTotalsKeys keys;

    @Inject
    RecordTotalsMerger merger;

    private static Map<String, Object> dataSet(
            String label, Map<String, Object> filter, Map<String, Object> breakdown) {
        Map<String, Object> set =
                new HashMap<>(Map.of("label", label, "color", "#2f7ed8", "aggregation", "sum", "filter", filter));
        if (breakdown != null) {
            set.put("breakdown", breakdown);
        }
        return set;
    }

    private String state(long property, String key) {
        return (String) Database.single(
                dataSource, "SELECT state FROM record_totals_keys WHERE property_id = ? AND key = ?", property, key);
    }

    /** Settles the totals' keys until the key is ready, a bounded number of times. */
    private void settleUntilReady(long property, String key) throws InterruptedException {
        for (int i = 0; i < 100 && !"ready".equals(state(property, key)); i++) {
            keys.settle();
            Thread.sleep(50);
        }
    }

    @Test
    void filtersAndBreakdownsByAPlanAndAFilterByAnOrderNumberAreRightBeforeAndAfterThePlanIsKept()
            throws InterruptedException {
        TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        String token = Integrations.serviceToken(owner, property);
        // 1,200 sales today of 1 to 1,200: every fourth on the pro plan (4 + 8 + ... + 1,200 = 180,600),
        // the rest basic (540,000); each with its own order number
        Database.execute(
                dataSource,
                "INSERT INTO records (property_id, id, date, time, type, value, custom_data, origin)"
                        + " SELECT " + property + ", nextval('records_id_seq'), current_date, TIME '12:00', 'sale', n,"
                        + " jsonb_build_object('plan', CASE WHEN n % 4 = 0 THEN 'pro' ELSE 'basic' END,"
                        + " 'order', 'order-' || n), 'api'"
                        + " FROM generate_series(1, 1200) AS n");
        long report = BreakdownTest.create(
                owner,
                Map.of(
                        "name",
                        "Sales by plan",
                        "chartType",
                        "bar",
                        "period",
                        Map.of("last", 2, "unit", "day"),
                        "dataSets",
                        List.of(
                                dataSet("Pro", Map.of("type", "sale", "customData", Map.of("plan", "pro")), null),
                                dataSet("Order 7", Map.of("customData", Map.of("order", "order-7")), null),
                                dataSet(
                                        "Sales",
                                        Map.of("type", "sale"),
                                        Map.of("by", "custom_data.plan", "top", 5, "other", false)))));
        Runnable figuresHold = () -> exact().header("X-Service-Token", token)
                .accept(ContentType.JSON)
                .queryParam("refresh", true)
                .get("/service_token/v1/reports/" + report + "/widgets/chart")
                .then()
                .statusCode(200)
                .body(
                        "reportData.reportChartDataSets.data",
                        contains(
                                contains(number("0"), number("180600")),
                                contains(number("0"), number("7")),
                                contains(number("0"), number("540000")),
                                contains(number("0"), number("180600"))));

        figuresHold.run();
        settleUntilReady(property, "plan");
        assertEquals("ready", state(property, "plan"));
        assertEquals("skipped", state(property, "order"), "an order number in every record is never kept");
        merger.merge();
        assertEquals(
                2,
                Database.count(dataSource, "SELECT count(*) FROM record_totals WHERE property_id = ?", property),
                "one row per plan, whatever the orders");
        figuresHold.run();
    }
    /**
     * A key of more than a thousand values is ranked in a statement of its own once the totals keep
     * it; the series, the rest, none and the unbroken figures are the same either way, also for a
     * comparison, which is given the shown period's values.
     */
    @Test
    void aBreakdownByAKeyOfManyValuesIsTheSameFromTheRecordsAndFromTheTotals() throws InterruptedException {
        TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        String token = Integrations.serviceToken(owner, property);
        // 2,400 sales today of 1 to 2,400, product n % 1,100: products 1 to 200 sold three times
        // (3v + 3,300: 200 leads with 3,900, then 199 and 198); 10 sales of 1 without a product;
        // yesterday, one sale of 5 of product 7 (in the rest) and one of 2 of product 200
        Database.execute(
                dataSource,
                "INSERT INTO records (property_id, id, date, time, type, value, custom_data, origin)"
                        + " SELECT " + property + ", nextval('records_id_seq'), current_date, TIME '12:00', 'sale', n,"
                        + " jsonb_build_object('sku', 'sku-' || n % 1100), 'api' FROM generate_series(1, 2400) AS n"
                        + " UNION ALL SELECT " + property + ", nextval('records_id_seq'), current_date, TIME '12:00',"
                        + " 'sale', 1, '{}', 'api' FROM generate_series(1, 10)"
                        + " UNION ALL SELECT " + property
                        + ", nextval('records_id_seq'), current_date - 1, TIME '12:00',"
                        + " 'sale', 5, '{\"sku\": \"sku-7\"}', 'api'"
                        + " UNION ALL SELECT " + property
                        + ", nextval('records_id_seq'), current_date - 1, TIME '12:00',"
                        + " 'sale', 2, '{\"sku\": \"sku-200\"}', 'api'");
        long report = BreakdownTest.create(
                owner,
                Map.of(
                        "name",
                        "Sales by product",
                        "chartType",
                        "bar",
                        "period",
                        Map.of("last", 2, "unit", "day"),
                        "dataSets",
                        List.of(dataSet(
                                "Sales",
                                Map.of("type", "sale"),
                                Map.of("by", "custom_data.sku", "top", 3, "other", true)))));
        String series = "reportData.reportChartDataSets";
        Runnable figuresHold = () -> {
            exact().header("X-Service-Token", token)
                    .accept(ContentType.JSON)
                    .queryParam("refresh", true)
                    .get("/service_token/v1/reports/" + report + "/widgets/chart")
                    .then()
                    .statusCode(200)
                    .body(series + ".label", contains("sku-200", "sku-199", "sku-198", "Other"))
                    .body(
                            series + ".data",
                            contains(
                                    contains(number("2"), number("3900")),
                                    contains(number("0"), number("3897")),
                                    contains(number("0"), number("3894")),
                                    // 2,881,200 - 11,691 + 10 without a product; yesterday product 7
                                    contains(number("5"), number("2869519"))));
            // the unbroken figure counts every record once: 2,881,200 + 10 + 5 + 2
            exact().header("X-Service-Token", token)
                    .accept(ContentType.JSON)
                    .queryParam("refresh", true)
                    .queryParam("datasetIndexes", "0")
                    .get("/service_token/v1/reports/" + report + "/widgets/number")
                    .then()
                    .statusCode(200)
                    .body("reportData.numbers[0].value", number("2881217"));
            // the period before holds no record: the same series, empty
            exact().header("X-Service-Token", token)
                    .accept(ContentType.JSON)
                    .queryParam("refresh", true)
                    .queryParam("compare", "previous_period")
                    .get("/service_token/v1/reports/" + report + "/widgets/chart")
                    .then()
                    .statusCode(200)
                    .body(series + ".label", contains("sku-200", "sku-199", "sku-198", "Other"));
        };

        figuresHold.run();
        settleUntilReady(property, "sku");
        assertEquals("ready", state(property, "sku"));
        assertEquals(
                1100L,
                Database.count(
                        dataSource,
                        "SELECT sampled_values FROM record_totals_keys WHERE property_id = ? AND key = 'sku'",
                        property),
                "more values than a single statement groups well");
        figuresHold.run();
    }
}
