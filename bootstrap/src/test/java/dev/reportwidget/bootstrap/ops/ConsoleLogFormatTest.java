package dev.reportwidget.bootstrap.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.logging.Handler;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

class ConsoleLogFormatTest {

    @Test
    void textIsTheDefault() {
        assertEquals(ConsoleLogFormat.TEXT, ConsoleLogFormat.of(null));
        assertEquals(ConsoleLogFormat.TEXT, ConsoleLogFormat.of(" "));
        assertEquals(ConsoleLogFormat.TEXT, ConsoleLogFormat.of("text"));
    }

    @Test
    void jsonIsNamedInAnyCase() {
        assertEquals(ConsoleLogFormat.JSON, ConsoleLogFormat.of("json"));
        assertEquals(ConsoleLogFormat.JSON, ConsoleLogFormat.of(" JSON "));
    }

    @Test
    void anyOtherNameIsAConfigurationError() {
        var e = assertThrows(IllegalArgumentException.class, () -> ConsoleLogFormat.of("jsonl"));
        assertTrue(e.getMessage().contains("rw.log.format must be text or json, not 'jsonl'"), e.getMessage());
    }

    @Test
    void textLeavesQuarkusConsoleAsItIs() {
        Logger root = Logger.getLogger("");
        List<Handler> before = List.of(root.getHandlers());

        assertEquals(Map.of(), ConsoleLogFormat.TEXT.install());
        assertEquals(before, List.of(root.getHandlers()));
    }

    @Test
    void jsonPutsAJsonConsoleHandlerOnTheRootLoggerAndSwitchesQuarkusConsoleOff() {
        Logger root = Logger.getLogger("");
        List<Handler> before = List.of(root.getHandlers());
        Map<String, String> config = ConsoleLogFormat.JSON.install();
        List<Handler> added = Arrays.stream(root.getHandlers())
                .filter(h -> !before.contains(h))
                .toList();
        try {
            assertEquals(Map.of("quarkus.log.console.enabled", "false"), config);
            assertEquals(1, added.size(), "one handler added");
            assertInstanceOf(JsonConsoleHandler.class, added.get(0));
            assertInstanceOf(JsonLogFormatter.class, added.get(0).getFormatter());
            assertEquals("UTF-8", added.get(0).getEncoding());
        } finally {
            added.forEach(root::removeHandler);
        }
    }
}
