package dev.reportwidget.adapters.rest.widget.html;

import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.ValueFormat;
import dev.reportwidget.domain.widget.WidgetLocale;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.NumberFormat;
import java.util.Currency;
import java.util.Locale;
import java.util.Optional;

/**
 * The server-side twin of the script's {@code Intl.NumberFormat}: a report's value format applied
 * with the widget's locale, for the table cells and the summary written into the document (the
 * script writes the same numbers again in the browser). Without a format, values are the locale's
 * plain numbers with at most two decimals, as the script's {@code Intl.NumberFormat} writes them.
 */
final class FormattedNumbers {

    private final Optional<ValueFormat> format;
    private final Locale locale;

    FormattedNumbers(Optional<ValueFormat> format, WidgetLocale locale) {
        this(format, Locale.forLanguageTag(locale.tag()));
    }

    private FormattedNumbers(Optional<ValueFormat> format, Locale locale) {
        this.format = format;
        this.locale = locale;
    }

    /** The numbers of a data set: in its own format when it has one, else in these. */
    FormattedNumbers of(DataSet set) {
        return set.format().isEmpty() ? this : new FormattedNumbers(set.format(), locale);
    }

    /** The value in the report's format, else the locale's number with at most two decimals; empty for null. */
    String format(BigDecimal value) {
        if (value == null) {
            return "";
        }
        // a java.text format is not thread-safe: one per call, and kept renderings make calls rare
        return format.map(this::formatter).orElseGet(this::plain).format(value);
    }

    /** The script's format without a report format: {@code Intl.NumberFormat(locale, {maximumFractionDigits: 2})}. */
    private NumberFormat plain() {
        NumberFormat numbers = NumberFormat.getNumberInstance(locale);
        numbers.setMaximumFractionDigits(2);
        numbers.setRoundingMode(RoundingMode.HALF_UP);
        return numbers;
    }

    /** A share of a whole (0.25) as a percentage with at most one decimal (25%); empty for null. */
    String share(BigDecimal fraction) {
        if (fraction == null) {
            return "";
        }
        NumberFormat percent = NumberFormat.getPercentInstance(locale);
        percent.setMaximumFractionDigits(1);
        percent.setRoundingMode(RoundingMode.HALF_UP);
        return percent.format(fraction);
    }

    private NumberFormat formatter(ValueFormat f) {
        NumberFormat numbers;
        int defaultFractionDigits;
        switch (f.style()) {
            case CURRENCY -> {
                Currency currency = Currency.getInstance(f.currency().orElseThrow());
                numbers = NumberFormat.getCurrencyInstance(locale);
                numbers.setCurrency(currency);
                defaultFractionDigits = Math.max(currency.getDefaultFractionDigits(), 0);
                numbers.setMinimumFractionDigits(defaultFractionDigits);
            }
            case PERCENT -> {
                numbers = NumberFormat.getPercentInstance(locale);
                defaultFractionDigits = 0;
            }
            default -> {
                numbers = f.notation() == ValueFormat.Notation.COMPACT
                        ? NumberFormat.getCompactNumberInstance(locale, NumberFormat.Style.SHORT)
                        : NumberFormat.getNumberInstance(locale);
                // Intl's own: three digits, none in compact notation (1K)
                defaultFractionDigits = f.notation() == ValueFormat.Notation.COMPACT ? 0 : 3;
            }
        }
        int maximum = f.maximumFractionDigits().orElse(defaultFractionDigits);
        numbers.setMinimumFractionDigits(Math.min(numbers.getMinimumFractionDigits(), maximum));
        numbers.setMaximumFractionDigits(maximum);
        numbers.setRoundingMode(RoundingMode.HALF_UP);
        return numbers;
    }
}
