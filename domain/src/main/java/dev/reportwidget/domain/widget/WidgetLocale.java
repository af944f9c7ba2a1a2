package dev.reportwidget.domain.widget;

import dev.reportwidget.domain.error.InvalidRequestException;
import java.util.IllformedLocaleException;
import java.util.Locale;
import java.util.Objects;

/**
 * The language and region a viewer reads the widget in: a well-formed BCP 47 tag with a language,
 * kept in its canonical form ({@code de}, {@code fr-CA}). Numbers and dates are formatted for it;
 * the widget's own words fall back from the tag to its language, then to English.
 *
 * @param tag the canonical tag
 */
public record WidgetLocale(String tag) {

    /** What a widget speaks when the request names no locale. */
    public static final WidgetLocale DEFAULT = new WidgetLocale("en");

    public WidgetLocale {
        Objects.requireNonNull(tag, "tag");
        if (!canonical(tag).equals(tag)) {
            throw new IllegalArgumentException("not a canonical language tag: " + tag);
        }
    }

    /**
     * Reads the {@code locale} value of a request; {@code null} (absent) is English.
     *
     * @throws InvalidRequestException for a tag that is not well-formed BCP 47 or names no language
     */
    public static WidgetLocale parse(String raw) {
        if (raw == null) {
            return DEFAULT;
        }
        try {
            return new WidgetLocale(canonical(raw));
        } catch (IllegalArgumentException e) {
            throw new InvalidRequestException("locale must be a BCP 47 language tag such as de or fr-CA");
        }
    }

    /** The tag's language subtag ({@code fr} of {@code fr-CA}). */
    public String language() {
        return Locale.forLanguageTag(tag).getLanguage();
    }

    private static String canonical(String raw) {
        if (raw.length() > 35) {
            throw new IllegalArgumentException("longer than any tag a widget needs");
        }
        Locale locale;
        try {
            locale = new Locale.Builder().setLanguageTag(raw).build();
        } catch (IllformedLocaleException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        if (locale.getLanguage().isEmpty()) {
            throw new IllegalArgumentException("a tag names a language");
        }
        return locale.toLanguageTag();
    }
}
