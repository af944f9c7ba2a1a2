package dev.reportwidget.application.widget;

import dev.reportwidget.application.property.PropertyContext;
import dev.reportwidget.application.report.ReportService;
import dev.reportwidget.application.report.ReportStore;
import dev.reportwidget.domain.error.ConflictException;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.property.Capability;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.AccessMode;
import dev.reportwidget.domain.widget.EmbedSettings;
import dev.reportwidget.domain.widget.EmbedSnippet;
import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.WidgetAccess;
import dev.reportwidget.domain.widget.WidgetSettings;
import dev.reportwidget.domain.widget.WidgetViews;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/** Reads and changes widget access, locking the report so concurrent changes serialise. */
public final class WidgetSettingsService implements WidgetSettingsUseCase {

    private final ReportStore reports;
    private final WidgetAccessStore accessStore;
    private final Supplier<PublicId> publicIds;
    private final String publicBaseUrl;
    private final Clock clock;
    private final WidgetViewStore views;

    /**
     * @param publicIds draws new public IDs (random UUIDv4 from a cryptographic generator)
     * @param publicBaseUrl the configured base URL of embed links, never a request's Host
     * @param clock decides whether a link's expiry lies ahead
     */
    public WidgetSettingsService(
            ReportStore reports,
            WidgetAccessStore accessStore,
            Supplier<PublicId> publicIds,
            String publicBaseUrl,
            Clock clock) {
        this(reports, accessStore, publicIds, publicBaseUrl, clock, WidgetViewStore.DISCARDING);
    }

    /** @param views the views counted by every replica, shown in the settings */
    public WidgetSettingsService(
            ReportStore reports,
            WidgetAccessStore accessStore,
            Supplier<PublicId> publicIds,
            String publicBaseUrl,
            Clock clock,
            WidgetViewStore views) {
        this.reports = reports;
        this.accessStore = accessStore;
        this.publicIds = publicIds;
        this.publicBaseUrl = publicBaseUrl;
        this.clock = clock;
        this.views = views;
    }

    @Override
    public WidgetSettings get(PropertyContext context, ReportId id) {
        context.require(Capability.REPORTS_READ);
        WidgetAccess access =
                accessStore.access(context.propertyId(), id).orElseThrow(() -> ReportService.notFound(id));
        return settings(context, id, access);
    }

    @Override
    public WidgetSettings change(PropertyContext context, ReportId id, WidgetAccessChange change) {
        context.require(Capability.WIDGETS_MANAGE);
        Instant now = clock.instant();
        if (change.expiresAt().filter(expiry -> !expiry.isAfter(now)).isPresent()) {
            throw ValidationException.of("expiresAt", "Choose a moment in the future.");
        }
        WidgetAccess current =
                accessStore.lockAccess(context.propertyId(), id).orElseThrow(() -> ReportService.notFound(id));
        WidgetAccess next = current.changeTo(change.mode(), change.expiresAt(), publicIds, now);
        if (!next.equals(current)) {
            accessStore.saveAccess(context.propertyId(), id, next);
        }
        if (!change.allowedOrigins().equals(accessStore.allowedOrigins(context.propertyId(), id))) {
            accessStore.saveAllowedOrigins(context.propertyId(), id, change.allowedOrigins());
        }
        if (!change.embedSettings().equals(accessStore.embedSettings(context.propertyId(), id))) {
            accessStore.saveEmbedSettings(context.propertyId(), id, change.embedSettings());
        }
        if (change.allowDownload() != accessStore.allowDownload(context.propertyId(), id)) {
            accessStore.saveAllowDownload(context.propertyId(), id, change.allowDownload());
        }
        return settings(context, id, next);
    }

    @Override
    public WidgetSettings rotate(PropertyContext context, ReportId id) {
        context.require(Capability.WIDGETS_MANAGE);
        WidgetAccess current =
                accessStore.lockAccess(context.propertyId(), id).orElseThrow(() -> ReportService.notFound(id));
        if (!(current instanceof WidgetAccess.Public publicAccess)) {
            throw new ConflictException("only a public widget has a URL to rotate; current access is "
                    + current.mode().wireName());
        }
        WidgetAccess next = publicAccess.rotate(publicIds, clock.instant());
        accessStore.saveAccess(context.propertyId(), id, next);
        return settings(context, id, next);
    }

    @Override
    public List<SharedWidget> shared(PropertyContext context) {
        context.require(Capability.REPORTS_READ);
        List<Report> shared = new ArrayList<>();
        Map<ReportId, WidgetAccess> accessOf = new HashMap<>();
        for (Report report : reports.list(context.propertyId())) {
            accessStore
                    .access(context.propertyId(), report.id())
                    .filter(access -> access.mode() != AccessMode.DISABLED)
                    .ifPresent(access -> {
                        shared.add(report);
                        accessOf.put(report.id(), access);
                    });
        }
        Map<ReportId, WidgetViews> counted = views.views(
                context.propertyId(), shared.stream().map(Report::id).toList(), clock.instant());
        return shared.stream()
                .map(report -> new SharedWidget(
                        report.definition().name(), settings(context, report.id(), accessOf.get(report.id()), counted)))
                .toList();
    }

    private WidgetSettings settings(PropertyContext context, ReportId id, WidgetAccess access) {
        return settings(context, id, access, views.views(context.propertyId(), List.of(id), clock.instant()));
    }

    private WidgetSettings settings(
            PropertyContext context, ReportId id, WidgetAccess access, Map<ReportId, WidgetViews> counted) {
        EmbedSettings embedSettings = accessStore.embedSettings(context.propertyId(), id);
        Optional<EmbedSnippet> embed = access.publicId().map(publicId -> {
            Report report = reports.find(context.propertyId(), id).orElseThrow(() -> ReportService.notFound(id));
            var definition = report.definition();
            return EmbedSnippet.of(
                    publicBaseUrl,
                    publicId,
                    definition.chartType(),
                    definition.dataSets().size(),
                    definition.name(),
                    embedSettings.defaults());
        });
        boolean expired = access instanceof WidgetAccess.Public link && link.expired(clock.instant());
        return new WidgetSettings(
                id,
                access,
                embed,
                expired,
                accessStore.allowedOrigins(context.propertyId(), id),
                embedSettings,
                accessStore.allowDownload(context.propertyId(), id),
                counted.getOrDefault(id, WidgetViews.NONE));
    }
}
