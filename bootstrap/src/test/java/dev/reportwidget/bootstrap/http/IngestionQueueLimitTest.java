package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Database;
import dev.reportwidget.bootstrap.support.Integrations;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.ExtractableResponse;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * The record journal's bounded queue: one writer taking one record at a time, and room for two
 * records. With the writer stalled on a lock of the records table, requests beyond the queue answer
 * 503 with Retry-After at once, and those queued are committed (201) once the lock is released.
 */
@QuarkusTest
@TestProfile(IngestionQueueLimitTest.TinyQueue.class)
class IngestionQueueLimitTest {

    public static class TinyQueue implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    "rw.ingest.group-commit.writers", "1",
                    "rw.ingest.group-commit.max-batch", "1",
                    "rw.ingest.group-commit.max-queued", "2");
        }
    }

    @Inject
    DataSource dataSource;

    private static ExtractableResponse<Response> send(String token, int value) {
        return given().contentType(ContentType.JSON)
                .header("X-Service-Token", token)
                .body(Map.of("type", "sale", "value", value))
                .post("/service_token/record")
                .then()
                .extract();
    }

    @Test
    void recordsBeyondAFullQueueAnswer503AtOnceAndTheQueuedOnesCommit() throws Exception {
        var owner = Accounts.newUser();
        long shop = Accounts.newProperty(owner, "Shop");
        String token = Integrations.serviceToken(owner, shop);
        List<CompletableFuture<ExtractableResponse<Response>>> held = new ArrayList<>();
        List<ExtractableResponse<Response>> refused = new ArrayList<>();
        // a thread per request: they block until answered (the common pool may have one thread)
        ExecutorService clients = Executors.newCachedThreadPool();
        try (Connection lock = dataSource.getConnection()) {
            lock.setAutoCommit(false);
            try (Statement statement = lock.createStatement()) {
                statement.execute("LOCK TABLE records IN ACCESS EXCLUSIVE MODE");
            }
            held.add(CompletableFuture.supplyAsync(() -> send(token, 0), clients));
            // the writer has taken the first record once its insert waits for the lock
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (Database.count(
                            dataSource,
                            "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock'"
                                    + " AND query LIKE 'INSERT INTO records%'")
                    == 0) {
                assertTrue(System.nanoTime() < deadline, "the writer never reached the locked table");
                Thread.sleep(20);
            }
            List<CompletableFuture<ExtractableResponse<Response>>> more = new ArrayList<>();
            for (int i = 1; i <= 5; i++) {
                int value = i;
                more.add(CompletableFuture.supplyAsync(() -> send(token, value), clients));
            }
            // two fit in the queue; the other three are answered while the writer still waits
            while (refused.size() < 3) {
                CompletableFuture.anyOf(more.stream().filter(f -> !f.isDone()).toArray(CompletableFuture[]::new))
                        .get(30, TimeUnit.SECONDS);
                for (var it = more.iterator(); it.hasNext(); ) {
                    var future = it.next();
                    if (future.isDone()) {
                        refused.add(future.join());
                        it.remove();
                    }
                }
            }
            assertEquals(3, refused.size());
            assertEquals(2, more.size());
            held.addAll(more);
            assertTrue(held.stream().noneMatch(CompletableFuture::isDone), "a held request was answered");
            lock.rollback();
        }
        for (var response : refused) {
            assertEquals(503, response.statusCode());
            assertEquals("application/problem+json", response.contentType());
            assertTrue(Integer.parseInt(response.header("Retry-After")) >= 1);
        }
        for (var future : held) {
            assertEquals(201, future.get(30, TimeUnit.SECONDS).statusCode());
        }
        clients.shutdown();
        assertEquals(3, Database.count(dataSource, "SELECT count(*) FROM records WHERE property_id = ?", shop));
    }
}
