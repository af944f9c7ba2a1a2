package dev.reportwidget.domain.error;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ViolationsTest {

    @Test
    void numbersADoubleHoldsPass() {
        for (String text : List.of("0", "-0.0", "1.7e308", "-1.7E308", "1e-400", "123.456", "9".repeat(40))) {
            assertTrue(Violations.isFiniteDouble(new BigDecimal(text)), text);
        }
        assertTrue(Violations.isFiniteDouble(Long.MAX_VALUE));
        assertTrue(Violations.isFiniteDouble(1.5d));
    }

    @Test
    void numbersOutOfDoubleRangeOrTooPreciseAreRefused() {
        for (String text : List.of("1.8e308", "-1e309", "1e400", "1" + "0".repeat(400), "1." + "1".repeat(40))) {
            assertFalse(Violations.isFiniteDouble(new BigDecimal(text)), text);
        }
        assertFalse(Violations.isFiniteDouble(BigInteger.TEN.pow(309)));
        assertFalse(Violations.isFiniteDouble(Double.NaN));
        assertFalse(Violations.isFiniteDouble(Double.NEGATIVE_INFINITY));
    }

    @Test
    void theFirstBrokenNumberIsNamedByItsPath() {
        var v = new Violations();
        boolean broken = v.checkJsonNumbers(
                "custom_data",
                Map.of("ok", 1, "items", List.of(new BigDecimal("2.5"), Map.of("price", new BigDecimal("1e999")))));

        assertTrue(broken);
        assertEquals(List.of(new FieldError("custom_data.items[1].price", Violations.FINITE_DOUBLE)), errorsOf(v));
    }

    @Test
    void documentsWithoutBrokenNumbersPass() {
        var v = new Violations();

        assertFalse(v.checkJsonNumbers("raw_data", Map.of("a", "1e999", "b", List.of(1, 2.5d), "c", Map.of())));
        assertTrue(v.isEmpty());
    }

    @Test
    void aPrefixIsPutBeforeEveryFieldRecorded() {
        var v = new Violations("rows.csv:12:");
        v.add("type", "is required");
        assertFalse(v.check(false, "desc", "never recorded"));
        assertTrue(v.check(true, "date", "is not a date"));
        v.checkJsonNumbers("custom_data", Map.of("n", List.of(Double.NaN)));

        assertEquals(
                List.of(
                        new FieldError("rows.csv:12:type", "is required"),
                        new FieldError("rows.csv:12:date", "is not a date"),
                        new FieldError("rows.csv:12:custom_data.n[0]", Violations.FINITE_DOUBLE)),
                errorsOf(v));
    }

    @Test
    void aBrokenNumberAtTheTopIsNamedByTheFieldAlone() {
        var v = new Violations();
        v.checkJsonNumbers("value", new BigDecimal("1e999"));
        assertEquals(List.of(new FieldError("value", Violations.FINITE_DOUBLE)), errorsOf(v));
    }

    private static List<FieldError> errorsOf(Violations v) {
        try {
            v.throwIfAny();
            return List.of();
        } catch (ValidationException e) {
            return e.errors();
        }
    }
}
