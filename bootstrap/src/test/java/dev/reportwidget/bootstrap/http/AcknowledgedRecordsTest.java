package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Database;
import dev.reportwidget.bootstrap.support.Integrations;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/** A 2xx means committed: after a burst of concurrent ingestion, every acknowledged record is stored, once. */
@QuarkusTest
class AcknowledgedRecordsTest {

    private static final int REQUESTS = 300;

    @Inject
    DataSource dataSource;

    @Test
    void everyAcknowledgedRecordIsStoredExactlyOnce() throws Exception {
        TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        String token = Integrations.serviceToken(owner, property);
        String trackingId = Integrations.trackingId(owner, property);
        String marker = "burst-" + UUID.randomUUID();

        ExecutorService pool = Executors.newFixedThreadPool(24);
        List<Future<Integer>> statuses = new ArrayList<>();
        try {
            for (int i = 0; i < REQUESTS; i++) {
                int n = i;
                Callable<Integer> call = () -> switch (n % 3) {
                    case 0 ->
                        given().contentType(ContentType.JSON)
                                .queryParam("service_token", token)
                                .body("{\"type\": \"sale\", \"value\": 1, \"desc\": \"" + marker
                                        + "\", \"raw_data\": {\"n\": " + n + "}}")
                                .post("/service_token/record")
                                .statusCode();
                    case 1 ->
                        given().queryParam("trackingId", trackingId)
                                .queryParam("type", "pageview")
                                .queryParam("desc", marker)
                                .queryParam("n", n)
                                .get("/record/collect_web_event")
                                .statusCode();
                    default ->
                        owner.request()
                                .contentType(ContentType.JSON)
                                .body("{\"type\": \"lead\", \"value\": 2, \"desc\": \"" + marker
                                        + "\", \"raw_data\": {\"n\": " + n + "}}")
                                .post("/record")
                                .statusCode();
                };
                statuses.add(pool.submit(call));
            }
            int acknowledged = 0;
            for (Future<Integer> status : statuses) {
                int code = status.get();
                if (code >= 200 && code < 300) {
                    acknowledged++;
                }
            }
            assertTrue(acknowledged > REQUESTS / 2, "most requests succeed: " + acknowledged);
            assertEquals(
                    acknowledged,
                    Database.count(
                            dataSource,
                            "select count(*) from records where property_id = ? and description = ?",
                            property,
                            marker));
            assertEquals(
                    acknowledged,
                    Database.count(
                            dataSource,
                            "select count(distinct raw_data->>'n') from records where property_id = ? and description = ?",
                            property,
                            marker));
        } finally {
            pool.shutdownNow();
        }
    }
}
