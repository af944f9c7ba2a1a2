package dev.reportwidget.bootstrap.http;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Integrations;
import dev.reportwidget.bootstrap.support.Records;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code GET /record/export} (docs/records.md#export): NDJSON and CSV, streamed from one snapshot. */
@QuarkusTest
class RecordExportTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final TypeReference<Map<String, Object>> OBJECT = new TypeReference<>() {};

    @TestHTTPResource("/record/export")
    URL export;

    private static Map<String, Object> record(String type, String date, Object value) {
        Map<String, Object> record = new HashMap<>();
        record.put("type", type);
        record.put("date", date);
        record.put("value", value);
        return record;
    }

    /** Records with every field, and texts CSV must quote. */
    private static List<Map<String, Object>> awkwardRecords() {
        Map<String, Object> full = record("sale", "2026-06-01", 1234.567891);
        full.put("time", "14:03:01");
        full.put("activity", "closed");
        full.put("desc", "Order \"1042\", two lines\nand a comma, and =SUM(A1)");
        full.put("source", List.of("shop", "ads|cpc"));
        full.put("tags", List.of("eu", "vip"));
        full.put("custom_data", Map.of("plan", "pro", "nested", Map.of("n", 3, "list", List.of(1, "two"))));
        full.put("raw_data", Map.of("customerId", "C-7", "note", "a, \"b\""));
        Map<String, Object> plain = record("cost", "2026-06-02", -5);
        Map<String, Object> unicode = record("lead", "2026-06-03", 0);
        unicode.put("desc", "Café Nord · 東京");
        unicode.put("source", List.of("newsletter"));
        unicode.put("tags", List.of("[beta]"));
        return List.of(full, plain, unicode);
    }

    private static List<Map<String, Object>> ndjson(String body) throws Exception {
        List<Map<String, Object>> lines = new ArrayList<>();
        for (String line : body.split("\n", -1)) {
            if (!line.isEmpty()) {
                lines.add(JSON.readValue(line, OBJECT));
            }
        }
        return lines;
    }

    /** The IDs an NDJSON export with these filters holds, in its order. */
    private static List<Object> exportedIds(TestUser user, long property, Map<String, String> filters)
            throws Exception {
        return ndjson(user.in(property)
                        .queryParams(filters)
                        .get("/record/export")
                        .then()
                        .statusCode(200)
                        .extract()
                        .asString())
                .stream()
                .map(line -> line.get("id"))
                .toList();
    }

    @Test
    void ndjsonHoldsEachMatchingRecordAsAReadAnswersItAndOnlyThePropertysOwn() throws Exception {
        TestUser owner = Accounts.newUser();
        TestUser viewer = Accounts.newUser();
        long shop = Accounts.newProperty(owner, "Shop");
        long other = Accounts.newProperty(owner, "Other");
        Accounts.addMember(owner, shop, viewer, "viewer");
        List<Integer> ids = new ArrayList<>();
        for (Map<String, Object> record : awkwardRecords()) {
            ids.add(Records.create(owner, shop, record));
        }
        Records.create(owner, other, record("sale", "2026-06-01", 999));

        var answer = viewer.in(shop).get("/record/export").then().statusCode(200);
        answer.header("Content-Type", startsWith("application/x-ndjson"))
                .header("Content-Disposition", startsWith("attachment; filename=\"records-" + shop + "-"))
                .header("Content-Disposition", org.hamcrest.Matchers.endsWith(".ndjson\""));
        List<Map<String, Object>> lines = ndjson(answer.extract().asString());

        assertEquals(3, lines.size());
        for (int i = 0; i < ids.size(); i++) {
            Map<String, Object> read = JSON.readValue(
                    owner.in(shop).get("/record/" + ids.get(i)).then().extract().asString(), OBJECT);
            assertEquals(read, lines.get(i), "line " + i + " is the record as GET /record/{id} answers it");
        }
        // the filters of GET /record
        assertEquals(List.of(ids.get(0)), exportedIds(owner, shop, Map.of("type", "sale")));
        assertEquals(
                List.of(ids.get(1), ids.get(2)),
                exportedIds(owner, shop, Map.of("from", "2026-06-02", "to", "2026-06-03")));
        assertEquals(List.of(ids.get(2)), exportedIds(owner, shop, Map.of("source", "newsletter")));
        // the other property's export holds its own record only
        List<Map<String, Object>> others = ndjson(owner.in(other)
                .get("/record/export")
                .then()
                .statusCode(200)
                .extract()
                .asString());
        assertEquals(1, others.size());
        assertEquals(999, others.get(0).get("value"));

        Accounts.newUser().in(shop).get("/record/export").then().statusCode(403);
        owner.in(shop)
                .queryParam("format", "xml")
                .get("/record/export")
                .then()
                .statusCode(400)
                .contentType("application/problem+json");
        owner.in(shop).queryParam("from", "June").get("/record/export").then().statusCode(400);
    }

    @Test
    void aCsvExportImportedIntoAFreshPropertyExportsByteForByteTheSame() throws Exception {
        TestUser owner = Accounts.newUser();
        long shop = Accounts.newProperty(owner, "Shop");
        long fresh = Accounts.newProperty(owner, "Fresh");
        for (Map<String, Object> record : awkwardRecords()) {
            Records.create(owner, shop, record);
        }
        Integrations.record(Integrations.serviceToken(owner, shop), "lead", "2026-06-04", 1);
        var first =
                owner.in(shop).queryParam("format", "csv").get("/record/export").then();
        first.statusCode(200)
                .header("Content-Type", startsWith("text/csv"))
                .header("Content-Disposition", org.hamcrest.Matchers.endsWith(".csv\""));
        String csv = first.extract().asString();
        assertTrue(
                csv.startsWith("date,time,type,activity,desc,source,tags,value,custom_data,raw_data,origin\r\n"), csv);

        owner.in(fresh)
                .contentType("text/csv")
                .header("Content-Disposition", "attachment; filename=\"shop.csv\"")
                .body(csv.getBytes(StandardCharsets.UTF_8))
                .post("/record/import")
                .then()
                .statusCode(201)
                .body("imported", equalTo(4));

        String again = owner.in(fresh)
                .queryParam("format", "csv")
                .get("/record/export")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertEquals(csv, again, "byte for byte");
        // and as NDJSON: every field but the IDs and the times of creation
        List<Map<String, Object>> before =
                ndjson(owner.in(shop).get("/record/export").then().extract().asString());
        List<Map<String, Object>> after =
                ndjson(owner.in(fresh).get("/record/export").then().extract().asString());
        assertEquals(4, after.size());
        for (int i = 0; i < before.size(); i++) {
            Map<String, Object> was = new HashMap<>(before.get(i));
            Map<String, Object> is = new HashMap<>(after.get(i));
            for (String made : List.of("id", "propertyId", "createdAt")) {
                was.remove(made);
                is.remove(made);
            }
            assertEquals(was, is, "record " + i);
        }
        assertEquals("service_token", after.get(3).get("origin"));
    }

    @Test
    void anExportReadsOneSnapshotWhileRecordsChange() throws Exception {
        TestUser owner = Accounts.newUser();
        long shop = Accounts.newProperty(owner, "Shop");
        List<Integer> ids = new ArrayList<>();
        for (int batch = 0; batch < 2; batch++) {
            List<Map<String, Object>> records = new ArrayList<>();
            for (int i = 0; i < 10_000; i++) {
                Map<String, Object> r = record("sale", "2026-06-01", i);
                r.put("desc", "a description long enough to make the export several megabytes in all " + i);
                records.add(r);
            }
            ids.addAll(owner.in(shop)
                    .contentType(ContentType.JSON)
                    .body(records)
                    .post("/record/bulk")
                    .then()
                    .statusCode(201)
                    .extract()
                    .<List<Integer>>path("ids"));
        }
        HttpRequest request = HttpRequest.newBuilder(URI.create(export.toString()))
                .header("Authorization", "Bearer " + owner.token())
                .header("X-Property-Id", Long.toString(shop))
                .build();
        HttpResponse<java.io.InputStream> streaming =
                HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofInputStream());
        assertEquals(200, streaming.statusCode());
        int lines = 0;
        boolean sawDeleted = false;
        boolean sawAdded = false;
        int added;
        try (var reader = new BufferedReader(new InputStreamReader(streaming.body(), StandardCharsets.UTF_8))) {
            String line = reader.readLine();
            assertTrue(line != null && line.contains("\"id\":" + ids.get(0)), line);
            lines++;
            // while the export streams: the last record deleted, a new one stored
            owner.in(shop).delete("/record/" + ids.get(ids.size() - 1)).then().statusCode(204);
            added = Records.create(owner, shop, record("sale", "2026-06-01", 1));
            while ((line = reader.readLine()) != null) {
                lines++;
                sawDeleted |= line.contains("\"id\":" + ids.get(ids.size() - 1) + ",");
                sawAdded |= line.contains("\"id\":" + added + ",");
            }
        }
        assertEquals(20_000, lines, "the records as they were when the export began");
        assertTrue(sawDeleted, "a record deleted meanwhile is still in the snapshot");
        assertFalse(sawAdded, "a record stored meanwhile is not");
    }
}
