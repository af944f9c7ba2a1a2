package dev.reportwidget.bootstrap.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.bootstrap.local.EmbeddedDatabase;
import dev.reportwidget.bootstrap.local.LocalSigningKeys;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The packaged service killed with SIGKILL in the middle of a burst of batch ingestion: after a
 * restart on the same database every record whose batch got a 200 is there, and sending every
 * batch again with the same idempotency keys creates nothing for a key that was acknowledged (only
 * records that never got an answer may be created then), so each key ends with exactly one record.
 */
class BatchCrashIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int SENDERS = 4;
    private static final int RECORDS_PER_BATCH = 50;

    private static EmbeddedDatabase database;
    private static Map<String, String> config;
    private static ServiceProcess service;

    @BeforeAll
    static void start() throws Exception {
        Path root = Files.createTempDirectory("batch-crash");
        database = EmbeddedDatabase.start(root.resolve("postgres"), 0);
        config = new HashMap<>(database.datasourceConfig());
        config.putAll(LocalSigningKeys.ensure(root.resolve("keys")));
        config.put("rw.auth.bcrypt-cost", "4");
        // the replay after the restart sends every batch of the burst again at once; the property's
        // ingestion limit (500 records a second after a burst of 2,000 by default) would answer
        // part of it 429 depending on how fast it goes, and this test is about the kill, not the limit
        config.put("rw.ingest.rate-limit.per-property-per-second", "1000000");
        config.put("rw.ingest.rate-limit.per-property-burst", "1000000");
        service = ServiceProcess.start(config);
    }

    @AfterAll
    static void stop() throws Exception {
        if (service != null) {
            service.close();
        }
        if (database != null) {
            database.close();
        }
    }

    /** A batch as sent: its keys in order. */
    private record Batch(List<String> keys) {
        String body() {
            StringBuilder body = new StringBuilder("{\"records\": [");
            for (int i = 0; i < keys.size(); i++) {
                body.append(i == 0 ? "" : ",")
                        .append("{\"idempotencyKey\": \"")
                        .append(keys.get(i))
                        .append("\", \"type\": \"sale\", \"date\": \"2026-11-20\", \"value\": 1}");
            }
            return body.append("]}").toString();
        }
    }

    @Test
    void everyAcknowledgedRecordSurvivesAKillAndAReplayCreatesNothingNew() throws Exception {
        ReplicaClient client = new ReplicaClient(service);
        String bearer = client.signUp("crash");
        String token = client.createServiceToken(bearer);
        long property =
                ((Number) client.as(bearer).get("/properties").then().extract().path("personalPropertyId")).longValue();
        HttpClient http =
                HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

        // the burst: senders keep sending until the service is gone
        Map<String, Long> acknowledged = new ConcurrentHashMap<>();
        List<Batch> sent = java.util.Collections.synchronizedList(new ArrayList<>());
        AtomicBoolean stopped = new AtomicBoolean();
        java.util.concurrent.atomic.AtomicInteger cutOff = new java.util.concurrent.atomic.AtomicInteger();
        ExecutorService senders = Executors.newFixedThreadPool(SENDERS);
        List<Future<?>> running = new ArrayList<>();
        String uri = service.baseUri() + "/service_token/records?service_token=" + token;
        for (int sender = 0; sender < SENDERS; sender++) {
            int s = sender;
            running.add(senders.submit(() -> {
                for (int n = 0; !stopped.get(); n++) {
                    List<String> keys = new ArrayList<>();
                    for (int r = 0; r < RECORDS_PER_BATCH; r++) {
                        keys.add("crash-" + s + "-" + n + "-" + r);
                    }
                    Batch batch = new Batch(keys);
                    sent.add(batch);
                    try {
                        HttpResponse<String> answer = post(http, uri, batch);
                        if (answer.statusCode() == 200) {
                            acknowledged.putAll(ids(batch, answer.body()));
                        }
                    } catch (IOException gone) {
                        cutOff.incrementAndGet();
                        return null;
                    }
                }
                return null;
            }));
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (acknowledged.size() < 2_000 && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        service.process().destroyForcibly(); // SIGKILL: no shutdown hook, no draining of the journal
        service.process().waitFor(30, TimeUnit.SECONDS);
        stopped.set(true);
        for (Future<?> sender : running) {
            sender.get(60, TimeUnit.SECONDS);
        }
        senders.shutdown();
        assertTrue(acknowledged.size() >= 2_000, "the burst was acknowledged in part before the kill");
        assertEquals(SENDERS, cutOff.get(), "every sender was cut off by the kill");

        service = ServiceProcess.start(config);

        // every acknowledged record is there
        assertEquals(acknowledged.size(), storedAmong(property, acknowledged.values()), "acknowledged records stored");

        // a replay of every batch: acknowledged keys answer their first record and create nothing
        String again = service.baseUri() + "/service_token/records?service_token=" + token;
        Map<String, Long> replayed = new HashMap<>();
        for (Batch batch : List.copyOf(sent)) {
            HttpResponse<String> answer = post(http, again, batch);
            assertEquals(200, answer.statusCode(), answer.body());
            replayed.putAll(ids(batch, answer.body()));
            JsonNode results = JSON.readTree(answer.body()).get("results");
            for (int i = 0; i < batch.keys().size(); i++) {
                Long first = acknowledged.get(batch.keys().get(i));
                if (first != null) {
                    assertEquals(
                            200,
                            results.get(i).get("status").asInt(),
                            results.get(i).toString());
                    assertEquals(first, results.get(i).get("id").asLong());
                }
            }
        }
        long distinctKeys =
                sent.stream().flatMap(b -> b.keys().stream()).distinct().count();
        assertEquals(distinctKeys, replayed.size());
        assertEquals(
                distinctKeys,
                count("SELECT count(*) FROM records WHERE property_id = ?", property),
                "one record per key sent, none twice");
        assertEquals(distinctKeys, count("SELECT count(*) FROM idempotency_keys WHERE property_id = ?", property));
    }

    private static HttpResponse<String> post(HttpClient http, String uri, Batch batch)
            throws IOException, InterruptedException {
        return http.send(
                HttpRequest.newBuilder(URI.create(uri))
                        .timeout(Duration.ofSeconds(30))
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(batch.body()))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** The id each key's record got (created or first), from a 200 answer. */
    private static Map<String, Long> ids(Batch batch, String body) throws IOException {
        JsonNode results = JSON.readTree(body).get("results");
        Map<String, Long> ids = new HashMap<>();
        for (int i = 0; i < batch.keys().size(); i++) {
            int status = results.get(i).get("status").asInt();
            assertTrue(status == 201 || status == 200, results.get(i).toString());
            ids.put(batch.keys().get(i), results.get(i).get("id").asLong());
        }
        return ids;
    }

    private static long storedAmong(long property, java.util.Collection<Long> ids) throws Exception {
        try (Connection c = connect();
                PreparedStatement query =
                        c.prepareStatement("SELECT count(*) FROM records WHERE property_id = ? AND id = ANY(?)")) {
            query.setLong(1, property);
            query.setArray(2, c.createArrayOf("bigint", ids.stream().distinct().toArray()));
            try (ResultSet rows = query.executeQuery()) {
                rows.next();
                return rows.getLong(1);
            }
        }
    }

    private static long count(String sql, long property) throws Exception {
        try (Connection c = connect();
                PreparedStatement query = c.prepareStatement(sql)) {
            query.setLong(1, property);
            try (ResultSet rows = query.executeQuery()) {
                rows.next();
                return rows.getLong(1);
            }
        }
    }

    private static Connection connect() throws Exception {
        return DriverManager.getConnection(
                database.datasourceConfig().get("quarkus.datasource.jdbc.url"),
                database.datasourceConfig().get("quarkus.datasource.username"),
                database.datasourceConfig().get("quarkus.datasource.password"));
    }
}
