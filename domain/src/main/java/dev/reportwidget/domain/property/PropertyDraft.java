package dev.reportwidget.domain.property;

import dev.reportwidget.domain.error.Violations;
import java.time.DateTimeException;
import java.time.ZoneId;
import java.util.IllformedLocaleException;
import java.util.Locale;

/**
 * A property's name, time zone, language and retention as requested, for a new property or a
 * changed one: the time zone UTC, the language English and every record kept unless given.
 */
public record PropertyDraft(String name, ZoneId timezone, Locale locale, Retention retention) {

    public static final int NAME_MAX = 200;
    private static final int TAG_MAX = 35;

    /** A draft in English. */
    public PropertyDraft(String name, ZoneId timezone) {
        this(name, timezone, Property.DEFAULT_LOCALE);
    }

    /** A draft that keeps every record. */
    public PropertyDraft(String name, ZoneId timezone, Locale locale) {
        this(name, timezone, locale, Retention.KEEP);
    }

    /** Validates raw input, naming every broken field; the language is English. */
    public static PropertyDraft of(String rawName, String rawTimezone) {
        return of(rawName, rawTimezone, null);
    }

    /**
     * Validates raw input, naming every broken field.
     *
     * @param rawTimezone an IANA zone ({@code Europe/Berlin}) or an offset ({@code +01:00}); null: UTC
     * @param rawLocale a BCP 47 language tag ({@code de}, {@code fr-CA}); null: English
     */
    public static PropertyDraft of(String rawName, String rawTimezone, String rawLocale) {
        return of(rawName, rawTimezone, rawLocale, null);
    }

    /**
     * Validates raw input, naming every broken field.
     *
     * @param rawTimezone an IANA zone ({@code Europe/Berlin}) or an offset ({@code +01:00}); null: UTC
     * @param rawLocale a BCP 47 language tag ({@code de}, {@code fr-CA}); null: English
     * @param retentionDays how many days records are kept ({@value Retention#MIN_DAYS} to
     *     {@value Retention#MAX_DAYS}); null: for good
     */
    public static PropertyDraft of(String rawName, String rawTimezone, String rawLocale, Integer retentionDays) {
        var violations = new Violations();
        String name = rawName == null ? null : rawName.trim();
        violations.check(name == null || name.isEmpty(), "name", "Enter a name, such as your shop's or company's.");
        violations.check(name != null && name.length() > NAME_MAX, "name", "Use at most " + NAME_MAX + " characters.");
        violations.checkNoNul("name", name);
        ZoneId zone = ZoneId.of("UTC");
        if (rawTimezone != null) {
            try {
                zone = ZoneId.of(rawTimezone.trim());
            } catch (DateTimeException e) {
                violations.add(
                        "timezone",
                        Violations.quoted(rawTimezone) + " is not a time zone: choose one such as Europe/Berlin.");
            }
        }
        Locale locale = Property.DEFAULT_LOCALE;
        if (rawLocale != null) {
            locale = language(rawLocale.trim());
            if (locale == null) {
                violations.add(
                        "locale",
                        Violations.quoted(rawLocale) + " is not a language: choose one such as en, de or fr-CA.");
                locale = Property.DEFAULT_LOCALE;
            }
        }
        violations.check(
                !Retention.allows(retentionDays),
                "retentionDays",
                "Keep records " + Retention.MIN_DAYS + " to " + Retention.MAX_DAYS
                        + " days, or leave it empty to keep them until they are deleted.");
        violations.throwIfAny();
        return new PropertyDraft(name, zone, locale, Retention.ofDays(retentionDays));
    }

    /** The language of a well-formed BCP 47 tag that names one, else null. */
    private static Locale language(String tag) {
        if (tag.isEmpty() || tag.length() > TAG_MAX) {
            return null;
        }
        try {
            Locale locale = new Locale.Builder().setLanguageTag(tag).build();
            return locale.getLanguage().isEmpty() ? null : locale;
        } catch (IllformedLocaleException e) {
            return null;
        }
    }
}
