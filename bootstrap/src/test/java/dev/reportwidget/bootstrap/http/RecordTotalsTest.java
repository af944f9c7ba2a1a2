package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.adapters.persistence.record.RecordTotalsMerger;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Database;
import dev.reportwidget.bootstrap.support.Integrations;
import dev.reportwidget.bootstrap.support.Records;
import dev.reportwidget.bootstrap.support.Widgets;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * The day totals that calculations read ({@code record_totals}) against the records they sum up,
 * end to end: every endpoint that writes a record keeps them equal, and a report reads from them what
 * the records hold. (The writers and concurrent merges on their own: the persistence module's
 * RecordTotalsTest.)
 */
@QuarkusTest
class RecordTotalsTest {

    /**
     * Label sets whose count, sum, minimum or maximum differ between the records and their totals,
     * over the custom data keys the totals keep.
     */
    private static final String MISMATCHES = """
            WITH counted AS (
                SELECT date, type, activity, source, tags,
                       record_totals_custom_data(custom_data, record_totals_kept(property_id)),
                       count(*) AS n, sum(value) AS total, min(value) AS lo, max(value) AS hi
                FROM records WHERE property_id = ? GROUP BY 1, 2, 3, 4, 5, 6
            ), kept AS (
                SELECT date, type, activity, source, tags,
                       record_totals_custom_data(custom_data, record_totals_kept(property_id)),
                       sum(records) AS n, sum(total) AS total, min(smallest) AS lo, max(largest) AS hi
                FROM record_totals WHERE property_id = ? GROUP BY 1, 2, 3, 4, 5, 6
            )
            SELECT (SELECT count(*) FROM (SELECT * FROM counted EXCEPT ALL SELECT * FROM kept) AS missing)
                 + (SELECT count(*) FROM (SELECT * FROM kept EXCEPT ALL SELECT * FROM counted) AS extra)
            """;

    @Inject
    DataSource dataSource;

    @Inject
    RecordTotalsMerger merger;

    private long mismatches(long property) {
        return Database.count(dataSource, MISMATCHES, property, property);
    }

    private long rows(long property) {
        return Database.count(dataSource, "SELECT count(*) FROM record_totals WHERE property_id = ?", property);
    }

    private long labelSets(long property) {
        return Database.count(
                dataSource,
                "SELECT count(*) FROM (SELECT DISTINCT date, type, activity, source, tags,"
                        + " record_totals_custom_data(custom_data, record_totals_kept(property_id))"
                        + " FROM records WHERE property_id = ?) AS sets",
                property);
    }

    @Test
    void everyWayOfWritingARecordKeepsTheTotalsEqualToTheRecords() {
        TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        String token = Integrations.serviceToken(owner, property);
        String trackingId = Integrations.trackingId(owner, property);

        int first =
                create(owner, Map.of("type", "sale", "date", "2026-03-01", "value", 10, "source", List.of("google")));
        int second =
                create(owner, Map.of("type", "sale", "date", "2026-03-01", "value", 4, "source", List.of("google")));
        int third = create(owner, Map.of("type", "lead", "date", "2026-03-02", "value", 1));
        owner.request()
                .contentType(ContentType.JSON)
                .body(
                        "[{\"type\": \"sale\", \"date\": \"2026-03-01\", \"value\": 7, \"source\": [\"google\"]},"
                                + " {\"type\": \"cost\", \"date\": \"2026-03-02\", \"value\": 2.5, \"custom_data\": {\"plan\": \"pro\"}}]")
                .post("/record/bulk")
                .then()
                .statusCode(201);
        Integrations.record(token, "sale", "2026-03-01", 3);
        given().contentType(ContentType.JSON)
                .header("X-Service-Token", token)
                .header("Idempotency-Key", "totals-" + property)
                .body(Map.of("type", "cost", "date", "2026-03-03", "value", 8))
                .post("/service_token/record")
                .then()
                .statusCode(201);
        given().queryParam("trackingId", trackingId)
                .queryParam("type", "pageview")
                .get("/record/collect_web_event")
                .then()
                .statusCode(200);
        owner.request()
                .contentType("text/csv")
                .header("Content-Disposition", "attachment; filename=\"totals.csv\"")
                .body("date,type,source,value\n2026-03-01,sale,google,1.25\n2026-03-04,sale,,6\n"
                        .getBytes(StandardCharsets.UTF_8))
                .post("/record/import")
                .then()
                .statusCode(201);
        assertEquals(0, mismatches(property), "after inserts");

        // the largest sale of its label set leaves it; the smallest is deleted; a record moves to another day
        patch(owner, first, "{\"tags\": [\"moved\"]}");
        owner.request().delete("/record/" + second).then().statusCode(204);
        patch(owner, third, "{\"date\": \"2026-02-28\", \"value\": 100}");
        owner.request()
                .contentType(ContentType.JSON)
                .body(
                        "{\"operations\": [{\"op\": \"update\", \"id\": " + first + ", \"record\": {\"value\": -5}},"
                                + " {\"op\": \"create\", \"record\": {\"type\": \"sale\", \"date\": \"2026-03-01\", \"value\": 2}}]}")
                .post("/record/batch")
                .then()
                .statusCode(200)
                .body("results.status", contains(200, 201));
        assertEquals(0, mismatches(property), "after updates and deletes");

        assertTrue(rows(property) > labelSets(property), "inserts append rows");
        merger.merge();
        assertEquals(0, mismatches(property), "after a merge");
        assertEquals(labelSets(property), rows(property), "a merge leaves one row per day and label set");

        Database.execute(dataSource, "UPDATE record_totals SET total = total + 1 WHERE property_id = " + property);
        assertTrue(mismatches(property) > 0);
        assertEquals(labelSets(property), Database.count(dataSource, "SELECT rebuild_record_totals(?)", property));
        assertEquals(0, mismatches(property), "after a rebuild");
    }

    @Test
    void aReportReadsCountsSumsAveragesAndExtremesOfTheRecordsThatRemain() {
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        String today = LocalDate.now(ZoneOffset.UTC).toString();
        Map<String, Object> sales = Map.of("type", "sale", "sources", List.of("google"));
        List<Map<String, Object>> dataSets = new ArrayList<>();
        for (String aggregation : List.of("count", "sum", "avg", "min", "max")) {
            dataSets.add(Map.of("label", aggregation, "color", "#2f7ed8", "aggregation", aggregation, "filter", sales));
        }
        long report = owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name",
                        "Google sales",
                        "chartType",
                        "line",
                        "period",
                        Map.of("last", 2, "unit", "day"),
                        "dataSets",
                        dataSets))
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        Widgets.changeAccess(owner, report, "authenticated").statusCode(200);
        int smallest = create(owner, Map.of("type", "sale", "date", today, "value", 1, "source", List.of("google")));
        int middle = create(owner, Map.of("type", "sale", "date", today, "value", 4, "source", List.of("google")));
        create(owner, Map.of("type", "sale", "date", today, "value", 6, "source", List.of("google")));
        create(owner, Map.of("type", "sale", "date", today, "value", 1000, "source", List.of("ads")));
        create(owner, Map.of("type", "cost", "date", today, "value", -1000, "source", List.of("google")));

        String widget = "/service_token/v1/reports/" + report + "/widgets/chart";
        // count, sum, avg, min and max of the Google sales, yesterday and today
        assertEquals("[[0, 3], [0, 11], [null, 3.666667], [null, 1], [null, 6]]", refreshedData(token, widget));

        owner.request().delete("/record/" + smallest).then().statusCode(204);
        patch(owner, middle, "{\"value\": 10}");
        assertEquals("[[0, 2], [0, 16], [null, 8], [null, 6], [null, 10]]", refreshedData(token, widget));
    }

    /** The data of every data set, newly calculated, as JSON reads it. */
    private static String refreshedData(String token, String widget) {
        return given().header("X-Service-Token", token)
                .accept(ContentType.JSON)
                .queryParam("refresh", "true")
                .get(widget)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("reportData.reportChartDataSets.data")
                .toString();
    }

    private static int create(TestUser owner, Map<String, Object> record) {
        return Records.create(owner, owner.personalPropertyId(), record);
    }

    private static void patch(TestUser owner, int id, String body) {
        owner.request()
                .contentType("application/merge-patch+json")
                .body(body)
                .patch("/record/" + id)
                .then()
                .statusCode(200);
    }
}
