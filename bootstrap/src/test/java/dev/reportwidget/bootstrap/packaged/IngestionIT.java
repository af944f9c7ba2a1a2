package dev.reportwidget.bootstrap.packaged;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.is;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.reportwidget.bootstrap.support.Integrations;
import io.quarkus.test.junit.QuarkusIntegrationTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Records through every way in, each read back with the fields it was sent with. */
@QuarkusIntegrationTest
class IngestionIT {

    private static final byte[] GIF_HEADER = "GIF89a".getBytes(StandardCharsets.US_ASCII);

    private static Owner owner;

    /** Once per class, on the first test: the service's address is known from then on. */
    @BeforeEach
    void owner() {
        if (owner == null) {
            owner = Owner.withRecords();
        }
    }

    @Test
    void aSignedInApplicationCreatesReadsPatchesAndDeletesARecord() {
        long id = owner.api()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "type",
                        "lead",
                        "activity",
                        "signup",
                        "value",
                        0.000001,
                        "tags",
                        List.of("eu", "vip"),
                        "custom_data",
                        Map.of("plan", "pro", "seats", 3)))
                .post("/record")
                .then()
                .statusCode(201)
                .body("origin", equalTo("api"))
                .extract()
                .<Number>path("id")
                .longValue();
        owner.api()
                .get("/record/" + id)
                .then()
                .statusCode(200)
                .body("value", is(0.000001f))
                .body("tags", contains("eu", "vip"))
                .body("custom_data.seats", is(3));
        owner.api()
                .contentType("application/merge-patch+json")
                .body(Map.of("activity", "paid"))
                .patch("/record/" + id)
                .then()
                .statusCode(200)
                .body("activity", equalTo("paid"))
                .body("custom_data.plan", equalTo("pro"));
        owner.api().delete("/record/" + id).then().statusCode(204);
        owner.api().get("/record/" + id).then().statusCode(404);
    }

    @Test
    void bulkAndBatchWritesAreAnsweredPerRecord() {
        List<Integer> ids = owner.api()
                .contentType(ContentType.JSON)
                .body(List.of(Map.of("type", "bulk", "value", 1), Map.of("type", "bulk", "value", 2)))
                .post("/record/bulk")
                .then()
                .statusCode(201)
                .body("ids", hasSize(2))
                .extract()
                .path("ids");
        owner.api()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "operations",
                        List.of(
                                Map.of("op", "create", "record", Map.of("type", "batched", "value", 3)),
                                Map.of("op", "update", "id", ids.get(0), "record", Map.of("value", 10)),
                                Map.of("op", "delete", "id", ids.get(1)),
                                Map.of("op", "create", "record", Map.of("type", "batched")))))
                .post("/record/batch")
                .then()
                .statusCode(200)
                .body("results.status", contains(201, 200, 204, 422));
        owner.api().get("/record/" + ids.get(0)).then().statusCode(200).body("value", is(10));
    }

    @Test
    void aBackendSendsSingleRecordsOnceAndBatchesWithKeys() {
        var first = given().contentType(ContentType.JSON)
                .header("X-Service-Token", owner.serviceToken())
                .header("Idempotency-Key", "order-1")
                .body(Map.of("type", "order", "value", 99.5))
                .post("/service_token/record")
                .then()
                .statusCode(201)
                .body("origin", equalTo("service_token"))
                .extract();
        given().contentType(ContentType.JSON)
                .header("X-Service-Token", owner.serviceToken())
                .header("Idempotency-Key", "order-1")
                .body(Map.of("type", "order", "value", 99.5))
                .post("/service_token/record")
                .then()
                .statusCode(201)
                .header("Idempotent-Replayed", "true")
                .body("id", equalTo(first.<Integer>path("id")));
        given().contentType(ContentType.JSON)
                .queryParam("service_token", owner.serviceToken())
                .body(Map.of(
                        "records",
                        List.of(
                                Map.of("type", "order", "value", 5, "idempotencyKey", "order-2"),
                                Map.of("type", "order", "value", 5, "idempotencyKey", "order-2"),
                                Map.of("value", 5))))
                .post("/service_token/records")
                .then()
                .statusCode(200)
                .body("results.status", contains(201, 200, 422))
                .body("results[1].duplicate", is(true))
                .body("results[2].errors[0].field", equalTo("type"));
        given().contentType(ContentType.JSON)
                .header("X-Service-Token", "rwst_not-a-token")
                .body(Map.of("type", "order", "value", 1))
                .post("/service_token/record")
                .then()
                .statusCode(403);
    }

    @Test
    void aWebPageSendsThePixelAndTheBeacon() {
        String trackingId = Integrations.trackingId(owner.user(), owner.property());
        byte[] gif = given().queryParam("trackingId", trackingId)
                .queryParam("type", "pageview")
                .queryParam("desc", "pixel of the packaged suite")
                .header("Referer", "https://shop.example.test/pricing")
                .get("/record/collect_web_event")
                .then()
                .statusCode(200)
                .contentType("image/gif")
                .header("Cache-Control", "no-store")
                .extract()
                .asByteArray();
        assertArrayEquals(GIF_HEADER, Arrays.copyOf(gif, GIF_HEADER.length));
        given().formParam("trackingId", trackingId)
                .formParam("type", "pageview")
                .formParam("desc", "beacon of the packaged suite")
                .formParam("value", "2")
                .post("/record/collect_web_event")
                .then()
                .statusCode(200)
                .contentType("image/gif");
        owner.api()
                .queryParam("type", "pageview")
                .get("/record")
                .then()
                .statusCode(200)
                .body("items.desc", containsInAnyOrder("pixel of the packaged suite", "beacon of the packaged suite"))
                .body("items.origin", contains("web_event", "web_event"))
                .body(
                        "items.find { it.desc == 'pixel of the packaged suite' }.raw_data.referer",
                        equalTo("https://shop.example.test/pricing"));
    }

    @Test
    void filesImportAllOrNothingFromCsvXmlAndAnArchive() throws IOException {
        String csv = """
                date,type,source,tags,value,custom_data
                2026-03-01,imported,google|ads,eu,129.90,"{""plan"": ""pro""}"
                2026-03-02,imported,,,1,
                """;
        String xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <records><record><type>imported</type><value>9.5</value><source>a</source><source>b</source></record></records>
                """;
        upload("text/csv", "sales.csv", csv.getBytes(StandardCharsets.UTF_8), "?dryRun=true")
                .statusCode(200)
                .body("imported", is(2))
                .body("dryRun", is(true));
        upload("text/csv", "broken.csv", "type,value\nimported,x\n".getBytes(StandardCharsets.UTF_8), "")
                .statusCode(422)
                .contentType("application/problem+json");
        upload("text/csv", "sales.csv", csv.getBytes(StandardCharsets.UTF_8), "")
                .statusCode(201)
                .body("imported", is(2));
        upload("application/xml", "more.xml", xml.getBytes(StandardCharsets.UTF_8), "")
                .statusCode(201)
                .body("imported", is(1));
        upload("application/zip", "archive.zip", zip(Map.of("a.csv", csv, "b/c.xml", xml)), "")
                .statusCode(201)
                .body("imported", is(3))
                .body("files.name", containsInAnyOrder("a.csv", "b/c.xml"));
        List<String> files = owner.api()
                .queryParam("type", "imported")
                .queryParam("limit", 100)
                .get("/record")
                .then()
                .statusCode(200)
                .body("items", hasSize(6))
                .body("items.origin", everyItem(equalTo("import")))
                .extract()
                .path("items.raw_data.importFile");
        assertEquals(6, files.size());
    }

    private static ValidatableResponse upload(String contentType, String fileName, byte[] body, String query) {
        return owner.api()
                .contentType(contentType)
                .header("Content-Disposition", "attachment; filename=\"" + fileName + "\"")
                .body(body)
                .post("/record/import" + query)
                .then();
    }

    private static byte[] zip(Map<String, String> entries) throws IOException {
        var bytes = new ByteArrayOutputStream();
        try (var zip = new ZipOutputStream(bytes)) {
            for (var entry : entries.entrySet()) {
                zip.putNextEntry(new ZipEntry(entry.getKey()));
                zip.write(entry.getValue().getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        }
        return bytes.toByteArray();
    }
}
