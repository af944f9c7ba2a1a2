package dev.reportwidget.adapters.rest.widget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.domain.error.InvalidRequestException;
import io.netty.handler.codec.http.QueryStringDecoder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class QueryValuesTest {

    @Test
    void readsTheFirstValueOfEachNameDecoded() {
        QueryValues query = QueryValues.parse("chartType=bar&datasetIndexes=2%2C0&hide=title,legend&theme=da+rk");

        assertEquals("bar", query.get("chartType"));
        assertEquals("2,0", query.get("datasetIndexes"));
        assertEquals("title,legend", query.get("hide"));
        assertEquals("da rk", query.get("theme"));
        assertNull(query.get("locale"));
        assertFalse(query.has("locale"));
    }

    @Test
    void theFirstOfRepeatedNamesWinsAndNamesMatchExactly() {
        QueryValues query = QueryValues.parse("CHARTTYPE=pie&chartType=bar&chartType=line");

        assertEquals("bar", query.get("chartType"));
        assertEquals("pie", query.get("CHARTTYPE"));
        assertEquals(Set.of("chartType", "CHARTTYPE"), query.names());
    }

    @Test
    void aNameWithoutValueIsThereAndEmpty() {
        QueryValues query = QueryValues.parse("refresh&view=&theme=dark");

        assertTrue(query.has("refresh"));
        assertEquals("", query.get("refresh"));
        assertEquals("", query.get("view"));
        assertEquals("dark", query.get("theme"));
    }

    @Test
    void semicolonsSeparateEmptyPartsAreSkippedAndAFragmentEndsTheQuery() {
        QueryValues query = QueryValues.parse("&&chartType=bar;;period=7d&#theme=dark");

        assertEquals(Set.of("chartType", "period"), query.names());
        assertEquals("7d", query.get("period"));
    }

    @Test
    void noQueryHasNoNames() {
        assertEquals(Set.of(), QueryValues.parse(null).names());
        assertEquals(Set.of(), QueryValues.parse("").names());
    }

    @Test
    void aMalformedEscapeIsAnInvalidRequest() {
        assertThrows(InvalidRequestException.class, () -> QueryValues.parse("chartType=bar%"));
        assertThrows(InvalidRequestException.class, () -> QueryValues.parse("chartType=%zz"));
        assertThrows(InvalidRequestException.class, () -> QueryValues.parse("%4=bar"));
    }

    /**
     * Every string of up to five characters over an alphabet of separators, escapes and letters
     * reads as the REST layer's decoder (Netty's, which the framework's query parameters come from)
     * reads it: the same names, each with its first value.
     */
    @Test
    void readsEveryShortQueryAsTheFrameworksDecoderDoes() {
        char[] alphabet = {'a', 'B', '=', '&', ';', '+', '%', '4', '1', '#'};
        int compared = 0;
        for (String raw : strings(alphabet, 5)) {
            Map<String, List<String>> expected;
            try {
                expected = new QueryStringDecoder(raw, false).parameters();
            } catch (IllegalArgumentException malformed) {
                // only names and first values are decoded here: a malformed later value of a name goes unread
                try {
                    QueryValues.parse(raw);
                } catch (InvalidRequestException refused) {
                    // refused like the framework's decoder
                }
                continue;
            }
            QueryValues actual = QueryValues.parse(raw);
            assertEquals(expected.keySet(), actual.names(), raw);
            Map<String, String> firsts = new TreeMap<>();
            expected.forEach((name, values) -> firsts.put(name, values.get(0)));
            for (Map.Entry<String, String> entry : firsts.entrySet()) {
                assertEquals(entry.getValue(), actual.get(entry.getKey()), raw);
            }
            compared++;
        }
        assertTrue(compared > 50_000, "compared " + compared);
    }

    private static List<String> strings(char[] alphabet, int maxLength) {
        List<String> all = new ArrayList<>();
        all.add("");
        int from = 0;
        for (int length = 1; length <= maxLength; length++) {
            int to = all.size();
            for (int i = from; i < to; i++) {
                for (char c : alphabet) {
                    all.add(all.get(i) + c);
                }
            }
            from = to;
        }
        return all;
    }
}
