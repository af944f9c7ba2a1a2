package dev.reportwidget.bootstrap.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Integrations;
import io.restassured.RestAssured;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The packaged jar with {@code RW_LOG_FORMAT=json} and no database URL, so that the main class
 * starts the embedded PostgreSQL itself and logs before Quarkus starts: every line on standard
 * output, from the first one to those of the shutdown, is one JSON object with the documented fields.
 */
class JsonLogsIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @AfterEach
    void resetRestAssured() {
        RestAssured.reset();
    }

    @Test
    void everyLineOnStandardOutputIsAJsonObjectFromTheFirstToTheLast() throws Exception {
        Path data = Files.createTempDirectory("json-logs");
        String serviceToken;
        ServiceProcess service = ServiceProcess.start(
                Map.of("rw.data-dir", data.toString(), "rw.auth.bcrypt-cost", "4"),
                Map.of("RW_LOG_FORMAT", "json", "RW_DEMO_ENABLED", "true"));
        try {
            RestAssured.port = service.port();
            // an audit line written on a request's worker thread
            var owner = Accounts.newUser();
            serviceToken = Integrations.serviceToken(owner, owner.personalPropertyId());
        } finally {
            service.close(); // SIGTERM: the shutdown's lines are JSON too
        }

        List<JsonNode> lines = parse(service.stdout());
        for (JsonNode line : lines) {
            assertTrue(line.isObject(), line.toString());
            assertTrue(Instant.parse(line.get("timestamp").asText()) != null, line.toString());
            assertTrue(line.get("timestamp").asText().endsWith("Z"), "UTC: " + line);
            for (String field : List.of("level", "logger", "thread", "message")) {
                assertTrue(line.hasNonNull(field), field + " in " + line);
            }
        }

        // the main class's own line, logged before Quarkus starts, is the first one Quarkus' levels let through
        JsonNode first = lines.get(0);
        assertEquals(
                "dev.reportwidget.bootstrap.ReportWidgetMain",
                first.get("logger").asText(),
                first.toString());
        assertTrue(first.get("message").asText().startsWith("no database URL configured"), first.toString());
        assertEquals("main", first.get("thread").asText());
        // io.zonky is set to WARN: its INFO lines of the database start, logged before Quarkus
        // configured the levels, are not written
        assertFalse(lines.stream()
                .anyMatch(line -> line.get("logger").asText().startsWith("io.zonky")
                        && line.get("level").asText().equals("INFO")));
        assertFalse(lines.stream().anyMatch(line -> line.get("level").asText().matches("DEBUG|TRACE|FINE.*")));

        find(lines, line -> line.get("logger").asText().startsWith("org.flywaydb"));
        find(lines, line -> line.get("message").asText().contains("started in"));
        // a message with line breaks and quotes is still one line, and reads back as it was written
        JsonNode demo = find(lines, line -> line.get("message").asText().contains("Demo ready"));
        assertTrue(demo.get("message").asText().contains("\n  Live chart: "), demo.toString());
        assertTrue(demo.get("message").asText().contains("{\"email\":\"demo@"), demo.toString());
        JsonNode audit = find(
                lines,
                line -> line.get("message").asText().contains("service token")
                        && line.get("message").asText().contains("created in property"));
        assertEquals("INFO", audit.get("level").asText());
        assertFalse(audit.get("thread").asText().equals("main"), audit.toString());
        find(lines, line -> line.get("message").asText().contains("stopped in"));

        assertFalse(service.stdout().contains(serviceToken.substring(5)), "the service token is not logged");
    }

    /** Every line of the output, parsed; a line that is not JSON fails the test. */
    private static List<JsonNode> parse(String output) {
        List<JsonNode> lines = new ArrayList<>();
        String[] raw = output.split("\n", -1);
        assertEquals("", raw[raw.length - 1], "the output ends with a line break");
        for (String line : List.of(raw).subList(0, raw.length - 1)) {
            try {
                lines.add(JSON.readTree(line));
            } catch (Exception e) {
                fail("not a JSON line: " + line + "\n" + e.getMessage());
            }
        }
        assertFalse(lines.isEmpty(), "the service logged");
        return lines;
    }

    private static JsonNode find(List<JsonNode> lines, Predicate<JsonNode> wanted) {
        return lines.stream()
                .filter(wanted)
                .findFirst()
                .orElseThrow(() -> new AssertionError("no such line in " + lines));
    }
}
