package dev.reportwidget.application.widget.port.in;

import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.error.Violations;
import dev.reportwidget.domain.widget.AccessMode;
import dev.reportwidget.domain.widget.EmbedDefaults;
import dev.reportwidget.domain.widget.EmbedOrigin;
import dev.reportwidget.domain.widget.EmbedSettings;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.ViewerFilter;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A requested change of a report's widget settings: the access mode, for a public link an optional
 * expiry, the sites allowed to frame the widget (empty: any), the periods viewers may pick with
 * the embed options the snippet carries, and whether viewers may download the data. Read once at
 * the edge; whether the expiry lies ahead is checked by the use case, against its clock.
 *
 * @param allowDownload whether viewers may download the data as CSV (a PUT without it: no)
 */
public record WidgetAccessChange(
        AccessMode mode,
        Optional<Instant> expiresAt,
        List<EmbedOrigin> allowedOrigins,
        EmbedSettings embedSettings,
        boolean allowDownload) {

    public WidgetAccessChange {
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(expiresAt, "expiresAt");
        allowedOrigins = List.copyOf(allowedOrigins);
        Objects.requireNonNull(embedSettings, "embedSettings");
        if (allowedOrigins.size() > EmbedOrigin.MAX_PER_REPORT) {
            throw ValidationException.of("allowedOrigins", "Allow at most " + EmbedOrigin.MAX_PER_REPORT + " sites.");
        }
        if (expiresAt.isPresent() && mode != AccessMode.PUBLIC) {
            throw ValidationException.of(
                    "expiresAt", "Only a public link expires: choose the public link, or no expiry.");
        }
    }

    /** A change without period choices, embed defaults or downloads. */
    public WidgetAccessChange(AccessMode mode, Optional<Instant> expiresAt, List<EmbedOrigin> allowedOrigins) {
        this(mode, expiresAt, allowedOrigins, EmbedSettings.NONE, false);
    }

    /** A change of the mode alone: no expiry, any site may frame the widget. */
    public WidgetAccessChange(AccessMode mode, Optional<Instant> expiresAt) {
        this(mode, expiresAt, List.of());
    }

    /** Reads the mode and expiry, as {@link #of(String, String, List)} does, any site allowed. */
    public static WidgetAccessChange of(String access, String expiresAt) {
        return of(access, expiresAt, null);
    }

    /**
     * Reads the settings body's {@code access} (400 for an unsupported mode,
     * docs/reports-and-widgets.md#widget-access), {@code expiresAt} (RFC 3339 with an offset) and
     * {@code allowedOrigins} ({@code https://host[:port]} or {@code https://*.host}, at most 20;
     * repeats are dropped); 422 naming each broken field otherwise.
     */
    public static WidgetAccessChange of(String access, String expiresAt, List<String> allowedOrigins) {
        return of(access, expiresAt, allowedOrigins, null, null, null);
    }

    /**
     * Reads the whole settings body, as {@link #of(String, String, List)} does, with
     * {@code periodChoices} (distinct presets: 7d, 30d, 90d, 12m, ytd; omitted: none),
     * {@code defaults} (embed options in their query form, each checked like the query option; a
     * period must be one of the choices) and {@code allowDownload} (absent: false, as a PUT
     * replaces the settings); 422 naming {@code periodChoices[i]} or {@code defaults.<option>}
     * otherwise.
     */
    public static WidgetAccessChange of(
            String access,
            String expiresAt,
            List<String> allowedOrigins,
            List<String> periodChoices,
            Map<String, String> defaults,
            Boolean allowDownload) {
        return of(access, expiresAt, allowedOrigins, periodChoices, defaults, allowDownload, null);
    }

    /**
     * Reads the whole settings body with its {@code viewerFilters} (at most 3 of {@code {"by",
     * "label"?}}, each dimension once; omitted: none), 422 naming {@code viewerFilters[i]} otherwise.
     */
    public static WidgetAccessChange of(
            String access,
            String expiresAt,
            List<String> allowedOrigins,
            List<String> periodChoices,
            Map<String, String> defaults,
            Boolean allowDownload,
            List<Map<String, String>> viewerFilters) {
        AccessMode mode = AccessMode.fromWireName(access);
        Violations violations = new Violations();
        Optional<Instant> expiry = Optional.empty();
        if (expiresAt != null) {
            try {
                expiry = Optional.of(OffsetDateTime.parse(expiresAt).toInstant());
            } catch (DateTimeParseException e) {
                violations.add(
                        "expiresAt", "Enter a date and time with its offset from UTC, such as 2026-12-31T23:59:59Z.");
            }
        }
        Set<EmbedOrigin> origins = new LinkedHashSet<>();
        List<String> raw = allowedOrigins == null ? List.of() : allowedOrigins;
        for (int i = 0; i < raw.size(); i++) {
            Optional<EmbedOrigin> origin = EmbedOrigin.parse(raw.get(i));
            if (origin.isPresent()) {
                origins.add(origin.get());
            } else {
                violations.add(
                        "allowedOrigins[" + i + "]",
                        Violations.quoted(raw.get(i)) + " is not a site: write it as https://host, https://host:port"
                                + " or https://*.host, without a path.");
            }
        }
        List<PeriodPreset> choices = new ArrayList<>();
        List<String> rawChoices = periodChoices == null ? List.of() : periodChoices;
        for (int i = 0; i < rawChoices.size(); i++) {
            Optional<PeriodPreset> preset = PeriodPreset.fromWireName(rawChoices.get(i));
            if (preset.isEmpty()) {
                violations.add("periodChoices[" + i + "]", "Choose among " + PeriodPreset.WIRE_NAMES + ".");
            } else if (choices.contains(preset.get())) {
                violations.add("periodChoices[" + i + "]", preset.get().wireName() + " is listed twice.");
            } else {
                choices.add(preset.get());
            }
        }
        EmbedDefaults embedDefaults = EmbedDefaults.NONE;
        try {
            embedDefaults = EmbedDefaults.parse(defaults, choices);
        } catch (ValidationException broken) {
            broken.errors().forEach(error -> violations.add(error.field(), error.message()));
        }
        List<ViewerFilter> filters = ViewerFilter.parse(viewerFilters, violations);
        violations.throwIfAny();
        return new WidgetAccessChange(
                mode,
                expiry,
                List.copyOf(origins),
                new EmbedSettings(choices, embedDefaults, filters),
                Boolean.TRUE.equals(allowDownload));
    }
}
