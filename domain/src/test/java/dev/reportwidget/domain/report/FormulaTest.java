package dev.reportwidget.domain.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FormulaTest {

    private static Formula valid(String text) {
        return assertInstanceOf(Formula.Parsed.Valid.class, Formula.parse(text), text)
                .formula();
    }

    private static String mistake(String text) {
        return assertInstanceOf(Formula.Parsed.Broken.class, Formula.parse(text), text)
                .message();
    }

    private static Optional<BigDecimal> value(String text, Map<String, BigDecimal> operands) {
        return valid(text).evaluate(key -> Optional.ofNullable(operands.get(key)));
    }

    @ParameterizedTest
    @CsvSource({
        "'1 + 2 * 3', 7",
        "'(1 + 2) * 3', 9",
        "'10 - 4 - 3', 3",
        "'24 / 4 / 2', 3",
        "'-2 * -3', 6",
        "'- (1 + 2)', -3",
        "'2 - -1', 3",
        "'0.5 * 4', 2",
        "'1 / 4 * 4', 1",
        "'1000 * 1000', 1000000",
        "'a / b', 0.25",
        "'(a + b) / 2', 2.5",
        "'a*b-a', 3"
    })
    void evaluatesWithTheUsualPrecedence(String text, String expected) {
        assertEquals(
                new BigDecimal(expected),
                value(text, Map.of("a", BigDecimal.ONE, "b", new BigDecimal("4")))
                        .orElseThrow());
    }

    @Test
    void aResultIsWrittenPlainWithoutTrailingZeros() {
        assertEquals("1000", value("2000 / 2", Map.of()).orElseThrow().toString());
        assertEquals("0.1", value("0.10 * 1", Map.of()).orElseThrow().toString());
        assertEquals(
                "0.3333333333333333", value("1 / 3", Map.of()).orElseThrow().toString());
    }

    @Test
    void aDivisionByZeroOrAnOperandWithoutValueHasNoValue() {
        assertEquals(Optional.empty(), value("a / b", Map.of("a", BigDecimal.ONE, "b", BigDecimal.ZERO)));
        assertEquals(Optional.empty(), value("a / (b - b)", Map.of("a", BigDecimal.ONE, "b", BigDecimal.TEN)));
        assertEquals(Optional.empty(), value("a + b", Map.of("a", BigDecimal.ONE)), "b has no value");
        assertEquals(Optional.empty(), value("0 * b", Map.of()), "not 0: an unknown times zero is unknown");
    }

    @Test
    void namesItsKeysInTheOrderItFirstNamesThem() {
        assertEquals(
                List.of("revenue", "ad_spend"),
                List.copyOf(valid("revenue / ad_spend - revenue").keys()));
        assertEquals(Set.of(), valid("1 + 2").keys());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "''|Enter a formula",
                "'   '|Enter a formula",
                "'a +'|ends with “+”",
                "'a /'|ends with “/”",
                "'-'|ends with “-”",
                "'a + * b'|missing between “+” and “*”",
                "'a * ) b'|missing between “*” and “)”",
                "'(a + b'|“(” at position 1 is never closed",
                "'a + b)'|“)” at position 6 closes nothing",
                "')'|“)” at position 1 closes nothing",
                "'()'|parentheses at position 1 hold nothing",
                "'a b'|Put an operator",
                "'2 (a)'|Put an operator",
                "'a % b'|“%” at position 3 is not part of a formula",
                "'a ^ 2'|“^” at position 3 is not part of a formula",
                "'Revenue / 2'|lowercase",
                "'1.2.3'|“1.2.3” at position 1 is not a number",
                "'.5 * a'|“.5” at position 1 is not a number",
                "'1e5'|without letters or exponents",
                "'a / sqrt(b)'|Put an operator"
            })
    void explainsEveryKindOfMistake(String text, String explanation) {
        String message = mistake(text);
        assertTrue(message.contains(explanation), message);
    }

    @Test
    void isAtMostTwoHundredCharactersAndTwentyOperands() {
        String twenty = String.join(" + ", java.util.Collections.nCopies(20, "a"));
        valid(twenty);
        assertTrue(mistake(twenty + " + a").contains("at most 20"), mistake(twenty + " + a"));
        String long201 = "1" + " ".repeat(199) + "1";
        assertTrue(mistake(long201).contains("at most 200 characters"));
    }
}
