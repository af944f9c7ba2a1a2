package dev.reportwidget.adapters.console.property;

import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyDraft;
import dev.reportwidget.domain.property.Retention;
import jakarta.ws.rs.core.MultivaluedMap;
import java.time.ZoneId;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * A property's name, time zone, language and retention as the console's form shows them: for a new
 * property ({@code id} 0) or the current one. Saving the form unchanged stores the same property
 * (PropertyPageTest).
 *
 * @param canEdit whether the role may change it ({@code members.manage}); a new one is always editable
 * @param retentionDays the days records are kept as typed; blank keeps them until deleted
 * @param errors field ({@code name}, {@code timezone}, {@code locale}, {@code retentionDays}) to message
 */
public record PropertyForm(
        long id,
        boolean personal,
        boolean canEdit,
        String name,
        String timezone,
        String locale,
        String retentionDays,
        boolean saved,
        Map<String, String> errors) {

    /** Every time zone the service knows, for the form's suggestions. */
    public static final List<String> ZONES = List.copyOf(new TreeSet<>(ZoneId.getAvailableZoneIds()));

    /** Languages the form suggests; any other BCP 47 tag may be typed. */
    public static final List<String> LOCALES =
            List.of("en", "en-GB", "en-US", "de", "de-CH", "fr", "fr-CA", "es", "it", "pt", "pt-BR", "nl", "ja");

    public static PropertyForm of(Property property, boolean canEdit, boolean saved) {
        return new PropertyForm(
                property.id().value(),
                property.personal(),
                canEdit,
                property.name(),
                property.timezone().getId(),
                property.locale().toLanguageTag(),
                property.retention().keepsAll()
                        ? ""
                        : Integer.toString(property.retention().days()),
                saved,
                Map.of());
    }

    /** A new property's form: in the time zone and language of the one the person works in. */
    public static PropertyForm fresh(Property current) {
        return new PropertyForm(
                0, false, true, "", current.timezone().getId(), current.locale().toLanguageTag(), "", false, Map.of());
    }

    public static PropertyForm read(MultivaluedMap<String, String> form, long id, boolean personal) {
        return new PropertyForm(
                id,
                personal,
                true,
                value(form, "name"),
                value(form, "timezone"),
                value(form, "locale"),
                value(form, "retentionDays").trim(),
                false,
                Map.of());
    }

    /**
     * The draft the use case takes.
     *
     * @throws dev.reportwidget.domain.error.ValidationException naming name, timezone, locale or retentionDays
     */
    public PropertyDraft draft() {
        Integer days = null;
        if (!retentionDays.isBlank()) {
            try {
                days = Integer.valueOf(retentionDays.trim());
            } catch (NumberFormatException e) {
                // a number out of range says what is wrong; so does anything else that is not a whole number
                days = -1;
            }
        }
        return PropertyDraft.of(name, timezone.isBlank() ? null : timezone, locale.isBlank() ? null : locale, days);
    }

    public PropertyForm withErrors(List<FieldError> found) {
        Map<String, String> all = new LinkedHashMap<>();
        found.forEach(error -> all.merge(error.field(), error.message(), (a, b) -> a + " " + b));
        return new PropertyForm(id, personal, canEdit, name, timezone, locale, retentionDays, false, Map.copyOf(all));
    }

    public boolean isNew() {
        return id == 0;
    }

    public String action() {
        return isNew() ? "/console/properties/new" : "/console/settings";
    }

    public String error(String field) {
        return errors.get(field);
    }

    /** The retention as the read-only view says it. */
    public String retentionText() {
        return retentionDays.isBlank() ? "Until they are deleted" : retentionDays + " days";
    }

    public int retentionMin() {
        return Retention.MIN_DAYS;
    }

    public int retentionMax() {
        return Retention.MAX_DAYS;
    }

    public List<String> zones() {
        return ZONES;
    }

    public List<String> locales() {
        return LOCALES;
    }

    /** The language's name in English, for the hint beside the tag ({@code German (Switzerland)}). */
    public String languageName() {
        Locale parsed = Locale.forLanguageTag(locale);
        return parsed.getLanguage().isEmpty() ? "" : parsed.getDisplayName(Locale.ENGLISH);
    }

    private static String value(MultivaluedMap<String, String> form, String name) {
        String value = form.getFirst(name);
        return value == null ? "" : value;
    }
}
