package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.adapters.persistence.DatabaseHousekeeping;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Database;
import dev.reportwidget.bootstrap.support.Integrations;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.restassured.response.ExtractableResponse;
import io.restassured.response.Response;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/** {@code POST /service_token/records} and records' {@code idempotencyKey} (docs/records.md#batches-from-a-backend). */
@QuarkusTest
class BatchIngestionTest {

    @Inject
    DataSource dataSource;

    @Inject
    DatabaseHousekeeping housekeeping;

    private static Map<String, Object> sale(String desc) {
        Map<String, Object> record = new HashMap<>();
        record.put("date", "2026-11-20");
        record.put("type", "sale");
        record.put("desc", desc);
        record.put("value", 10);
        return record;
    }

    private static Map<String, Object> keyed(String desc, String key) {
        Map<String, Object> record = sale(desc);
        record.put("idempotencyKey", key);
        return record;
    }

    private static ValidatableResponse send(String token, Object body) {
        return given().contentType(ContentType.JSON)
                .queryParam("service_token", token)
                .body(body)
                .post("/service_token/records")
                .then();
    }

    private static ValidatableResponse sendRecords(String token, List<?> records) {
        return send(token, Map.of("records", records));
    }

    private record Owner(TestUser user, long property, String token) {}

    private static Owner newOwner() {
        TestUser user = Accounts.newUser();
        return new Owner(user, user.personalPropertyId(), Integrations.serviceToken(user, user.personalPropertyId()));
    }

    private long records(long property) {
        return Database.count(dataSource, "SELECT count(*) FROM records WHERE property_id = ?", property);
    }

    @Test
    void answersAResultPerRecordInRequestOrder() {
        Owner owner = newOwner();
        Map<String, Object> noType = sale("no type");
        noType.remove("type");
        Map<String, Object> unknownField = sale("unknown field");
        unknownField.put("sources", List.of("x"));

        var answer = sendRecords(
                        owner.token(),
                        List.of(
                                sale("plain"),
                                noType,
                                keyed("keyed", "order-1"),
                                keyed("keyed again", "order-1"),
                                unknownField,
                                keyed("bad key", "")))
                .statusCode(200)
                .body("results", hasSize(6))
                .body("results.index", equalTo(List.of(0, 1, 2, 3, 4, 5)))
                .body("results.status", equalTo(List.of(201, 422, 201, 200, 422, 422)))
                .body("results[0].duplicate", nullValue())
                .body("results[0].errors", nullValue())
                .body("results[1].errors[0].field", equalTo("type"))
                .body("results[1].id", nullValue())
                .body("results[3].duplicate", is(true))
                .body("results[4].errors[0].field", equalTo("sources"))
                .body("results[5].errors[0].field", equalTo("idempotencyKey"))
                .extract();

        int plain = answer.path("results[0].id");
        int keyed = answer.path("results[2].id");
        assertEquals(keyed, (int) answer.path("results[3].id"), "a duplicate answers the first record's id");
        owner.user().request().get("/record/" + plain).then().statusCode(200).body("desc", equalTo("plain"));
        owner.user().request().get("/record/" + keyed).then().statusCode(200).body("desc", equalTo("keyed"));
        assertEquals(2, records(owner.property()), "only the two created records are stored");
    }

    @Test
    void aRepeatedKeyInALaterRequestCreatesNothingAndAnswersTheFirstId() {
        Owner owner = newOwner();
        int first = sendRecords(owner.token(), List.of(keyed("first", "k-1")))
                .statusCode(200)
                .body("results[0].status", is(201))
                .extract()
                .path("results[0].id");

        sendRecords(owner.token(), List.of(keyed("another body", "k-1"), keyed("new", "k-2")))
                .statusCode(200)
                .body("results.status", equalTo(List.of(200, 201)))
                .body("results[0].id", is(first))
                .body("results[0].duplicate", is(true));

        assertEquals(2, records(owner.property()));
    }

    @Test
    void theSameKeyInAnotherPropertyIsAnotherRecord() {
        Owner one = newOwner();
        Owner other = newOwner();
        sendRecords(one.token(), List.of(keyed("a", "shared"))).body("results[0].status", is(201));
        sendRecords(other.token(), List.of(keyed("b", "shared"))).body("results[0].status", is(201));
        assertEquals(1, records(one.property()));
        assertEquals(1, records(other.property()));
    }

    @Test
    void holdsOneToOneThousandRecords() {
        Owner owner = newOwner();
        sendRecords(owner.token(), List.of())
                .statusCode(422)
                .contentType("application/problem+json")
                .body("errors[0].field", equalTo("records"));

        List<Map<String, Object>> thousand = new ArrayList<>();
        for (int i = 0; i < 1_000; i++) {
            // about 1.6 KB each: the body is over the 1 MiB of ordinary paths
            thousand.add(sale(i + " " + "d".repeat(1_600)));
        }
        sendRecords(owner.token(), thousand)
                .statusCode(200)
                .body("results", hasSize(1_000))
                .body("results.findAll { it.status == 201 }", hasSize(1_000))
                .body("results[999].index", is(999));
        assertEquals(1_000, records(owner.property()));

        List<Map<String, Object>> tooMany = new ArrayList<>(thousand.subList(0, 1_000));
        tooMany.add(sale("one more"));
        sendRecords(owner.token(), tooMany).statusCode(422).body("errors[0].field", equalTo("records"));
        assertEquals(1_000, records(owner.property()), "a refused batch stores nothing");
    }

    @Test
    void aBodyOfAnotherShapeIsRefusedAsAWhole() {
        Owner owner = newOwner();
        send(owner.token(), List.of(sale("x"))).statusCode(422).contentType("application/problem+json");
        send(owner.token(), Map.of("records", 5)).statusCode(422).body("errors[0].field", equalTo("records"));
        send(owner.token(), Map.of("records", List.of(sale("x")), "extra", 1))
                .statusCode(422)
                .body("errors[0].field", equalTo("extra"));
        given().contentType(ContentType.JSON)
                .queryParam("service_token", owner.token())
                .body("{\"records\": [")
                .post("/service_token/records")
                .then()
                .statusCode(400)
                .contentType("application/problem+json");
        assertEquals(0, records(owner.property()));
    }

    @Test
    void aMissingOrUnknownTokenAnswers403() {
        Map<String, Object> body = Map.of("records", List.of(sale("x")));
        given().contentType(ContentType.JSON)
                .body(body)
                .post("/service_token/records")
                .then()
                .statusCode(403)
                .contentType("application/problem+json");
        send("rwst_" + "0".repeat(40), body).statusCode(403).contentType("application/problem+json");
        Owner owner = newOwner();
        given().contentType(ContentType.JSON)
                .header("X-Service-Token", owner.token())
                .body(body)
                .post("/service_token/records")
                .then()
                .statusCode(200)
                .body("results[0].status", is(201));
    }

    @Test
    void aHugeBodyWithoutATokenAnswers403BeforeItIsRead() throws IOException {
        assertEquals("HTTP/1.1 403 Forbidden", head("/service_token/records", "500000000"));
        Owner owner = newOwner();
        // within 16 MiB the body is waited for; over it, 413 at once
        assertEquals(
                "HTTP/1.1 413 Request Entity Too Large",
                head("/service_token/records?service_token=" + owner.token(), Long.toString(16L * 1024 * 1024 + 1)));
    }

    @Test
    void concurrentSendersOfOverlappingBatchesCreateOneRecordPerKey() throws Exception {
        Owner owner = newOwner();
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            keys.add("order-" + UUID.randomUUID());
        }
        int senders = 20;
        ExecutorService pool = Executors.newFixedThreadPool(senders);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<List<Sent>>> sent = new ArrayList<>();
        for (int sender = 0; sender < senders; sender++) {
            Random random = new Random(sender);
            Callable<List<Sent>> batches = () -> {
                start.await();
                List<Sent> answers = new ArrayList<>();
                for (int batch = 0; batch < 3; batch++) {
                    List<String> shuffled = new ArrayList<>(keys);
                    Collections.shuffle(shuffled, random);
                    List<String> mine = new ArrayList<>(shuffled.subList(0, 25));
                    // duplicates inside one batch as well
                    mine.add(shuffled.get(0));
                    mine.add(shuffled.get(1));
                    List<Map<String, Object>> records = new ArrayList<>();
                    mine.forEach(key -> records.add(keyed("sent", key)));
                    answers.add(new Sent(
                            mine,
                            sendRecords(owner.token(), records).statusCode(200).extract()));
                }
                return answers;
            };
            sent.add(pool.submit(batches));
        }
        start.countDown();
        Map<String, Integer> idOfKey = new HashMap<>();
        int created = 0;
        for (Future<List<Sent>> answers : sent) {
            for (Sent answer : answers.get()) {
                List<Map<String, Object>> results = answer.response().path("results");
                assertEquals(answer.keys().size(), results.size());
                for (int i = 0; i < results.size(); i++) {
                    Map<String, Object> result = results.get(i);
                    int status = (Integer) result.get("status");
                    assertTrue(
                            status == 201 || (status == 200 && Boolean.TRUE.equals(result.get("duplicate"))),
                            result.toString());
                    created += status == 201 ? 1 : 0;
                    Integer id = (Integer) result.get("id");
                    Integer known = idOfKey.putIfAbsent(answer.keys().get(i), id);
                    assertTrue(known == null || known.equals(id), "one id per key: " + known + " and " + id);
                }
            }
        }
        pool.shutdown();

        long stored = records(owner.property());
        long keyRows = Database.count(
                dataSource, "SELECT count(*) FROM idempotency_keys WHERE property_id = ?", owner.property());
        assertEquals(created, stored, "every 201 is one stored record");
        assertEquals(stored, keyRows);
        assertEquals(
                stored,
                Database.count(
                        dataSource,
                        "SELECT count(DISTINCT k.record_id) FROM idempotency_keys k JOIN records r"
                                + " ON r.property_id = k.property_id AND r.id = k.record_id WHERE k.property_id = ?",
                        owner.property()),
                "every key names a stored record of its own");
        assertEquals(idOfKey.size(), stored, "exactly one record per key sent");
    }

    private record Sent(List<String> keys, ExtractableResponse<Response> response) {}

    @Test
    void aKeyCountsForSevenDaysExactly() {
        Owner owner = newOwner();
        int first = sendRecords(owner.token(), List.of(keyed("first", "edge"), keyed("other", "purged")))
                .statusCode(200)
                .extract()
                .path("results[0].id");

        ageKey(owner.property(), "edge", "7 days - 1 minute");
        sendRecords(owner.token(), List.of(keyed("within", "edge")))
                .body("results[0].status", is(200))
                .body("results[0].id", is(first));

        ageKey(owner.property(), "edge", "7 days 1 second");
        int second = sendRecords(owner.token(), List.of(keyed("after", "edge")))
                .body("results[0].status", is(201))
                .extract()
                .path("results[0].id");
        assertNotEquals(first, second);
        sendRecords(owner.token(), List.of(keyed("again", "edge")))
                .body("results[0].status", is(200))
                .body("results[0].id", is(second));

        ageKey(owner.property(), "purged", "7 days 1 second");
        housekeeping.purgeExpiredKeys();
        assertEquals(
                0,
                Database.count(
                        dataSource,
                        "SELECT count(*) FROM idempotency_keys WHERE property_id = ? AND key = 'purged'",
                        owner.property()));
        assertEquals(
                1,
                Database.count(
                        dataSource,
                        "SELECT count(*) FROM idempotency_keys WHERE property_id = ? AND key = 'edge'",
                        owner.property()),
                "a live key is kept");
        assertEquals(3, records(owner.property()));
    }

    private void ageKey(long property, String key, String age) {
        Database.execute(
                dataSource,
                "UPDATE idempotency_keys SET expires_at = now() - interval '" + age + "' + (expires_at - created_at),"
                        + " created_at = now() - interval '" + age + "' WHERE property_id = "
                        + property + " AND key = '" + key + "'");
    }

    @Test
    void theSingleRecordEndpointTakesTheSameKey() {
        Owner owner = newOwner();
        int id = postOne(owner.token(), keyed("first", "single-1"))
                .statusCode(201)
                .extract()
                .path("id");
        postOne(owner.token(), keyed("a retry", "single-1"))
                .statusCode(200)
                .header("Idempotent-Duplicate", "true")
                .body("id", is(id))
                .body("desc", equalTo("first"));
        // the batch endpoint shares the key space
        sendRecords(owner.token(), List.of(keyed("batch", "single-1")))
                .body("results[0].status", is(200))
                .body("results[0].id", is(id));
        assertEquals(1, records(owner.property()));

        postOne(owner.token(), keyed("x", "k\u00e9y"))
                .statusCode(422)
                .body("errors[0].field", equalTo("idempotencyKey"));
        postOne(owner.token(), keyed("x", "k".repeat(256)))
                .statusCode(422)
                .body("errors[0].field", equalTo("idempotencyKey"));
        given().contentType(ContentType.JSON)
                .queryParam("service_token", owner.token())
                .header("Idempotency-Key", "header-key")
                .body(keyed("x", "body-key"))
                .post("/service_token/record")
                .then()
                .statusCode(422)
                .body("errors[0].field", equalTo("idempotencyKey"));
        assertEquals(1, records(owner.property()));
    }

    @Test
    void theOpenApiDocumentDescribesTheBatchWithItsConfiguredBodyLimit() {
        String description = given().get("/q/openapi?format=json")
                .then()
                .statusCode(200)
                .extract()
                .path("paths.'/service_token/records'.post.description");
        assertTrue(description.contains("at most 16 MiB (`rw.http.max-batch-body-size`)"), description);
        String single = given().get("/q/openapi?format=json")
                .then()
                .extract()
                .path("paths.'/service_token/record'.post.description");
        assertTrue(single.contains("idempotencyKey"), single);
    }

    private static ValidatableResponse postOne(String token, Object body) {
        return given().contentType(ContentType.JSON)
                .queryParam("service_token", token)
                .body(body)
                .post("/service_token/record")
                .then();
    }

    /** The status line of a POST that declares a body of this length and sends one byte of it. */
    private static String head(String path, String contentLength) throws IOException {
        try (Socket socket = new Socket("localhost", RestAssured.port)) {
            // a guard against a hang, far above the answer's time: the test fails rather than stalls
            socket.setSoTimeout(20_000);
            String request = "POST " + path + " HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                    + "Content-Length: " + contentLength + "\r\n\r\n{";
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.US_ASCII));
            out.flush();
            return new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.US_ASCII))
                    .readLine();
        }
    }
}
