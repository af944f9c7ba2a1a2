package dev.reportwidget.adapters.rest.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Map;
import org.junit.jupiter.api.Test;

class InputExceptionMappersTest {

    private final ObjectMapper mapper = new ObjectMapper();

    record Holder(Map<String, Object> data) {}

    private String detailOf(String json) {
        var e = assertThrows(JsonProcessingException.class, () -> mapper.readValue(json, Holder.class));
        return InputExceptionMappers.malformedDetail(e);
    }

    @Test
    void nonFiniteNumbersAreNamed() {
        for (String number : new String[] {"NaN", "Infinity", "-Infinity", "+Infinity"}) {
            assertEquals(
                    "non-finite numbers (NaN, Infinity) are not JSON", detailOf("{\"data\": {\"x\": " + number + "}}"));
        }
    }

    @Test
    void deepNestingIsNamedWithTheLimit() {
        String nested = "{\"a\": ".repeat(10_000) + "1" + "}".repeat(10_000);

        assertEquals("JSON nested deeper than 1000 levels", detailOf("{\"data\": " + nested + "}"));
    }

    @Test
    void otherSyntaxErrorsKeepTheGeneralDetail() {
        assertEquals("the body is not valid JSON of the expected shape", detailOf("{\"data\": {\"x\": 1,}"));
    }
}
