package dev.reportwidget.adapters.rest.widget.html;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.reportwidget.domain.report.ValueFormat;
import dev.reportwidget.domain.widget.WidgetLocale;
import java.math.BigDecimal;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The numbers written into a widget's document: the report's format, else the locale's plain number. */
class FormattedNumbersTest {

    @Test
    void withoutAFormatAValueIsTheLocalesNumberWithAtMostTwoDecimals() {
        BigDecimal value = new BigDecimal("1234567.895");

        assertEquals("1,234,567.9", new FormattedNumbers(Optional.empty(), WidgetLocale.DEFAULT).format(value));
        assertEquals("1.234.567,9", new FormattedNumbers(Optional.empty(), WidgetLocale.parse("de")).format(value));
        assertEquals(
                "12", new FormattedNumbers(Optional.empty(), WidgetLocale.DEFAULT).format(new BigDecimal("12.000")));
        assertEquals("", new FormattedNumbers(Optional.empty(), WidgetLocale.DEFAULT).format(null));
    }

    @Test
    void aReportsFormatDecides() {
        ValueFormat euros = new ValueFormat(
                ValueFormat.Style.CURRENCY, Optional.of("EUR"), Optional.empty(), ValueFormat.Notation.STANDARD);

        assertEquals(
                "1.234.567,90 €",
                new FormattedNumbers(Optional.of(euros), WidgetLocale.parse("de"))
                        .format(new BigDecimal("1234567.895"))
                        .replace('\u00a0', ' '));
    }
}
