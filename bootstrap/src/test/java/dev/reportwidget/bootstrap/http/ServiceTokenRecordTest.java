package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.notNullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Database;
import dev.reportwidget.bootstrap.support.Integrations;
import dev.reportwidget.bootstrap.support.Records;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

@QuarkusTest
class ServiceTokenRecordTest {

    @Inject
    DataSource dataSource;

    static Map<String, Object> sale(String desc) {
        Map<String, Object> record = new HashMap<>();
        record.put("date", "2026-11-20");
        record.put("time", "14:03:00");
        record.put("type", "sale");
        record.put("activity", "closed");
        record.put("desc", desc);
        record.put("source", List.of("google", "campaign-42"));
        record.put("tags", List.of("eu"));
        record.put("value", new java.math.BigDecimal("129.90"));
        record.put("custom_data", Map.of("plan", "pro", "seats", 3));
        record.put("raw_data", Map.of("orderId", "A-1"));
        return record;
    }

    private static ValidatableResponse postWithKey(String token, String key, Object body) {
        return given().contentType(ContentType.JSON)
                .queryParam("service_token", token)
                .header("Idempotency-Key", key)
                .body(body)
                .post("/service_token/record")
                .then();
    }

    private static ValidatableResponse post(String token, Object body) {
        return given().contentType(ContentType.JSON)
                .queryParam("service_token", token)
                .body(body)
                .post("/service_token/record")
                .then();
    }

    @Test
    void createsTheRecordAndAnswers201WithLocation() {
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        var created = post(token, sale("first sale"))
                .statusCode(201)
                .header("Location", matchesPattern(".*/record/\\d+$"))
                .body("propertyId", is((int) owner.personalPropertyId()))
                .body("date", equalTo("2026-11-20"))
                .body("time", equalTo("14:03:00"))
                .body("type", equalTo("sale"))
                .body("activity", equalTo("closed"))
                .body("source", contains("google", "campaign-42"))
                .body("tags", contains("eu"))
                .body("value", is(129.9f))
                .body("custom_data.plan", equalTo("pro"))
                .body("raw_data.orderId", equalTo("A-1"))
                .body("origin", equalTo("service_token"))
                .body("createdAt", notNullValue())
                .extract();
        int id = created.path("id");
        owner.request()
                .get("/record/" + id)
                .then()
                .statusCode(200)
                .body("desc", equalTo("first sale"))
                .body("origin", equalTo("service_token"));
    }

    @Test
    void valuesAreStoredExactly() {
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        for (String value : List.of("0.000001", "999999999999999.999999", "-12345.5", "0.1")) {
            Map<String, Object> record = sale("exact " + value);
            record.put("value", new java.math.BigDecimal(value));
            int id = post(token, record).statusCode(201).extract().path("id");
            Object stored = Database.single(dataSource, "select value::text from records where id = ?", (long) id);
            assertEquals(
                    new java.math.BigDecimal(value).compareTo(new java.math.BigDecimal((String) stored)), 0, value);
            String text = given().header("Authorization", "Bearer " + owner.token())
                    .get("/record/" + id)
                    .asString();
            org.hamcrest.MatcherAssert.assertThat(
                    text,
                    org.hamcrest.Matchers.containsString("\"value\":"
                            + new java.math.BigDecimal(value)
                                    .stripTrailingZeros()
                                    .toPlainString()));
        }
    }

    @Test
    void aMissingInvalidOrRevokedTokenAnswers403() {
        TestUser owner = Accounts.newUser();
        given().contentType(ContentType.JSON)
                .body(sale("x"))
                .post("/service_token/record")
                .then()
                .statusCode(403)
                .contentType("application/problem+json");
        post("rwst_not-a-real-token", sale("x")).statusCode(403);
        var created = owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("name", "doomed"))
                .post("/integrations/service-tokens")
                .then()
                .statusCode(201)
                .extract();
        String token = created.path("token");
        post(token, sale("before revoke")).statusCode(201);
        owner.request()
                .delete("/integrations/service-tokens/" + created.path("id"))
                .then()
                .statusCode(204);
        post(token, sale("after revoke")).statusCode(403);
    }

    @Test
    void recordsLandInTheTokensPropertyWhateverSelectorIsSent() {
        TestUser owner = Accounts.newUser();
        long shop = Accounts.newProperty(owner, "Shop");
        String shopToken = Integrations.serviceToken(owner, shop);
        int id = given().contentType(ContentType.JSON)
                .header("X-Property-Id", owner.personalPropertyId())
                .queryParam("property_id", owner.personalPropertyId())
                .queryParam("service_token", shopToken)
                .body(sale("selector ignored"))
                .post("/service_token/record")
                .then()
                .statusCode(201)
                .body("propertyId", is((int) shop))
                .extract()
                .path("id");
        owner.in(shop).get("/record/" + id).then().statusCode(200);
        owner.in(owner.personalPropertyId()).get("/record/" + id).then().statusCode(404);
    }

    @Test
    void theSameIdempotencyKeyAndBodyReplaysTheFirstResponse() {
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        String key = "order-" + UUID.randomUUID();
        String body = "{\"type\": \"sale\", \"value\": 10, \"desc\": \"" + key + "\"}";
        int first = postWithKey(token, key, body).statusCode(201).extract().path("id");
        postWithKey(token, key, body)
                .statusCode(201)
                .header("Idempotent-Replayed", "true")
                .header("Location", matchesPattern(".*/record/" + first + "$"))
                .body("id", is(first))
                .body("desc", equalTo(key));
        assertEquals(1, Database.count(dataSource, "select count(*) from records where description = ?", key));
        // the same key with another body is refused, and creates nothing
        postWithKey(token, key, "{\"type\": \"sale\", \"value\": 11, \"desc\": \"" + key + "\"}")
                .statusCode(422)
                .body("errors[0].field", equalTo("Idempotency-Key"));
        assertEquals(1, Database.count(dataSource, "select count(*) from records where description = ?", key));
    }

    @Test
    void keysAreScopedToTheTokensProperty() {
        TestUser a = Accounts.newUser();
        TestUser b = Accounts.newUser();
        String key = "shared-" + UUID.randomUUID();
        String body = "{\"type\": \"sale\", \"value\": 1}";
        int fromA = postWithKey(Integrations.serviceToken(a, a.personalPropertyId()), key, body)
                .statusCode(201)
                .extract()
                .path("id");
        int fromB = postWithKey(Integrations.serviceToken(b, b.personalPropertyId()), key, body)
                .statusCode(201)
                .extract()
                .path("id");
        org.junit.jupiter.api.Assertions.assertNotEquals(fromA, fromB);
    }

    @Test
    void aKeyNamesItsFirstRecordWhicheverWayItCameAndARepeatOfADeletedOneAnswers404() {
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        String key = "shared-" + UUID.randomUUID();
        String body = "{\"type\": \"sale\", \"value\": 3, \"desc\": \"" + key + "\"}";
        int first = post(
                        token,
                        "{\"type\": \"sale\", \"value\": 3, \"desc\": \"" + key + "\", \"idempotencyKey\": \"" + key
                                + "\"}")
                .statusCode(201)
                .extract()
                .path("id");
        // one key space: as a request's key it was first used by another request
        postWithKey(token, key, body).statusCode(422).body("errors[0].field", equalTo("Idempotency-Key"));

        String other = "deleted-" + UUID.randomUUID();
        int deleted = postWithKey(token, other, body).statusCode(201).extract().path("id");
        owner.request().delete("/record/" + deleted).then().statusCode(204);
        postWithKey(token, other, body).statusCode(404);
        assertEquals(1, Database.count(dataSource, "select count(*) from records where description = ?", key));
        assertEquals(first, (int) owner.request()
                .get("/record/" + first)
                .then()
                .statusCode(200)
                .extract()
                .path("id"));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {"TAB", "key with é", "256"})
    void malformedIdempotencyKeysAnswer422(String key) {
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        String sent = key.equals("256") ? "k".repeat(256) : key.equals("TAB") ? "a\tb" : key;
        postWithKey(token, sent, sale("x")).statusCode(422).body("errors[0].field", equalTo("Idempotency-Key"));
    }

    @Test
    void twentyConcurrentRequestsWithOneKeyCreateExactlyOneRecord() throws Exception {
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        String key = "burst-" + UUID.randomUUID();
        String body = "{\"type\": \"sale\", \"value\": 5, \"desc\": \"" + key + "\"}";
        ExecutorService pool = Executors.newFixedThreadPool(20);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<Integer>> ids = new ArrayList<>();
        try {
            for (int i = 0; i < 20; i++) {
                Callable<Integer> call = () -> {
                    start.await();
                    return postWithKey(token, key, body)
                            .statusCode(201)
                            .extract()
                            .path("id");
                };
                ids.add(pool.submit(call));
            }
            start.countDown();
            int first = ids.get(0).get();
            for (Future<Integer> id : ids) {
                assertEquals(first, id.get(), "every answer names the one record");
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals(1, Database.count(dataSource, "select count(*) from records where description = ?", key));
    }

    @Test
    void everyBrokenRuleAnswers422NamingTheField() {
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        Map<String, Object> bad = new HashMap<>();
        bad.put("type", "  ");
        bad.put("activity", "a".repeat(33));
        bad.put("date", "2026-02-30");
        bad.put("time", "24:00:00");
        bad.put("desc", "d".repeat(2001));
        bad.put("source", List.of("ok", " "));
        bad.put("tags", java.util.Collections.nCopies(51, "t"));
        bad.put("value", new java.math.BigDecimal("1.0000001"));
        bad.put("custom_data", Map.of("blob", "x".repeat(70_000)));
        post(token, bad)
                .statusCode(422)
                .contentType("application/problem+json")
                .body(
                        "errors.field",
                        hasItems("type", "activity", "date", "time", "desc", "source", "tags", "value", "custom_data"));
        post(token, Map.of("type", "sale")).statusCode(422).body("errors.field", hasItem("value"));
        post(token, Map.of("type", "sale", "value", new java.math.BigDecimal("1000000000000000")))
                .statusCode(422)
                .body("errors.field", hasItem("value"));
        post(token, Map.of("type", "sale", "value", "12")).statusCode(422).body("errors.field", hasItem("value"));
        post(token, Map.of("type", "x".repeat(65), "value", 1)).statusCode(422).body("errors.field", hasItem("type"));
    }

    @Test
    void aNulInAnyTextFieldAnswers422NamingItAndStoresNothing() {
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        Map<String, Object> nulIn = new java.util.LinkedHashMap<>();
        nulIn.put("type", "sa\u0000le");
        nulIn.put("activity", "clo\u0000sed");
        nulIn.put("desc", "nul \u0000 here");
        nulIn.put("source", List.of("google", "ads\u0000"));
        nulIn.put("tags", List.of("\u0000"));
        nulIn.put("custom_data", Map.of("plan", Map.of("name", "p\u0000ro")));
        nulIn.put("raw_data", Map.of("order\u0000Id", "A-1"));
        nulIn.forEach((field, value) -> {
            Map<String, Object> record = sale("nul in " + field);
            record.put(field, value);
            post(token, record)
                    .statusCode(422)
                    .contentType("application/problem+json")
                    .body("errors.field", contains(field))
                    .body("errors[0].message", containsString("U+0000"));
        });
        assertEquals(0, Records.countIn(dataSource, owner.personalPropertyId()));
    }

    @Test
    void unknownFieldsWrongShapesAndMalformedJson() {
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        post(token, Map.of("type", "sale", "value", 1, "sources", List.of("google")))
                .statusCode(422)
                .body("errors[0].field", equalTo("sources"));
        post(token, Map.of("type", "sale", "value", 1, "source", "google"))
                .statusCode(422)
                .body("errors[0].field", equalTo("source"));
        post(token, Map.of("type", "sale", "value", 1, "custom_data", List.of(1)))
                .statusCode(422)
                .body("errors[0].field", equalTo("custom_data"));
        given().contentType(ContentType.JSON)
                .queryParam("service_token", token)
                .body("{\"type\": ")
                .post("/service_token/record")
                .then()
                .statusCode(400);
        given().contentType(ContentType.TEXT)
                .queryParam("service_token", token)
                .body("type=sale")
                .post("/service_token/record")
                .then()
                .statusCode(415);
    }

    @Test
    void dateAndTimeDefaults() {
        TestUser owner = Accounts.newUser();
        long kiritimati = Accounts.newProperty(owner, "Far east", "Pacific/Kiritimati");
        String token = Integrations.serviceToken(owner, kiritimati);
        LocalDate before = LocalDate.now(ZoneId.of("Pacific/Kiritimati"));
        String date = post(token, Map.of("type", "lead", "value", 0))
                .statusCode(201)
                .body("time", matchesPattern("\\d{2}:\\d{2}:\\d{2}"))
                .extract()
                .path("date");
        LocalDate after = LocalDate.now(ZoneId.of("Pacific/Kiritimati"));
        org.junit.jupiter.api.Assertions.assertTrue(
                date.equals(before.toString()) || date.equals(after.toString()), date);
        post(token, Map.of("type", "lead", "value", 0, "date", "2026-01-02"))
                .statusCode(201)
                .body("time", equalTo("00:00:00"));
    }
}
