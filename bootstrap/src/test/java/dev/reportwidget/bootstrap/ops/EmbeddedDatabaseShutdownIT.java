package dev.reportwidget.bootstrap.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.local.EmbeddedDatabase;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Reports;
import dev.reportwidget.bootstrap.support.Widgets;
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
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * SIGTERM to the packaged jar on its embedded PostgreSQL (no database URL configured): the service
 * stops in order (the final flush of the widget views it counted, its notification listeners and
 * connection pool, then the database), so the views are in the database afterwards and the stop
 * logs no WARN or ERROR.
 */
class EmbeddedDatabaseShutdownIT {

    private static final int LOADS = 7;
    /** A WARN or ERROR line of the text log format ({@code 2026-11-27 16:50:21,396 WARN  [logger] ...}). */
    private static final Pattern WARN_OR_ERROR = Pattern.compile("^\\S+ \\S+ (WARN|ERROR) ");

    private static Path root;

    @AfterAll
    static void reset() throws IOException {
        RestAssured.reset();
        if (root != null) {
            try (var files = Files.walk(root)) {
                files.sorted(java.util.Comparator.reverseOrder())
                        .forEach(path -> path.toFile().delete());
            }
        }
    }

    @Test
    void sigtermFlushesTheCountedViewsBeforeTheDatabaseStopsAndLogsNoWarning() throws Exception {
        root = Files.createTempDirectory("report-widget-embedded-stop");
        Path log = root.resolve("app.log");
        int port = freePort();
        Process app = start(port, log);
        long report;
        int logBeforeStop;
        try {
            awaitReady(port, log);
            RestAssured.port = port;
            var owner = Accounts.newUser();
            report = Reports.create(owner, owner.personalPropertyId());
            String embedPath = Widgets.changeAccess(owner, report, "public")
                    .statusCode(200)
                    .extract()
                    .path("embedPath");
            HttpClient http = HttpClient.newHttpClient();
            for (int i = 0; i < LOADS; i++) {
                var answer = http.send(
                        HttpRequest.newBuilder(URI.create("http://localhost:" + port + embedPath))
                                .build(),
                        HttpResponse.BodyHandlers.discarding());
                assertEquals(200, answer.statusCode());
            }
            logBeforeStop = Files.readAllLines(log).size();

            app.destroy(); // SIGTERM
            assertTrue(app.waitFor(60, TimeUnit.SECONDS), "still running 60 s after SIGTERM");
            assertEquals(143, app.exitValue(), "not a handled SIGTERM");
        } finally {
            app.destroyForcibly();
        }

        List<String> stopLog = Files.readAllLines(log)
                .subList(logBeforeStop, Files.readAllLines(log).size());
        assertEquals(
                List.of(),
                stopLog.stream()
                        .filter(line -> WARN_OR_ERROR.matcher(line).find())
                        .toList(),
                "the stop logged warnings or errors:\n" + String.join("\n", stopLog));
        assertEquals(LOADS, viewsOf(report), "views counted before SIGTERM are in the database");
    }

    /** The jar, as an operator starts it: no database URL, so the embedded PostgreSQL in rw.data-dir. */
    private static Process start(int port, Path log) throws IOException {
        Map<String, String> config = Map.of(
                "quarkus.http.port",
                Integer.toString(port),
                "rw.data-dir",
                root.resolve("data").toString(),
                "rw.auth.bcrypt-cost",
                "4",
                // only the flush at the stop writes the views
                "rw.widget.views.flush-every",
                "1h");
        var command = new java.util.ArrayList<String>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        config.forEach((key, value) -> command.add("-D" + key + "=" + value));
        command.add("-jar");
        command.add(Path.of("target", "quarkus-app", "quarkus-run.jar")
                .toAbsolutePath()
                .toString());
        return new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
    }

    /** Starts the database of the stopped service on its data and sums the views of {@code report}. */
    private static long viewsOf(long report) throws Exception {
        try (var database = EmbeddedDatabase.start(root.resolve("data").resolve("postgres"), 0)) {
            Map<String, String> db = database.datasourceConfig();
            try (Connection c = DriverManager.getConnection(
                            db.get("quarkus.datasource.jdbc.url"),
                            db.get("quarkus.datasource.username"),
                            db.get("quarkus.datasource.password"));
                    PreparedStatement s = c.prepareStatement(
                            "SELECT coalesce(sum(views), 0) FROM widget_views WHERE widget_kind = 'report' AND widget_id = ?")) {
                s.setLong(1, report);
                try (ResultSet rs = s.executeQuery()) {
                    rs.next();
                    return rs.getLong(1);
                }
            }
        }
    }

    private static void awaitReady(int port, Path log) throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
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
        throw new AssertionError("not ready after 120 s:\n" + Files.readString(log));
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
