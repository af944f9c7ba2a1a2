package dev.reportwidget.adapters.persistence.record;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reportwidget.domain.record.RecordContent;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A record's row as the text the journal and the bulk writer send, which PostgreSQL casts back to
 * each column's type; the database tests read such rows back ({@code RecordWritersTest}).
 */
class RecordColumnsTest {

    private static final RecordColumns COLUMNS = new RecordColumns(new ObjectMapper());

    @Test
    void everyColumnIsTheTextItsTypeReadsAndAnAbsentOneIsNull() {
        var content = new RecordContent(
                LocalDate.of(2026, 3, 1),
                LocalTime.of(9, 5, 7),
                "sale",
                null,
                null,
                List.of("a", "b \"c\" \\d", ""),
                List.of(),
                new BigDecimal("1E-6"),
                Map.of("plan", "pro"),
                Map.of());

        assertArrayEquals(
                new String[] {
                    "2026-03-01",
                    "09:05:07",
                    "sale",
                    null,
                    null,
                    "{\"a\",\"b \\\"c\\\" \\\\d\",\"\"}",
                    "{}",
                    "0.000001",
                    "{\"plan\":\"pro\"}",
                    "{}"
                },
                COLUMNS.text(content));
    }

    @Test
    void stringsEscapeQuotesBackslashesAndEveryControlCharacter() {
        assertEquals("{\"a\\\"b\":\"c\\\\d\"}", COLUMNS.json(Map.of("a\"b", "c\\d")));
        assertEquals("{\"t\":\"\\t\\n\\r\\b\\f\\u0001\\u001F\"}", COLUMNS.json(Map.of("t", "\t\n\r\b\f\u0001\u001f")));
        assertEquals("{\"u\":\"é ☃ \uD83D\uDE00 / \u007f\"}", COLUMNS.json(Map.of("u", "é ☃ \uD83D\uDE00 / \u007f")));
    }

    @Test
    void numbersBooleansNullArraysAndNestedObjects() {
        Map<String, Object> value = new LinkedHashMap<>();
        value.put("int", 7);
        value.put("long", -9_007_199_254_740_993L);
        value.put("big", new BigInteger("123456789012345678901234567890"));
        value.put("decimal", new BigDecimal("12.50"));
        value.put("exponent", new BigDecimal("1E+3"));
        value.put("small", new BigDecimal("0.000000001"));
        value.put("double", 1.0e-5);
        value.put("yes", true);
        value.put("no", false);
        value.put("nothing", null);
        value.put("list", Arrays.asList(1, "two", null, List.of(), Map.of()));
        value.put("nested", Map.of("deeper", Map.of("deepest", List.of(List.of(true)))));
        assertEquals(
                "{\"int\":7,\"long\":-9007199254740993,\"big\":123456789012345678901234567890,\"decimal\":12.50,"
                        + "\"exponent\":1E+3,\"small\":1E-9,\"double\":1.0E-5,\"yes\":true,\"no\":false,"
                        + "\"nothing\":null,\"list\":[1,\"two\",null,[],{}],"
                        + "\"nested\":{\"deeper\":{\"deepest\":[[true]]}}}",
                COLUMNS.json(value));
    }
}
