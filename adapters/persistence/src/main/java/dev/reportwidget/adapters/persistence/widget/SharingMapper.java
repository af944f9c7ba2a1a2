package dev.reportwidget.adapters.persistence.widget;

import dev.reportwidget.domain.error.Violations;
import dev.reportwidget.domain.widget.AccessMode;
import dev.reportwidget.domain.widget.EmbedDefaults;
import dev.reportwidget.domain.widget.EmbedOrigin;
import dev.reportwidget.domain.widget.EmbedSettings;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.ViewerFilter;
import dev.reportwidget.domain.widget.WidgetAccess;
import java.time.Instant;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * How a report or a board is shared, to and from the sharing columns both tables have alike
 * ({@link SharedEntity}); the one mapping of them, for the entities and for the lookups' rows.
 */
public final class SharingMapper {

    private SharingMapper() {}

    public static WidgetAccess access(SharedEntity entity) {
        return access(entity.widgetAccess, entity.publicId, entity.publicExpiresAt);
    }

    /** The access a row's columns hold; a row never holds a mode it could not have been written with. */
    public static WidgetAccess access(String mode, UUID publicId, Instant expiresAt) {
        return switch (AccessMode.fromWireName(mode)) {
            case DISABLED -> new WidgetAccess.Disabled();
            case AUTHENTICATED -> new WidgetAccess.Authenticated();
            case PUBLIC -> new WidgetAccess.Public(new PublicId(publicId), Optional.ofNullable(expiresAt));
        };
    }

    public static void applyAccess(SharedEntity entity, WidgetAccess access) {
        entity.widgetAccess = access.mode().wireName();
        entity.publicId = access.publicId().map(PublicId::value).orElse(null);
        entity.publicExpiresAt =
                access instanceof WidgetAccess.Public link ? link.expiresAt().orElse(null) : null;
    }

    /** Origins as stored (canonical already); a row never holds anything else (V7). */
    public static List<EmbedOrigin> origins(String[] stored) {
        return stored == null
                ? List.of()
                : Arrays.stream(stored).map(EmbedOrigin::new).toList();
    }

    /** Period choices as stored (V11 admits only known presets). */
    public static List<PeriodPreset> periodChoices(String[] stored) {
        return stored == null
                ? List.of()
                : Arrays.stream(stored)
                        .map(p -> PeriodPreset.fromWireName(p).orElseThrow())
                        .toList();
    }

    /** The stored choices and defaults; the defaults were validated against the choices when saved. */
    public static EmbedSettings embedSettings(SharedEntity entity) {
        List<PeriodPreset> choices = periodChoices(entity.periodChoices);
        return new EmbedSettings(
                choices, EmbedDefaults.parse(entity.embedDefaults, choices), viewerFilters(entity.viewerFilters));
    }

    /** Viewer filters as stored; they were validated when saved. */
    public static List<ViewerFilter> viewerFilters(List<Map<String, String>> stored) {
        Violations violations = new Violations();
        List<ViewerFilter> filters = ViewerFilter.parse(stored, violations);
        violations.throwIfAny();
        return filters;
    }

    public static void applyEmbedSettings(SharedEntity entity, EmbedSettings settings) {
        entity.periodChoices =
                settings.periodChoices().stream().map(PeriodPreset::wireName).toArray(String[]::new);
        entity.embedDefaults = new LinkedHashMap<>(settings.defaults().queryParameters());
        entity.viewerFilters = new java.util.ArrayList<>(
                settings.viewerFilters().stream().map(ViewerFilter::wireForm).toList());
    }
}
