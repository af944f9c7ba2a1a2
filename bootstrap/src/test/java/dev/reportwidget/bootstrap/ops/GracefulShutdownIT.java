package dev.reportwidget.bootstrap.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.it.PackagedArtifact;
import dev.reportwidget.bootstrap.local.EmbeddedDatabase;
import dev.reportwidget.bootstrap.local.LocalSigningKeys;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Integrations;
import io.restassured.RestAssured;
import java.io.IOException;
import java.net.ServerSocket;
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
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * SIGTERM in the middle of a burst of record creations, against the packaged service (the jar, or
 * the native executable) run as a child process: requests in flight finish, every record answered 2xx is in the database, and the
 * process stops by itself (exit status 143: a SIGTERM the JVM handled by running its shutdown hooks).
 */
class GracefulShutdownIT {

    private static final Pattern ID = Pattern.compile("\"id\"\\s*:\\s*(\\d+)");

    private static Path root;
    private static EmbeddedDatabase database;

    @BeforeAll
    static void startDatabase() throws IOException {
        root = Files.createTempDirectory("report-widget-shutdown");
        database = EmbeddedDatabase.start(root.resolve("postgres"), 0);
    }

    @AfterAll
    static void stopDatabase() {
        if (database != null) {
            database.close();
        }
        RestAssured.reset();
    }

    @Test
    void sigtermLosesNoAcknowledgedRecord() throws Exception {
        int port = freePort();
        Process app = start(port);
        try {
            awaitReady(port);
            RestAssured.port = port;
            var owner = Accounts.newUser();
            String token = Integrations.serviceToken(owner, owner.personalPropertyId());

            HttpClient http = HttpClient.newBuilder()
                    .connectTimeout(Duration.ofSeconds(5))
                    .build();
            Set<Long> acknowledged = ConcurrentHashMap.newKeySet();
            AtomicInteger failed = new AtomicInteger();
            ExecutorService senders = Executors.newFixedThreadPool(8);
            for (int t = 0; t < 8; t++) {
                senders.submit(() -> {
                    while (true) {
                        try {
                            HttpResponse<String> answer = http.send(
                                    HttpRequest.newBuilder(
                                                    URI.create("http://localhost:" + port + "/service_token/record"))
                                            .header("Content-Type", "application/json")
                                            .header("X-Service-Token", token)
                                            .POST(HttpRequest.BodyPublishers.ofString(
                                                    "{\"type\":\"sale\",\"value\":1}"))
                                            .build(),
                                    HttpResponse.BodyHandlers.ofString());
                            if (answer.statusCode() / 100 == 2) {
                                Matcher id = ID.matcher(answer.body());
                                assertTrue(id.find(), answer.body());
                                acknowledged.add(Long.parseLong(id.group(1)));
                            } else {
                                failed.incrementAndGet();
                            }
                        } catch (IOException e) {
                            failed.incrementAndGet();
                            return null; // the server is gone
                        }
                    }
                });
            }
            while (acknowledged.size() < 50) {
                Thread.sleep(20);
            }
            int beforeSigterm = acknowledged.size();
            app.destroy(); // SIGTERM
            assertTrue(app.waitFor(60, TimeUnit.SECONDS), "still running 60 s after SIGTERM");
            senders.shutdown();
            assertTrue(senders.awaitTermination(30, TimeUnit.SECONDS));

            assertEquals(143, app.exitValue(), "not a handled SIGTERM");
            assertTrue(acknowledged.size() >= beforeSigterm);
            assertTrue(failed.get() > 0, "the burst did not outlast the server");
            assertEquals(Set.of(), missing(acknowledged), "acknowledged records not in the database");
        } finally {
            app.destroyForcibly();
        }
    }

    private static Process start(int port) throws IOException {
        Map<String, String> config = new HashMap<>(database.datasourceConfig());
        config.putAll(LocalSigningKeys.ensure(root.resolve("keys")));
        config.put("rw.auth.bcrypt-cost", "4");
        return new ProcessBuilder(PackagedArtifact.current().command(port, config))
                .redirectErrorStream(true)
                .redirectOutput(root.resolve("app.log").toFile())
                .start();
    }

    private static void awaitReady(int port) throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        while (System.nanoTime() < deadline) {
            try {
                var answer = http.send(
                        HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/q/health/ready"))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
                if (answer.statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // still starting
            }
            Thread.sleep(250);
        }
        throw new AssertionError("not ready after 90 s:\n" + Files.readString(root.resolve("app.log")));
    }

    private static Set<Long> missing(Set<Long> ids) throws Exception {
        Map<String, String> db = database.datasourceConfig();
        Set<Long> missing = ConcurrentHashMap.newKeySet();
        missing.addAll(ids);
        try (Connection c = DriverManager.getConnection(
                        db.get("quarkus.datasource.jdbc.url"),
                        db.get("quarkus.datasource.username"),
                        db.get("quarkus.datasource.password"));
                PreparedStatement s = c.prepareStatement("SELECT id FROM records WHERE id = ANY (?)")) {
            s.setArray(1, c.createArrayOf("bigint", ids.toArray()));
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    missing.remove(rs.getLong(1));
                }
            }
        }
        return missing;
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
