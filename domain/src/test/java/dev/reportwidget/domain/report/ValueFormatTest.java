package dev.reportwidget.domain.report;

import static dev.reportwidget.domain.report.ReportDrafts.aValidDraft;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.error.ValidationException;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ValueFormatTest {

    private static final LocalDate TODAY = LocalDate.of(2026, 3, 15);

    private static List<String> fieldsOf(ReportDrafts draft) {
        ValidationException e =
                assertThrows(ValidationException.class, () -> draft.build().validate(TODAY));
        return e.errors().stream().map(FieldError::field).toList();
    }

    @Test
    void aDraftWithoutFormatHasNone() {
        assertEquals(Optional.empty(), aValidDraft().build().validate(TODAY).format());
    }

    @Test
    void styleAndNotationDefault() {
        ValueFormat format = aValidDraft()
                .withFormat(null, null, null, null)
                .build()
                .validate(TODAY)
                .format()
                .orElseThrow();
        assertEquals(ValueFormat.Style.DECIMAL, format.style());
        assertEquals(ValueFormat.Notation.STANDARD, format.notation());
        assertEquals(Optional.empty(), format.currency());
        assertEquals(Optional.empty(), format.maximumFractionDigits());
    }

    @Test
    void aCurrencyFormatKeepsEveryField() {
        ValueFormat format = aValidDraft()
                .withFormat("currency", "EUR", BigDecimal.valueOf(2), "compact")
                .build()
                .validate(TODAY)
                .format()
                .orElseThrow();
        assertEquals(
                new ValueFormat(
                        ValueFormat.Style.CURRENCY, Optional.of("EUR"), Optional.of(2), ValueFormat.Notation.COMPACT),
                format);
    }

    @Test
    void eachBrokenFieldIsNamed() {
        assertEquals(List.of("format.style"), fieldsOf(aValidDraft().withFormat("money", null, null, null)));
        assertEquals(List.of("format.currency"), fieldsOf(aValidDraft().withFormat("currency", null, null, null)));
        assertEquals(List.of("format.currency"), fieldsOf(aValidDraft().withFormat("currency", "eur", null, null)));
        assertEquals(List.of("format.currency"), fieldsOf(aValidDraft().withFormat("currency", "QQQ", null, null)));
        assertEquals(List.of("format.currency"), fieldsOf(aValidDraft().withFormat("percent", "EUR", null, null)));
        assertEquals(List.of("format.currency"), fieldsOf(aValidDraft().withFormat(null, "EUR", null, null)));
        for (String digits : List.of("-1", "7", "2.5")) {
            assertEquals(
                    List.of("format.maximumFractionDigits"),
                    fieldsOf(aValidDraft().withFormat(null, null, new BigDecimal(digits), null)),
                    digits);
        }
        assertEquals(List.of("format.notation"), fieldsOf(aValidDraft().withFormat(null, null, null, "short")));
        assertEquals(
                List.of("format.style", "format.maximumFractionDigits", "format.notation"),
                fieldsOf(aValidDraft().withFormat("x", null, BigDecimal.TEN, "y")));
    }

    @Test
    void theBoundsOfFractionDigitsAreAccepted() {
        for (int digits : List.of(0, 6)) {
            assertEquals(
                    Optional.of(digits),
                    aValidDraft()
                            .withFormat("decimal", null, BigDecimal.valueOf(digits), null)
                            .build()
                            .validate(TODAY)
                            .format()
                            .orElseThrow()
                            .maximumFractionDigits());
        }
    }

    @Test
    void onlyKnownUpperCaseCodesAreCurrencies() {
        assertTrue(ValueFormat.isCurrencyCode("EUR"));
        assertTrue(ValueFormat.isCurrencyCode("JPY"));
        assertFalse(ValueFormat.isCurrencyCode("eur"));
        assertFalse(ValueFormat.isCurrencyCode("QQQ"));
        assertFalse(ValueFormat.isCurrencyCode("EURO"));
        assertFalse(ValueFormat.isCurrencyCode(null));
    }

    @Test
    void theRecordRefusesAnInconsistentFormat() {
        assertThrows(
                IllegalArgumentException.class,
                () -> new ValueFormat(
                        ValueFormat.Style.DECIMAL,
                        Optional.of("EUR"),
                        Optional.empty(),
                        ValueFormat.Notation.STANDARD));
        assertThrows(
                IllegalArgumentException.class,
                () -> new ValueFormat(
                        ValueFormat.Style.CURRENCY, Optional.empty(), Optional.empty(), ValueFormat.Notation.STANDARD));
        assertThrows(
                IllegalArgumentException.class,
                () -> new ValueFormat(
                        ValueFormat.Style.PERCENT, Optional.empty(), Optional.of(7), ValueFormat.Notation.STANDARD));
    }
}
