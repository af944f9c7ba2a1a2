package dev.reportwidget.bootstrap.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.jboss.logmanager.ExtLogRecord;
import org.jboss.logmanager.MDC;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class JsonConsoleHandlerTest {

    private static final String LOGGER = "dev.reportwidget.test.early";

    private final AtomicBoolean levelsConfigured = new AtomicBoolean();
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final JsonConsoleHandler handler = new JsonConsoleHandler(levelsConfigured::get);

    @BeforeEach
    void writeToMemory() {
        handler.setOutputStream(out);
    }

    @AfterEach
    void resetLevel() {
        Logger.getLogger(LOGGER).setLevel(null);
    }

    private static ExtLogRecord record(org.jboss.logmanager.Level level, String message) {
        var record = new ExtLogRecord(level, message, JsonConsoleHandlerTest.class.getName());
        record.setLoggerName(LOGGER);
        return record;
    }

    private List<JsonNode> written() throws IOException {
        List<JsonNode> lines = new ArrayList<>();
        for (String line : out.toString(StandardCharsets.UTF_8).split("\n")) {
            if (!line.isEmpty()) {
                lines.add(new ObjectMapper().readTree(line));
            }
        }
        return lines;
    }

    private List<String> messages() throws IOException {
        return written().stream().map(json -> json.get("message").asText()).toList();
    }

    @Test
    void recordsBeforeTheLevelsAreConfiguredWaitAndOnlyThoseTheLevelsAllowAreWritten() throws IOException {
        handler.publish(record(org.jboss.logmanager.Level.DEBUG, "early debug"));
        handler.publish(record(org.jboss.logmanager.Level.INFO, "early info"));
        assertEquals(List.of(), messages(), "nothing written before the levels are configured");

        Logger.getLogger(LOGGER).setLevel(Level.INFO);
        levelsConfigured.set(true);
        handler.publish(record(org.jboss.logmanager.Level.WARN, "configured"));

        assertEquals(List.of("early info", "configured"), messages());
    }

    @Test
    void onceConfiguredItNeverWaitsAgain() throws IOException {
        levelsConfigured.set(true);
        handler.publish(record(org.jboss.logmanager.Level.INFO, "started"));
        levelsConfigured.set(false); // Quarkus clears its delayed handler when it shuts down
        handler.publish(record(org.jboss.logmanager.Level.INFO, "stopped"));

        assertEquals(List.of("started", "stopped"), messages());
    }

    @Test
    void aWaitingRecordKeepsTheMdcOfTheThreadThatLoggedIt() throws IOException {
        MDC.put("requestId", "r-1");
        try {
            handler.publish(record(org.jboss.logmanager.Level.INFO, "early"));
        } finally {
            MDC.remove("requestId");
        }
        levelsConfigured.set(true);
        handler.publish(record(org.jboss.logmanager.Level.INFO, "later"));

        List<JsonNode> lines = written();
        assertEquals("r-1", lines.get(0).get("mdc").get("requestId").asText());
        assertEquals(false, lines.get(1).has("mdc"));
    }

    @Test
    void closingBeforeTheLevelsAreConfiguredWritesWhatWaited() throws IOException {
        handler.publish(record(org.jboss.logmanager.Level.DEBUG, "why the start failed"));
        handler.close();

        assertEquals(List.of("why the start failed"), messages());
    }
}
