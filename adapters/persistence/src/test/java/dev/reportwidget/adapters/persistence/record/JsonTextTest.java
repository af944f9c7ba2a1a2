package dev.reportwidget.adapters.persistence.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The JSON text of a record's data reads back, with a JSON parser, as the values it was written from. */
class JsonTextTest {

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(DeserializationFeature.USE_BIG_INTEGER_FOR_INTS);

    /** What a JSON parser reads from the text, against what it reads from a general serialiser's text of the same value. */
    private static void assertReadsBackAsWritten(Map<String, Object> value) throws Exception {
        String text = JsonText.of(value);
        JsonNode read = JSON.readTree(text);
        JsonNode expected = JSON.readTree(JSON.writeValueAsString(value));
        assertEquals(expected, read, text);
    }

    @Test
    void stringsEscapeQuotesBackslashesAndEveryControlCharacter() throws Exception {
        var everyControl = new StringBuilder();
        for (char ch = 0; ch < 0x20; ch++) {
            everyControl.append(ch);
        }
        assertEquals("{\"a\\\"b\":\"c\\\\d\"}", JsonText.of(Map.of("a\"b", "c\\d")));
        assertEquals("{\"t\":\"\\t\\n\\r\\b\\f\\u0001\\u001f\"}", JsonText.of(Map.of("t", "\t\n\r\b\f\u0001\u001f")));
        assertEquals("{\"u\":\"é ☃ \uD83D\uDE00 / \u007f\"}", JsonText.of(Map.of("u", "é ☃ \uD83D\uDE00 / \u007f")));
        assertReadsBackAsWritten(Map.of("controls", everyControl.toString(), everyControl.toString(), "key"));
    }

    @Test
    void numbersBooleansNullArraysAndNestedObjects() throws Exception {
        Map<String, Object> value = new LinkedHashMap<>();
        value.put("int", 7);
        value.put("long", -9_007_199_254_740_993L);
        value.put("big", new BigInteger("123456789012345678901234567890"));
        value.put("decimal", new BigDecimal("12.50"));
        value.put("exponent", new BigDecimal("1E+3"));
        value.put("small", new BigDecimal("0.000000001"));
        value.put("double", 1.0e-5);
        value.put("float", 2.5f);
        value.put("yes", true);
        value.put("no", false);
        value.put("nothing", null);
        value.put("list", Arrays.asList(1, "two", null, List.of(), Map.of()));
        value.put("nested", Map.of("deeper", Map.of("deepest", List.of(List.of(true)))));
        assertEquals(
                "{\"int\":7,\"long\":-9007199254740993,\"big\":123456789012345678901234567890,\"decimal\":12.50,"
                        + "\"exponent\":1E+3,\"small\":1E-9,\"double\":1.0E-5,\"float\":2.5,\"yes\":true,\"no\":false,"
                        + "\"nothing\":null,\"list\":[1,\"two\",null,[],{}],"
                        + "\"nested\":{\"deeper\":{\"deepest\":[[true]]}}}",
                JsonText.of(value));
        assertReadsBackAsWritten(value);
    }

    @Test
    void generatedValuesReadBackAsWritten() throws Exception {
        Random random = new Random(20261125L);
        for (int i = 0; i < 2_000; i++) {
            assertReadsBackAsWritten(object(random, 0));
        }
    }

    @Test
    void anythingButJsonsValuesIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> JsonText.of(Map.of("day", LocalDate.of(2026, 1, 1))));
        assertThrows(IllegalArgumentException.class, () -> JsonText.of(Map.of("n", Double.NaN)));
        assertThrows(IllegalArgumentException.class, () -> JsonText.of(Map.of("n", List.of(Float.POSITIVE_INFINITY))));
    }

    private static Map<String, Object> object(Random random, int depth) {
        Map<String, Object> object = new LinkedHashMap<>();
        int size = random.nextInt(depth == 0 ? 6 : 4);
        for (int i = 0; i < size; i++) {
            object.put(text(random), value(random, depth + 1));
        }
        return object;
    }

    private static Object value(Random random, int depth) {
        int kind = random.nextInt(depth > 3 ? 7 : 9);
        return switch (kind) {
            case 0 -> null;
            case 1 -> random.nextBoolean();
            case 2 -> random.nextLong();
            case 3 -> BigDecimal.valueOf(random.nextLong(), random.nextInt(40) - 20);
            case 4 -> random.nextDouble() * Math.pow(10, random.nextInt(40) - 20);
            case 5, 6 -> text(random);
            case 7 -> {
                List<Object> list = new ArrayList<>();
                for (int i = random.nextInt(4); i > 0; i--) {
                    list.add(value(random, depth + 1));
                }
                yield list;
            }
            default -> object(random, depth);
        };
    }

    /** Text drawn from control characters, the characters JSON escapes, ASCII, accented letters and a surrogate pair. */
    private static String text(Random random) {
        String alphabet = "\u0000\u0001\u001f\t\n\r\b\f\"\\/ aZ09{}[],:é☃";
        var out = new StringBuilder();
        for (int i = random.nextInt(8); i > 0; i--) {
            if (random.nextInt(10) == 0) {
                out.append("\uD83D\uDE00");
            } else {
                out.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
        }
        return out.toString();
    }
}
