package dev.reportwidget.bootstrap.http;

import static dev.reportwidget.bootstrap.support.Records.create;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Database;
import dev.reportwidget.bootstrap.support.Records;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

@QuarkusTest
class RecordApiTest {

    @Inject
    DataSource dataSource;

    private static Map<String, Object> record(String type, Object value, String date) {
        Map<String, Object> record = new HashMap<>();
        record.put("type", type);
        record.put("value", value);
        record.put("date", date);
        return record;
    }

    @Test
    void createReadAndDelete() {
        TestUser user = Accounts.newUser();
        Map<String, Object> body = record("cost", 42, "2026-03-01");
        body.put("source", List.of("ads"));
        int id = user.request()
                .contentType(ContentType.JSON)
                .body(body)
                .post("/record")
                .then()
                .statusCode(201)
                .header("Location", org.hamcrest.Matchers.matchesPattern(".*/record/\\d+$"))
                .body("origin", equalTo("api"))
                .body("time", equalTo("00:00:00"))
                .extract()
                .path("id");
        user.request()
                .get("/record/" + id)
                .then()
                .statusCode(200)
                .body("type", equalTo("cost"))
                .body("source", contains("ads"));
        user.request().delete("/record/" + id).then().statusCode(204);
        user.request().get("/record/" + id).then().statusCode(404);
        user.request().delete("/record/" + id).then().statusCode(404);
    }

    @Test
    void recordsOfAnotherPropertyAnswer404() {
        TestUser user = Accounts.newUser();
        TestUser other = Accounts.newUser();
        int theirs = create(other, other.personalPropertyId(), record("sale", 1, "2026-01-01"));
        user.request().get("/record/" + theirs).then().statusCode(404);
        user.request()
                .contentType(ContentType.JSON)
                .body(Map.of("value", 2))
                .patch("/record/" + theirs)
                .then()
                .statusCode(404);
        user.request().delete("/record/" + theirs).then().statusCode(404);
        other.request().get("/record/" + theirs).then().statusCode(200).body("value", is(1));
    }

    @Test
    void viewersReadButCannotWrite() {
        TestUser owner = Accounts.newUser();
        TestUser viewer = Accounts.newUser();
        long shop = Accounts.newProperty(owner, "Shop");
        Accounts.addMember(owner, shop, viewer, "viewer");
        int id = create(owner, shop, record("sale", 1, "2026-01-01"));
        viewer.in(shop).get("/record/" + id).then().statusCode(200);
        viewer.in(shop)
                .contentType(ContentType.JSON)
                .body(record("sale", 1, null))
                .post("/record")
                .then()
                .statusCode(403);
        viewer.in(shop)
                .contentType(ContentType.JSON)
                .body(Map.of("value", 5))
                .patch("/record/" + id)
                .then()
                .statusCode(403);
        viewer.in(shop).delete("/record/" + id).then().statusCode(403);
    }

    @Test
    void mergePatchReplacesGivenFieldsRemovesNullsAndRevalidates() {
        TestUser user = Accounts.newUser();
        Map<String, Object> body = record("sale", 10, "2026-05-05");
        body.put("activity", "open");
        body.put("custom_data", Map.of("plan", "pro", "seats", 3));
        int id = create(user, user.personalPropertyId(), body);
        user.request()
                .contentType("application/merge-patch+json")
                .body("{\"activity\": null, \"value\": 12.25, \"custom_data\": {\"seats\": null, \"region\": \"eu\"}}")
                .patch("/record/" + id)
                .then()
                .statusCode(200)
                .body("activity", nullValue())
                .body("value", is(12.25f))
                .body("custom_data.plan", equalTo("pro"))
                .body("custom_data.region", equalTo("eu"))
                .body("custom_data", not(org.hamcrest.Matchers.hasKey("seats")))
                .body("date", equalTo("2026-05-05"))
                .body("origin", equalTo("api"));
        user.request()
                .contentType(ContentType.JSON)
                .body("{\"activity\": \"closed\"}")
                .patch("/record/" + id)
                .then()
                .statusCode(200)
                .body("activity", equalTo("closed"));
        user.request()
                .contentType(ContentType.JSON)
                .body("{\"value\": null}")
                .patch("/record/" + id)
                .then()
                .statusCode(422)
                .body("errors.field", hasItem("value"));
        user.request()
                .contentType(ContentType.JSON)
                .body("{\"date\": \"2026-13-01\"}")
                .patch("/record/" + id)
                .then()
                .statusCode(422)
                .body("errors.field", hasItem("date"));
        user.request()
                .contentType(ContentType.JSON)
                .body("{\"origin\": \"import\"}")
                .patch("/record/" + id)
                .then()
                .statusCode(422)
                .body("errors[0].field", equalTo("origin"));
        user.request()
                .get("/record/" + id)
                .then()
                .body("activity", equalTo("closed"))
                .body("value", is(12.25f));
    }

    @Test
    void listingFiltersAndPagesWithACursor() {
        TestUser user = Accounts.newUser();
        long p = user.personalPropertyId();
        String marker = UUID.randomUUID().toString();
        Set<Integer> sales = new HashSet<>();
        for (int i = 0; i < 7; i++) {
            Map<String, Object> sale = record("sale", i, "2026-04-0" + (i + 1));
            sale.put("tags", List.of(marker));
            sale.put("source", List.of(i % 2 == 0 ? "google" : "bing"));
            sales.add(create(user, p, sale));
        }
        create(user, p, record("cost", 1, "2026-04-02"));

        List<Integer> seen = new ArrayList<>();
        String cursor = null;
        int pages = 0;
        do {
            var request = user.request()
                    .queryParam("type", "sale")
                    .queryParam("tag", marker)
                    .queryParam("limit", 3);
            if (cursor != null) {
                request.queryParam("cursor", cursor);
            }
            var page = request.get("/record")
                    .then()
                    .statusCode(200)
                    .body("items.type", everyItem(equalTo("sale")))
                    .extract();
            seen.addAll(page.jsonPath().getList("items.id"));
            cursor = page.path("nextCursor");
            pages++;
        } while (cursor != null);
        assertEquals(3, pages);
        assertEquals(sales, new HashSet<>(seen));
        assertEquals(7, seen.size(), "no record twice");

        user.request()
                .queryParam("from", "2026-04-03")
                .queryParam("to", "2026-04-04")
                .queryParam("tag", marker)
                .get("/record")
                .then()
                .body("items", hasSize(2));
        user.request()
                .queryParam("source", "google")
                .queryParam("tag", marker)
                .get("/record")
                .then()
                .body("items", hasSize(4));
        user.request()
                .queryParam("type", "cost")
                .get("/record")
                .then()
                .body("items", hasSize(1))
                .body("nextCursor", nullValue());
    }

    @Test
    void badListingParameters() {
        TestUser user = Accounts.newUser();
        user.request()
                .queryParam("limit", 0)
                .get("/record")
                .then()
                .statusCode(422)
                .body("errors[0].field", equalTo("limit"));
        user.request().queryParam("limit", 1001).get("/record").then().statusCode(422);
        user.request()
                .queryParam("limit", "ten")
                .get("/record")
                .then()
                .statusCode(400)
                .contentType("application/problem+json");
        user.request().queryParam("from", "yesterday").get("/record").then().statusCode(400);
        user.request().queryParam("cursor", "garbage!").get("/record").then().statusCode(400);
        user.request()
                .queryParam("from", "2026-02-01")
                .queryParam("to", "2026-01-01")
                .get("/record")
                .then()
                .statusCode(422);
    }

    @Test
    void bulkIsAllOrNothing() {
        TestUser user = Accounts.newUser();
        String marker = "bulk-" + UUID.randomUUID();
        List<Map<String, Object>> good = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            Map<String, Object> r = record("sale", i, "2026-06-01");
            r.put("desc", marker);
            good.add(r);
        }
        List<Integer> ids = user.request()
                .contentType(ContentType.JSON)
                .body(good)
                .post("/record/bulk")
                .then()
                .statusCode(201)
                .body("ids", hasSize(5))
                .extract()
                .path("ids");
        assertEquals(5, new HashSet<>(ids).size());

        String failed = "bulk-failed-" + UUID.randomUUID();
        List<Map<String, Object>> mixed = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Map<String, Object> r = record("sale", i, "2026-06-01");
            r.put("desc", failed);
            mixed.add(r);
        }
        mixed.get(1).put("value", "NaN");
        mixed.get(3).put("date", "2026-06-31");
        user.request()
                .contentType(ContentType.JSON)
                .body(mixed)
                .post("/record/bulk")
                .then()
                .statusCode(422)
                .body("errors.field", hasItems("[1].value", "[3].date"));
        assertEquals(0, Database.count(dataSource, "select count(*) from records where description = ?", failed));
    }

    @Test
    void aNulInATextFieldAnswers422OnEveryBearerWritePath() {
        TestUser user = Accounts.newUser();
        long property = user.personalPropertyId();
        // the JSON escape \u0000: a raw NUL byte would be malformed JSON (400)
        user.request()
                .contentType(ContentType.JSON)
                .body("{\"type\": \"sale\", \"value\": 1, \"desc\": \"nul \\u0000 here\"}")
                .post("/record")
                .then()
                .statusCode(422)
                .body("errors.field", contains("desc"));
        user.request()
                .contentType(ContentType.JSON)
                .body("[{\"type\": \"sale\", \"value\": 1},"
                        + " {\"type\": \"sale\", \"value\": 2, \"custom_data\": {\"k\\u0000\": 1}}]")
                .post("/record/bulk")
                .then()
                .statusCode(422)
                .body("errors.field", contains("[1].custom_data"));
        assertEquals(0, Records.countIn(dataSource, property));

        int id = create(user, property, record("sale", 1, "2026-01-01"));
        user.request()
                .contentType("application/merge-patch+json")
                .body("{\"type\": \"sa\\u0000le\"}")
                .patch("/record/" + id)
                .then()
                .statusCode(422)
                .body("errors.field", contains("type"));
        user.request()
                .contentType(ContentType.JSON)
                .body("{\"operations\": [{\"op\": \"create\", \"record\":"
                        + " {\"type\": \"sale\", \"value\": 1, \"tags\": [\"\\u0000\"]}}]}")
                .post("/record/batch")
                .then()
                .statusCode(200)
                .body("results.status", contains(422))
                .body("results[0].error.errors.field", contains("tags"));
        user.request().get("/record/" + id).then().statusCode(200).body("type", equalTo("sale"));
        assertEquals(1, Records.countIn(dataSource, property));
    }

    @Test
    void bulkRefusesMoreThanTenThousandRecords() {
        TestUser user = Accounts.newUser();
        StringBuilder body = new StringBuilder("[");
        for (int i = 0; i < 10_001; i++) {
            body.append(i == 0 ? "" : ",").append("{\"type\":\"s\",\"value\":1}");
        }
        body.append(']');
        user.request()
                .contentType(ContentType.JSON)
                .body(body.toString())
                .post("/record/bulk")
                .then()
                .statusCode(422);
        assertEquals(0, Records.countIn(dataSource, user.personalPropertyId()));
    }

    @Test
    void batchItemsAreIndependentAndCheckedInTheirOwnProperty() {
        TestUser owner = Accounts.newUser();
        TestUser member = Accounts.newUser();
        long editable = Accounts.newProperty(owner, "Editable");
        long readOnly = Accounts.newProperty(owner, "Read only");
        Accounts.addMember(owner, editable, member, "editor");
        Accounts.addMember(owner, readOnly, member, "viewer");
        int existing = create(member, member.personalPropertyId(), record("sale", 1, "2026-01-01"));
        int inReadOnly = create(owner, readOnly, record("sale", 1, "2026-01-01"));

        String body = "{\"operations\": ["
                + "{\"op\": \"create\", \"propertyId\": " + editable
                + ", \"record\": {\"type\": \"sale\", \"value\": 5}},"
                + "{\"op\": \"create\", \"propertyId\": " + readOnly
                + ", \"record\": {\"type\": \"sale\", \"value\": 5}},"
                + "{\"op\": \"update\", \"id\": " + existing + ", \"record\": {\"value\": 9}},"
                + "{\"op\": \"create\", \"record\": {\"type\": \"sale\"}},"
                + "{\"op\": \"delete\", \"propertyId\": " + readOnly + ", \"id\": " + inReadOnly + "},"
                + "{\"op\": \"create\", \"propertyId\": 999999999, \"record\": {\"type\": \"sale\", \"value\": 1}},"
                + "{\"op\": \"explode\"},"
                + "{\"op\": \"delete\", \"id\": " + existing + "}"
                + "]}";
        var results = member.request()
                .contentType(ContentType.JSON)
                .body(body)
                .post("/record/batch")
                .then()
                .statusCode(200)
                .body("results.index", contains(0, 1, 2, 3, 4, 5, 6, 7))
                .body("results.status", contains(201, 403, 200, 422, 403, 403, 422, 204))
                .body("results[3].error.errors.field", hasItem("value"))
                .body("results[1].error.status", is(403))
                .extract();
        int created = results.path("results[0].id");
        owner.in(editable).get("/record/" + created).then().statusCode(200);
        owner.in(readOnly).get("/record/" + inReadOnly).then().statusCode(200);
        member.request().get("/record/" + existing).then().statusCode(404);
    }

    @Test
    void writesNeedABearerToken() {
        given().contentType(ContentType.JSON)
                .body(record("sale", 1, null))
                .post("/record")
                .then()
                .statusCode(401);
        given().get("/record").then().statusCode(401);
    }
}
