package dev.reportwidget.adapters.console.widget;

import dev.reportwidget.application.widget.port.in.WidgetAccessChange;
import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.report.Dimension;
import dev.reportwidget.domain.widget.AccessMode;
import dev.reportwidget.domain.widget.EmbedOrigin;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.ViewerFilter;
import dev.reportwidget.domain.widget.WidgetAccess;
import dev.reportwidget.domain.widget.WidgetSettings;
import jakarta.ws.rs.core.MultivaluedMap;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The share panel's settings form: who may load the widget, when a public link expires, which
 * sites may frame it, the periods viewers may pick and whether they may download the data. The
 * snippet's defaults are set by the embed builder and kept as they are by this form.
 *
 * <p>Saving it unchanged stores the settings unchanged (SettingsFormRoundTripTest): the expiry is
 * shown in the property's time zone to the minute (or second), and an expiry left as shown keeps
 * its stored instant exactly; period choices are listed in their stored order first.
 *
 * @param expiresAt the expiry as a {@code datetime-local} value in {@code timezone}, or empty
 * @param expiresAtShown the value {@code expiresAt} was shown with, to tell an untouched expiry
 * @param expiresAtExact the stored expiry (RFC 3339) that an untouched one keeps
 * @param allowedOrigins one site a line
 * @param viewerFilters the viewer filters' rows, always {@value ViewerFilter#MAX}: the stored ones, then empty rows
 * @param errors field (the API's name: {@code expiresAt}, {@code allowedOrigins}, ...) to message
 */
public record SettingsForm(
        String access,
        String expiresAt,
        String expiresAtShown,
        String expiresAtExact,
        String timezone,
        String allowedOrigins,
        List<PresetChoice> periodChoices,
        boolean allowDownload,
        List<FilterRow> viewerFilters,
        Map<String, String> errors) {

    /** One viewer filter's row: what it narrows by ({@code source}, {@code custom_data.plan}; empty: none) and its label. */
    public record FilterRow(int index, String by, String label) {
        /** The row's number as a person counts: from 1. */
        public int number() {
            return index + 1;
        }
    }

    /** The names a row's "by" suggests: the record's own labels; a custom data key is written custom_data.&lt;key&gt;. */
    public List<String> dimensionSuggestions() {
        return Dimension.RECORD_LABELS.stream().map(Dimension::wireName).toList();
    }

    private static List<FilterRow> rows(List<String> by, List<String> labels) {
        List<FilterRow> rows = new ArrayList<>();
        for (int i = 0; i < ViewerFilter.MAX; i++) {
            rows.add(new FilterRow(i, i < by.size() ? by.get(i) : "", i < labels.size() ? labels.get(i) : ""));
        }
        return rows;
    }

    /** Marks a post of this whole form, as against one of the access mode alone. */
    public static final String MARKER = "settings";

    private static final Pattern LINES = Pattern.compile("\\r\\n|\\n|\\r");

    /** One preset viewers may be offered. */
    public record PresetChoice(String value, String label, boolean chosen) {}

    private static final Map<PeriodPreset, String> LABELS = Map.of(
            PeriodPreset.LAST_7_DAYS, "Last 7 days",
            PeriodPreset.LAST_30_DAYS, "Last 30 days",
            PeriodPreset.LAST_90_DAYS, "Last 90 days",
            PeriodPreset.LAST_12_MONTHS, "Last 12 months",
            PeriodPreset.YEAR_TO_DATE, "This year so far");

    /** A change of the access mode alone: the rest of the settings as they are (a public link its expiry). */
    public static WidgetAccessChange modeOnly(AccessMode mode, WidgetSettings current) {
        return new WidgetAccessChange(
                mode,
                mode == AccessMode.PUBLIC ? liveExpiry(current) : Optional.empty(),
                current.allowedOrigins(),
                current.embedSettings(),
                current.allowDownload());
    }

    /** The expiry of a public link that has not expired: what a change that keeps the link keeps. */
    public static Optional<Instant> liveExpiry(WidgetSettings current) {
        return !current.expired() && current.access() instanceof WidgetAccess.Public link
                ? link.expiresAt()
                : Optional.empty();
    }

    /** The form of the stored settings; an expired link shows no expiry (saving makes a fresh link). */
    public static SettingsForm of(WidgetSettings settings, ZoneId zone) {
        Optional<Instant> expiry = settings.access() instanceof WidgetAccess.Public link && !settings.expired()
                ? link.expiresAt()
                : Optional.empty();
        String shown = expiry.map(instant -> local(LocalDateTime.ofInstant(instant, zone)))
                .orElse("");
        List<PresetChoice> presets = new ArrayList<>();
        List<PeriodPreset> chosen = settings.embedSettings().periodChoices();
        chosen.forEach(preset -> presets.add(new PresetChoice(preset.wireName(), LABELS.get(preset), true)));
        Arrays.stream(PeriodPreset.values())
                .filter(preset -> !chosen.contains(preset))
                .forEach(preset -> presets.add(new PresetChoice(preset.wireName(), LABELS.get(preset), false)));
        return new SettingsForm(
                settings.access().mode().wireName(),
                shown,
                shown,
                expiry.map(Instant::toString).orElse(""),
                zone.getId(),
                String.join(
                        "\n",
                        settings.allowedOrigins().stream()
                                .map(EmbedOrigin::value)
                                .toList()),
                presets,
                settings.allowDownload(),
                rows(
                        settings.embedSettings().viewerFilters().stream()
                                .map(filter -> filter.by().wireName())
                                .toList(),
                        settings.embedSettings().viewerFilters().stream()
                                .map(filter -> filter.label().orElse(""))
                                .toList()),
                Map.of());
    }

    /** The form as posted. */
    public static SettingsForm read(MultivaluedMap<String, String> form, ZoneId zone) {
        List<String> checked = form.get("periodChoices") == null ? List.of() : form.get("periodChoices");
        List<PresetChoice> presets = new ArrayList<>();
        checked.forEach(value -> presets.add(new PresetChoice(value, value, true)));
        return new SettingsForm(
                value(form, "access"),
                value(form, "expiresAt"),
                value(form, "expiresAtShown"),
                value(form, "expiresAtExact"),
                zone.getId(),
                value(form, "allowedOrigins"),
                presets,
                "true".equals(value(form, "allowDownload")),
                rows(
                        form.get("viewerFilterBy") == null ? List.of() : form.get("viewerFilterBy"),
                        form.get("viewerFilterLabel") == null ? List.of() : form.get("viewerFilterLabel")),
                Map.of());
    }

    /**
     * The change this form asks for, with the snippet's defaults of {@code current} kept.
     *
     * @throws ValidationException naming the API's fields, for a value the use case would refuse
     */
    public WidgetAccessChange change(WidgetSettings current) {
        AccessMode mode = AccessMode.fromWireName(access);
        String expiry = null;
        if (mode == AccessMode.PUBLIC && !expiresAt.isBlank()) {
            expiry =
                    expiresAt.equals(expiresAtShown) && !expiresAtExact.isEmpty() ? expiresAtExact : instant(expiresAt);
        }
        List<String> origins = LINES.splitAsStream(allowedOrigins)
                .map(String::trim)
                .filter(line -> !line.isEmpty())
                .toList();
        try {
            return WidgetAccessChange.of(
                    access,
                    expiry,
                    origins,
                    periodChoices.stream().map(PresetChoice::value).toList(),
                    current.embedSettings().defaults().queryParameters(),
                    allowDownload,
                    filters());
        } catch (ValidationException refused) {
            throw new ValidationException(
                    refused.errors().stream().map(SettingsForm::besideItsInput).toList());
        }
    }

    /** The rows that name a dimension, in their order, as the settings' {@code viewerFilters}. */
    private List<Map<String, String>> filters() {
        List<Map<String, String>> filters = new ArrayList<>();
        for (FilterRow row : viewerFilters) {
            if (row.by().isBlank()) {
                continue;
            }
            Map<String, String> filter = new LinkedHashMap<>();
            filter.put("by", row.by());
            if (!row.label().isBlank()) {
                filter.put("label", row.label());
            }
            filters.add(filter);
        }
        return filters;
    }

    /** The same entries with these errors beside their fields. */
    public SettingsForm withErrors(List<FieldError> found) {
        Map<String, String> all = new LinkedHashMap<>();
        for (FieldError error : found) {
            all.merge(error.field(), error.message(), (a, b) -> a + " " + b);
        }
        List<PresetChoice> presets = new ArrayList<>();
        periodChoices.forEach(choice -> presets.add(new PresetChoice(
                choice.value(),
                PeriodPreset.fromWireName(choice.value()).map(LABELS::get).orElse(choice.value()),
                true)));
        Arrays.stream(PeriodPreset.values())
                .filter(preset ->
                        periodChoices.stream().noneMatch(c -> c.value().equals(preset.wireName())))
                .forEach(preset -> presets.add(new PresetChoice(preset.wireName(), LABELS.get(preset), false)));
        return new SettingsForm(
                access,
                expiresAt,
                expiresAtShown,
                expiresAtExact,
                timezone,
                allowedOrigins,
                presets,
                allowDownload,
                viewerFilters,
                Map.copyOf(all));
    }

    public String error(String field) {
        return errors.get(field);
    }

    public boolean hasAccess(String mode) {
        return access.equals(mode);
    }

    /**
     * The input a use case's message belongs beside: each origin's and each choice's by its list,
     * and the defaults' period (which must stay offered) beside the period choices.
     */
    private static FieldError besideItsInput(FieldError error) {
        String field = error.field();
        if (field.startsWith("allowedOrigins[")) {
            return new FieldError("allowedOrigins", error.message());
        }
        if (field.startsWith("viewerFilters")) {
            return new FieldError("viewerFilters", error.message());
        }
        if (field.startsWith("periodChoices[")) {
            return new FieldError("periodChoices", error.message());
        }
        if (field.equals("defaults.period")) {
            return new FieldError(
                    "periodChoices",
                    "The snippet's default period must stay among the choices: keep it, or change the snippet's"
                            + " defaults first.");
        }
        return error;
    }

    /** {@code value} read as a moment in the form's time zone, written RFC 3339. */
    private String instant(String value) {
        try {
            return LocalDateTime.parse(value)
                    .atZone(ZoneId.of(timezone))
                    .toOffsetDateTime()
                    .toString();
        } catch (DateTimeParseException e) {
            throw ValidationException.of("expiresAt", "Enter a date and a time, such as 2026-12-31 23:59.");
        }
    }

    /** A {@code datetime-local} value as a browser writes it: seconds only when there are some. */
    static String local(LocalDateTime time) {
        LocalDateTime shown = time.withNano(0);
        String text = shown.toString();
        return shown.getSecond() == 0 ? text.substring(0, 16) : text;
    }

    private static String value(MultivaluedMap<String, String> form, String name) {
        String value = form.getFirst(name);
        return value == null ? "" : value;
    }
}
