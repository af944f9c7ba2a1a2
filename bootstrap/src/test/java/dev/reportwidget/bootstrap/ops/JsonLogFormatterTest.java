package dev.reportwidget.bootstrap.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.time.Instant;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import org.jboss.logmanager.ExtLogRecord;
import org.jboss.logmanager.MDC;
import org.junit.jupiter.api.Test;

class JsonLogFormatterTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Instant AT = Instant.parse("2026-11-22T13:19:27.154Z");

    private final JsonLogFormatter formatter = new JsonLogFormatter();

    private static ExtLogRecord record(org.jboss.logmanager.Level level, String format, Object... params) {
        var record =
                new ExtLogRecord(level, format, ExtLogRecord.FormatStyle.PRINTF, JsonLogFormatterTest.class.getName());
        record.setParameters(params);
        record.setLoggerName("dev.reportwidget.test");
        record.setInstant(AT);
        return record;
    }

    /** The formatted record as one line, parsed. */
    private JsonNode line(LogRecord record) throws IOException {
        String text = formatter.format(record);
        assertTrue(text.endsWith("\n"), "ends the line");
        assertEquals(text.length() - 1, text.indexOf('\n'), "one line: " + text);
        return JSON.readTree(text);
    }

    @Test
    void aRecordIsOneObjectWithTheExpectedFields() throws IOException {
        JsonNode json = line(record(org.jboss.logmanager.Level.INFO, "service token %s created in property %s", 7, 3));

        assertEquals(List.of("timestamp", "level", "logger", "thread", "message"), names(json));
        assertEquals("2026-11-22T13:19:27.154Z", json.get("timestamp").asText());
        assertEquals("INFO", json.get("level").asText());
        assertEquals("dev.reportwidget.test", json.get("logger").asText());
        assertEquals(Thread.currentThread().getName(), json.get("thread").asText());
        assertEquals(
                "service token 7 created in property 3", json.get("message").asText());
    }

    @Test
    void theTimestampIsUtcWhateverTheZoneOfTheMoment() throws IOException {
        var record = record(org.jboss.logmanager.Level.WARN, "late");
        record.setInstant(Instant.parse("2026-06-01T23:30:00.5+02:00"));

        assertEquals("2026-06-01T21:30:00.500Z", line(record).get("timestamp").asText());
    }

    @Test
    void aPlainJulRecordIsFormattedWithItsOwnStyle() throws IOException {
        var record = new LogRecord(Level.WARNING, "{0} rows refused");
        record.setParameters(new Object[] {3});
        record.setLoggerName("jul.logger");
        record.setInstant(AT);

        JsonNode json = line(record);

        assertEquals("WARNING", json.get("level").asText());
        assertEquals("jul.logger", json.get("logger").asText());
        assertEquals("3 rows refused", json.get("message").asText());
    }

    @Test
    void quotesBackslashesAndControlCharactersAreEscaped() throws IOException {
        String message = "say \"hi\" \\ path C:\\tmp\n  next line\r\ttab \b\f nul \u0000 bell \u0007 del \u007f "
                + "unicode é ✓ 😀 line separator \u2028 end";
        String text = formatter.format(record(org.jboss.logmanager.Level.INFO, "%s", message));

        assertTrue(text.contains("say \\\"hi\\\" \\\\ path C:\\\\tmp\\n  next line\\r\\ttab \\b\\f nul \\u0000"), text);
        assertTrue(text.contains("bell \\u0007 del \\u007f"), text);
        String body = text.substring(0, text.length() - 1);
        assertTrue(body.chars().noneMatch(c -> c < 0x20 || c == 0x7f), "no raw control character: " + text);
        assertEquals(message, JSON.readTree(text).get("message").asText());
    }

    @Test
    void aLoneSurrogateIsEscapedSoTheLineStaysValidUtf8() throws IOException {
        String message = "half \uD83D of an emoji, and \uDE00 the other half, whole 😀";
        String text = formatter.format(record(org.jboss.logmanager.Level.INFO, "%s", message));

        assertTrue(text.contains("half \\ud83d of an emoji, and \\ude00 the other half, whole 😀"), text);
        assertEquals(message, JSON.readTree(text).get("message").asText());
    }

    @Test
    void anExceptionIsOneStringWithItsStackTraceAndCauses() throws IOException {
        var record = record(org.jboss.logmanager.Level.ERROR, "request %s failed", "r-1");
        record.setThrown(new IllegalStateException("outer \"quoted\"", new java.io.IOException("inner\ncause")));

        JsonNode json = line(record);

        assertEquals(List.of("timestamp", "level", "logger", "thread", "message", "exception"), names(json));
        assertEquals("request r-1 failed", json.get("message").asText());
        String exception = json.get("exception").asText();
        assertTrue(exception.startsWith("java.lang.IllegalStateException: outer \"quoted\"\n"), exception);
        assertTrue(exception.contains("\tat dev.reportwidget.bootstrap.ops.JsonLogFormatterTest."), exception);
        assertTrue(exception.contains("Caused by: java.io.IOException: inner\ncause"), exception);
        assertFalse(exception.endsWith("\n"), "no trailing line break");
    }

    @Test
    void mdcEntriesAreAnObjectAndOnlyWhenThereAreAny() throws IOException {
        assertFalse(line(record(org.jboss.logmanager.Level.INFO, "no context")).has("mdc"));

        MDC.put("requestId", "r-\"42\"");
        MDC.put("property", "7\n8");
        try {
            JsonNode json = line(record(org.jboss.logmanager.Level.INFO, "with context"));

            assertEquals(List.of("timestamp", "level", "logger", "thread", "message", "mdc"), names(json));
            assertEquals("r-\"42\"", json.get("mdc").get("requestId").asText());
            assertEquals("7\n8", json.get("mdc").get("property").asText());
            assertEquals(2, json.get("mdc").size());
        } finally {
            MDC.remove("requestId");
            MDC.remove("property");
        }
    }

    @Test
    void aRecordWithoutMessageOrLoggerWritesNulls() throws IOException {
        var record = new ExtLogRecord(org.jboss.logmanager.Level.INFO, null, JsonLogFormatterTest.class.getName());
        record.setInstant(AT);

        JsonNode json = line(record);

        assertTrue(json.get("message").isNull(), json.toString());
        assertTrue(json.get("logger").isNull(), json.toString());
    }

    @Test
    void aFormatThatDoesNotFitItsParametersStillGivesALineWithTheRawMessage() throws IOException {
        var record = record(org.jboss.logmanager.Level.INFO, "%d rows", "not a number");

        assertEquals("%d rows", line(record).get("message").asText());
    }

    private static List<String> names(JsonNode json) {
        List<String> names = new java.util.ArrayList<>();
        json.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
