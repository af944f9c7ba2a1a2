package dev.reportwidget.bootstrap.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.local.EmbeddedDatabase;
import dev.reportwidget.bootstrap.local.LocalSigningKeys;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * An export of 1,000,000 records from the packaged service, whose heap the launcher caps at 256 MiB
 * (docs/records.md#export): every record arrives, in ID order, in both formats, and the service
 * answers on after it.
 */
class RecordExportIT {

    private static final int RECORDS = 1_000_000;

    @Test
    void aMillionRecordsStreamFromAServiceWithA256MiBHeap() throws Exception {
        Path root = Files.createTempDirectory("record-export");
        try (EmbeddedDatabase database = EmbeddedDatabase.start(root.resolve("postgres"), 0)) {
            Map<String, String> config = new HashMap<>(database.datasourceConfig());
            config.putAll(LocalSigningKeys.ensure(root.resolve("keys")));
            config.put("rw.auth.bcrypt-cost", "4");
            try (ServiceProcess service = ServiceProcess.start(config)) {
                ReplicaClient client = new ReplicaClient(service);
                String bearer = client.signUp("export");
                long property = client.as(bearer)
                        .get("/properties")
                        .then()
                        .statusCode(200)
                        .extract()
                        .jsonPath()
                        .getLong("personalPropertyId");
                try (Connection db = DriverManager.getConnection(
                                database.datasourceConfig().get("quarkus.datasource.jdbc.url"),
                                "postgres",
                                "postgres");
                        Statement insert = db.createStatement()) {
                    insert.execute("INSERT INTO records (property_id, id, date, time, type, source, tags, value,"
                            + " custom_data, raw_data, origin) SELECT " + property + ", nextval('records_id_seq'),"
                            + " current_date - (n % 120), make_time(n % 24, n % 60, 0), 'sale', ARRAY['shop'],"
                            + " ARRAY['eu'], n % 1000, jsonb_build_object('order', n, 'email', 'p' || n ||"
                            + " '@example.test'), '{}', 'import' FROM generate_series(1, " + RECORDS + ") AS n");
                }

                for (String format : new String[] {"ndjson", "csv"}) {
                    HttpRequest request = HttpRequest.newBuilder(
                                    URI.create(service.baseUri() + "/record/export?format=" + format))
                            .header("Authorization", bearer)
                            .build();
                    HttpResponse<InputStream> answer =
                            HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofInputStream());
                    assertEquals(200, answer.statusCode(), format);
                    long lines = 0;
                    long lastId = -1;
                    boolean ordered = true;
                    try (var reader =
                            new BufferedReader(new InputStreamReader(answer.body(), StandardCharsets.UTF_8))) {
                        String line;
                        while ((line = reader.readLine()) != null) {
                            lines++;
                            if (format.equals("ndjson")) {
                                long id = Long.parseLong(line.substring(6, line.indexOf(',')));
                                ordered &= id > lastId;
                                lastId = id;
                            }
                        }
                    }
                    assertEquals(format.equals("csv") ? RECORDS + 1 : RECORDS, lines, format + " lines");
                    assertTrue(ordered, "in ID order");
                }
                client.request().get("/q/health/live").then().statusCode(200);
                assertTrue(service.process().isAlive(), "the service ran the exports within its heap");
                assertTrue(!service.log().contains("OutOfMemoryError"), service.log());
            }
        }
    }
}
