package dev.reportwidget.domain.report;

import java.util.Currency;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * How a report's values are written in its widget (axis ticks, tooltips, the table, the summary):
 * the options of {@code Intl.NumberFormat} a report may set, validated.
 *
 * @param currency an ISO 4217 code, present exactly for the currency style
 * @param maximumFractionDigits 0 to 6; empty: the style's own
 */
public record ValueFormat(
        Style style, Optional<String> currency, Optional<Integer> maximumFractionDigits, Notation notation) {

    public static final int MAX_FRACTION_DIGITS = 6;

    private static final Pattern CURRENCY_CODE = Pattern.compile("^[A-Z]{3}$");

    public enum Style {
        DECIMAL("decimal"),
        CURRENCY("currency"),
        /** The value as a fraction of one: 0.25 is written 25 %. */
        PERCENT("percent");

        private final String wireName;

        Style(String wireName) {
            this.wireName = wireName;
        }

        public String wireName() {
            return wireName;
        }

        public static Optional<Style> fromWireName(String raw) {
            for (Style style : values()) {
                if (style.wireName.equals(raw)) {
                    return Optional.of(style);
                }
            }
            return Optional.empty();
        }
    }

    public enum Notation {
        STANDARD("standard"),
        /** Short forms such as 1.2K or 3.4 Mio. */
        COMPACT("compact");

        private final String wireName;

        Notation(String wireName) {
            this.wireName = wireName;
        }

        public String wireName() {
            return wireName;
        }

        public static Optional<Notation> fromWireName(String raw) {
            for (Notation notation : values()) {
                if (notation.wireName.equals(raw)) {
                    return Optional.of(notation);
                }
            }
            return Optional.empty();
        }
    }

    public ValueFormat {
        Objects.requireNonNull(style, "style");
        Objects.requireNonNull(currency, "currency");
        Objects.requireNonNull(maximumFractionDigits, "maximumFractionDigits");
        Objects.requireNonNull(notation, "notation");
        if (currency.isPresent() != (style == Style.CURRENCY)) {
            throw new IllegalArgumentException("a currency is given exactly for the currency style");
        }
        currency.ifPresent(code -> {
            if (!isCurrencyCode(code)) {
                throw new IllegalArgumentException("not an ISO 4217 currency code: " + code);
            }
        });
        maximumFractionDigits.ifPresent(digits -> {
            if (digits < 0 || digits > MAX_FRACTION_DIGITS) {
                throw new IllegalArgumentException("maximumFractionDigits must be within 0.." + MAX_FRACTION_DIGITS);
            }
        });
    }

    /** Whether {@code code} is an ISO 4217 code the platform knows, in upper case ({@code EUR}). */
    public static boolean isCurrencyCode(String code) {
        if (code == null || !CURRENCY_CODE.matcher(code).matches()) {
            return false;
        }
        try {
            return Currency.getInstance(code).getCurrencyCode().equals(code.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException unknown) {
            return false;
        }
    }
}
