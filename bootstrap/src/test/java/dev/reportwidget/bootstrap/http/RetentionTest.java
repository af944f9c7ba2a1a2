package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.adapters.persistence.lifecycle.JobLeasesAdapter;
import dev.reportwidget.adapters.persistence.lifecycle.RetentionPersistenceAdapter;
import dev.reportwidget.application.lifecycle.RetentionService;
import dev.reportwidget.application.lifecycle.port.in.ApplyRetentionUseCase;
import dev.reportwidget.application.lifecycle.port.in.ApplyRetentionUseCase.RetentionRun;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Database;
import dev.reportwidget.bootstrap.support.Integrations;
import dev.reportwidget.bootstrap.support.Widgets;
import dev.reportwidget.domain.property.PropertyId;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.math.BigDecimal;
import java.sql.Connection;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * A property's retention (docs/records.md#retention): the setting in the API, the daily deletion
 * by the property's own days, one replica at a time, and ingestion and widgets that never wait on it.
 */
@QuarkusTest
class RetentionTest {

    @Inject
    ApplyRetentionUseCase retention;

    @Inject
    DataSource dataSource;

    /** A run of retention on this instance, once any run of its schedule has given the lease back. */
    private RetentionRun applyRetention() {
        for (int attempt = 0; attempt < 100; attempt++) {
            RetentionRun run = retention.apply();
            if (run.ran()) {
                return run;
            }
            sleep(100);
        }
        throw new AssertionError("the retention lease stayed taken");
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    private static Map<String, Object> settings(String name, String timezone, Object retentionDays) {
        Map<String, Object> body = new HashMap<>();
        body.put("name", name);
        body.put("timezone", timezone);
        body.put("retentionDays", retentionDays);
        return body;
    }

    @Test
    void theRetentionIsAPropertySettingThatPutReplaces() {
        TestUser owner = Accounts.newUser();
        TestUser viewer = Accounts.newUser();
        long shop = Accounts.newProperty(owner, "Shop");
        Accounts.addMember(owner, shop, viewer, "viewer");
        viewer.request().get("/properties/" + shop).then().statusCode(200).body("retentionDays", nullValue());

        owner.request()
                .contentType(ContentType.JSON)
                .body(settings("Shop", "Europe/Berlin", 400))
                .put("/properties/" + shop)
                .then()
                .statusCode(200)
                .body("retentionDays", equalTo(400));
        viewer.request()
                .get("/properties/" + shop)
                .then()
                .statusCode(200)
                .body("retentionDays", equalTo(400))
                .body("role", equalTo("viewer"))
                .body("timezone", equalTo("Europe/Berlin"));
        owner.request()
                .get("/properties")
                .then()
                .body("properties.find { it.id == " + shop + " }.retentionDays", equalTo(400));

        for (Object refused : List.of(29, 3651, 0, -30)) {
            owner.request()
                    .contentType(ContentType.JSON)
                    .body(settings("Shop", "UTC", refused))
                    .put("/properties/" + shop)
                    .then()
                    .statusCode(422)
                    .body("errors.field", hasItem("retentionDays"));
        }
        owner.request()
                .contentType(ContentType.JSON)
                .body("{\"name\": \"Shop\", \"retentionDays\": \"a year\"}")
                .put("/properties/" + shop)
                .then()
                .statusCode(422);
        owner.request().get("/properties/" + shop).then().body("retentionDays", equalTo(400));

        // the PUT replaces every setting: no retention keeps every record again
        owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("name", "Shop"))
                .put("/properties/" + shop)
                .then()
                .statusCode(200)
                .body("retentionDays", nullValue());
        owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("name", "Archive", "retentionDays", 3650))
                .post("/properties")
                .then()
                .statusCode(201)
                .body("retentionDays", equalTo(3650));
        Accounts.newUser().request().get("/properties/" + shop).then().statusCode(403);
    }

    /** A property in {@code zone} keeping 30 days, with records of {@code today} less 31, 30 and 0 days. */
    private record Shop(TestUser owner, long property, String token, LocalDate today) {

        static Shop in(String zone) {
            TestUser owner = Accounts.newUser();
            long property = Accounts.newProperty(owner, "Shop in " + zone, zone);
            owner.request()
                    .contentType(ContentType.JSON)
                    .body(settings("Shop in " + zone, zone, 30))
                    .put("/properties/" + property)
                    .then()
                    .statusCode(200);
            return new Shop(
                    owner, property, Integrations.serviceToken(owner, property), LocalDate.now(ZoneId.of(zone)));
        }

        /** A sale of 13 on {@code date} with the request's idempotency key {@code old-sale}; expects 201. */
        int keyedSale(LocalDate date) {
            return owner.in(property)
                    .contentType(ContentType.JSON)
                    .header("Idempotency-Key", "old-sale")
                    .body(Map.of("type", "sale", "date", date.toString(), "value", 13))
                    .post("/record")
                    .then()
                    .statusCode(201)
                    .extract()
                    .path("id");
        }

        void record(LocalDate date, int value) {
            Integrations.record(token, "sale", date.toString(), value);
        }

        long number() {
            long report = owner.in(property)
                    .contentType(ContentType.JSON)
                    .body(Map.of(
                            "name",
                            "Sales",
                            "chartType",
                            "bar",
                            "period",
                            Map.of("last", 90, "unit", "day"),
                            "granularity",
                            "day",
                            "dataSets",
                            List.of(Map.of("label", "Sales", "color", "#2f7ed8", "filter", Map.of("type", "sale")))))
                    .post("/report/config")
                    .then()
                    .statusCode(201)
                    .extract()
                    .jsonPath()
                    .getLong("id");
            Widgets.changeAccess(owner.in(property), report, "authenticated").statusCode(200);
            return report;
        }

        BigDecimal shown(long report) {
            Object value = given().header("X-Service-Token", token)
                    .accept(ContentType.JSON)
                    .queryParam("refresh", "true")
                    .get("/service_token/v1/reports/" + report + "/widgets/number")
                    .then()
                    .statusCode(200)
                    .extract()
                    .path("reportData.numbers[0].value");
            return new BigDecimal(value.toString());
        }
    }

    private List<String> datesIn(long property) {
        return Database.strings(
                dataSource, "SELECT CAST(date AS text) FROM records WHERE property_id = ? ORDER BY date", property);
    }

    private long totalOf(long property) {
        return Database.count(
                dataSource, "SELECT COALESCE(sum(total), 0) FROM record_totals WHERE property_id = ?", property);
    }

    @Test
    void recordsOlderThanTheRetentionInThePropertysDaysGoWithTheirTotalsAndKeys() {
        // UTC+14 and UTC-11: at any hour at least one of them is on another date than UTC, so a
        // horizon counted in UTC days would keep or delete a day too many in that one
        for (String zone : List.of("Pacific/Kiritimati", "Pacific/Pago_Pago")) {
            Shop shop = Shop.in(zone);
            LocalDate old = shop.today().minusDays(31);
            LocalDate firstKept = shop.today().minusDays(30);
            shop.record(old, 5);
            shop.record(firstKept, 7);
            shop.record(shop.today(), 11);
            int keyed = shop.keyedSale(old);
            long report = shop.number();
            assertEquals(0, new BigDecimal(36).compareTo(shop.shown(report)), zone);

            RetentionRun run = applyRetention();

            assertTrue(run.deleted() >= 2, zone + ": " + run);
            assertEquals(List.of(firstKept.toString(), shop.today().toString()), datesIn(shop.property()), zone);
            assertEquals(18, totalOf(shop.property()), zone + ": the day totals count only what is left");
            assertEquals(0, new BigDecimal(18).compareTo(shop.shown(report)), zone);
            // the key named a deleted record: it is forgotten with it, and a repeat creates the record again
            int again = shop.keyedSale(old);
            assertNotEquals(keyed, again, zone);
        }
        RetentionRun next = applyRetention();
        assertTrue(next.properties() >= 2, next.toString());
    }

    @Test
    void oneReplicaAtATimeDeletesAndALeaseThatExpiredIsTakenOver() {
        Shop shop = Shop.in("Europe/Berlin");
        var otherReplica = new JobLeasesAdapter(dataSource, "another replica");
        // wait for any scheduled run of this instance to give the lease back, then take it elsewhere
        applyRetention();
        shop.record(shop.today().minusDays(40), 3);
        assertTrue(otherReplica.acquire(RetentionService.JOB, Duration.ofMinutes(1)));

        RetentionRun refused = retention.apply();

        assertFalse(refused.ran(), "another replica holds the lease");
        assertEquals(1, datesIn(shop.property()).size(), "nothing deleted while the other replica works");
        otherReplica.release(RetentionService.JOB);
        assertTrue(otherReplica.acquire(RetentionService.JOB, Duration.ofMillis(1)));
        sleep(20);

        RetentionRun takenOver = applyRetention();

        assertTrue(takenOver.ran(), "a lease past its length is taken over");
        assertEquals(List.of(), datesIn(shop.property()));
        assertTrue(otherReplica.acquire(RetentionService.JOB, Duration.ofMinutes(1)), "the run gave its lease back");
        otherReplica.release(RetentionService.JOB);
    }

    @Test
    void neitherIngestionNorWidgetsWaitOnARetentionBatch() throws Exception {
        Shop shop = Shop.in("America/New_York");
        for (int day = 31; day < 41; day++) {
            shop.record(shop.today().minusDays(day), 1);
        }
        shop.record(shop.today(), 100);
        long report = shop.number();
        assertEquals(0, new BigDecimal(110).compareTo(shop.shown(report)));

        try (Connection batch = dataSource.getConnection()) {
            batch.setAutoCommit(false);
            // a batch of retention, left open: its locks held until it commits
            int deleted = RetentionPersistenceAdapter.deleteDatedBefore(
                    batch, new PropertyId(shop.property()), shop.today().minusDays(30), 1000);
            assertEquals(10, deleted);

            // meanwhile the property takes records (today's and one of a day being deleted) and its
            // widget calculates; each would time out here if it waited on the batch
            CompletableFuture<Void> ingested = CompletableFuture.runAsync(() -> {
                shop.record(shop.today(), 1000);
                shop.record(shop.today().minusDays(35), 10_000);
            });
            ingested.get(30, TimeUnit.SECONDS);
            CompletableFuture<BigDecimal> shown = CompletableFuture.supplyAsync(() -> shop.shown(report));
            assertEquals(
                    0,
                    new BigDecimal(11_110).compareTo(shown.get(30, TimeUnit.SECONDS)),
                    "the batch is not committed yet");
            batch.commit();
        }
        assertEquals(0, new BigDecimal(11_100).compareTo(shop.shown(report)));
        // the record written meanwhile on a deleted day is counted, and goes with the next run
        assertEquals(11_100, totalOf(shop.property()));
        applyRetention();
        assertEquals(0, new BigDecimal(1_100).compareTo(shop.shown(report)));
        assertEquals(1_100, totalOf(shop.property()));
    }
}
