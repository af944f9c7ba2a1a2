package dev.reportwidget.application.widget;

import dev.reportwidget.application.board.BoardService;
import dev.reportwidget.application.board.port.out.BoardStore;
import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.application.report.ReportService;
import dev.reportwidget.application.report.port.out.ReportStore;
import dev.reportwidget.application.widget.port.in.SharedWidget;
import dev.reportwidget.application.widget.port.in.WidgetAccessChange;
import dev.reportwidget.application.widget.port.in.WidgetSettingsUseCase;
import dev.reportwidget.application.widget.port.out.WidgetAccessStore;
import dev.reportwidget.application.widget.port.out.WidgetViewStore;
import dev.reportwidget.domain.board.Board;
import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.error.ConflictException;
import dev.reportwidget.domain.error.NotFoundException;
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
import dev.reportwidget.domain.widget.WidgetSubject;
import dev.reportwidget.domain.widget.WidgetViews;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Reads and changes how a report or a board is shared, locking it so concurrent changes serialise:
 * one state machine, one set of settings and one snippet rule for both.
 */
public final class WidgetSettingsService implements WidgetSettingsUseCase {

    private final ReportStore reports;
    private final BoardStore boards;
    private final WidgetAccessStore accessStore;
    private final Supplier<PublicId> publicIds;
    private final String publicBaseUrl;
    private final Clock clock;
    private final WidgetViewStore views;

    /**
     * @param publicIds draws new public IDs (random UUIDv4 from a cryptographic generator)
     * @param publicBaseUrl the configured base URL of embed links, never a request's Host
     * @param clock decides whether a link's expiry lies ahead
     * @param views the views counted by every replica, shown in the settings
     */
    public WidgetSettingsService(
            ReportStore reports,
            BoardStore boards,
            WidgetAccessStore accessStore,
            Supplier<PublicId> publicIds,
            String publicBaseUrl,
            Clock clock,
            WidgetViewStore views) {
        this.reports = reports;
        this.boards = boards;
        this.accessStore = accessStore;
        this.publicIds = publicIds;
        this.publicBaseUrl = publicBaseUrl;
        this.clock = clock;
        this.views = views;
    }

    @Override
    public WidgetSettings get(PropertyContext context, WidgetSubject shared) {
        context.require(Capability.REPORTS_READ);
        WidgetAccess access = accessStore.access(context.propertyId(), shared).orElseThrow(() -> notFound(shared));
        return settings(context, shared, access);
    }

    @Override
    public WidgetSettings change(PropertyContext context, WidgetSubject shared, WidgetAccessChange change) {
        context.require(Capability.WIDGETS_MANAGE);
        Instant now = clock.instant();
        if (change.expiresAt().filter(expiry -> !expiry.isAfter(now)).isPresent()) {
            throw ValidationException.of("expiresAt", "Choose a moment in the future.");
        }
        WidgetAccess current =
                accessStore.lockAccess(context.propertyId(), shared).orElseThrow(() -> notFound(shared));
        WidgetAccess next = current.changeTo(change.mode(), change.expiresAt(), publicIds, now);
        if (!next.equals(current)) {
            accessStore.saveAccess(context.propertyId(), shared, next);
        }
        if (!change.allowedOrigins().equals(accessStore.allowedOrigins(context.propertyId(), shared))) {
            accessStore.saveAllowedOrigins(context.propertyId(), shared, change.allowedOrigins());
        }
        if (!change.embedSettings().equals(accessStore.embedSettings(context.propertyId(), shared))) {
            accessStore.saveEmbedSettings(context.propertyId(), shared, change.embedSettings());
        }
        if (change.allowDownload() != accessStore.allowDownload(context.propertyId(), shared)) {
            accessStore.saveAllowDownload(context.propertyId(), shared, change.allowDownload());
        }
        return settings(context, shared, next);
    }

    @Override
    public WidgetSettings rotate(PropertyContext context, WidgetSubject shared) {
        context.require(Capability.WIDGETS_MANAGE);
        WidgetAccess current =
                accessStore.lockAccess(context.propertyId(), shared).orElseThrow(() -> notFound(shared));
        if (!(current instanceof WidgetAccess.Public publicAccess)) {
            throw new ConflictException("only a public widget has a URL to rotate; current access is "
                    + current.mode().wireName());
        }
        WidgetAccess next = publicAccess.rotate(publicIds, clock.instant());
        accessStore.saveAccess(context.propertyId(), shared, next);
        return settings(context, shared, next);
    }

    @Override
    public List<SharedWidget> shared(PropertyContext context) {
        context.require(Capability.REPORTS_READ);
        List<Report> shared = new ArrayList<>();
        Map<ReportId, WidgetAccess> accessOf = new HashMap<>();
        for (Report report : reports.list(context.propertyId())) {
            accessStore
                    .access(context.propertyId(), WidgetSubject.of(report.id()))
                    .filter(access -> access.mode() != AccessMode.DISABLED)
                    .ifPresent(access -> {
                        shared.add(report);
                        accessOf.put(report.id(), access);
                    });
        }
        Map<WidgetSubject, WidgetViews> counted = views.views(
                context.propertyId(),
                shared.stream().map(report -> WidgetSubject.of(report.id())).toList(),
                clock.instant());
        return shared.stream()
                .map(report -> new SharedWidget(
                        report.definition().name(),
                        settings(
                                context,
                                WidgetSubject.of(report.id()),
                                accessOf.get(report.id()),
                                counted.getOrDefault(WidgetSubject.of(report.id()), WidgetViews.NONE))))
                .toList();
    }

    @Override
    public List<SharedWidget> sharedBoards(PropertyContext context) {
        context.require(Capability.REPORTS_READ);
        Map<WidgetSubject, Board> shared = new LinkedHashMap<>();
        Map<WidgetSubject, WidgetAccess> accessOf = new HashMap<>();
        for (Board board : boards.list(context.propertyId())) {
            WidgetSubject subject = WidgetSubject.of(board.id());
            accessStore
                    .access(context.propertyId(), subject)
                    .filter(access -> access.mode() != AccessMode.DISABLED)
                    .ifPresent(access -> {
                        shared.put(subject, board);
                        accessOf.put(subject, access);
                    });
        }
        Map<WidgetSubject, WidgetViews> counted = views.views(context.propertyId(), shared.keySet(), clock.instant());
        return shared.entrySet().stream()
                .map(board -> new SharedWidget(
                        board.getValue().definition().name(),
                        settings(
                                context,
                                board.getKey(),
                                accessOf.get(board.getKey()),
                                counted.getOrDefault(board.getKey(), WidgetViews.NONE))))
                .toList();
    }

    private WidgetSettings settings(PropertyContext context, WidgetSubject shared, WidgetAccess access) {
        WidgetViews counted = views.views(context.propertyId(), List.of(shared), clock.instant())
                .getOrDefault(shared, WidgetViews.NONE);
        return settings(context, shared, access, counted);
    }

    private WidgetSettings settings(
            PropertyContext context, WidgetSubject shared, WidgetAccess access, WidgetViews counted) {
        EmbedSettings embedSettings = accessStore.embedSettings(context.propertyId(), shared);
        Optional<EmbedSnippet> embed =
                access.publicId().map(publicId -> snippet(context, shared, publicId, embedSettings));
        boolean expired = access instanceof WidgetAccess.Public link && link.expired(clock.instant());
        return new WidgetSettings(
                shared,
                access,
                embed,
                expired,
                accessStore.allowedOrigins(context.propertyId(), shared),
                embedSettings,
                accessStore.allowDownload(context.propertyId(), shared),
                counted);
    }

    private EmbedSnippet snippet(
            PropertyContext context, WidgetSubject shared, PublicId publicId, EmbedSettings embedSettings) {
        return switch (shared) {
            case WidgetSubject.OfReport(ReportId id) -> {
                var definition = reports.find(context.propertyId(), id)
                        .orElseThrow(() -> ReportService.notFound(id))
                        .definition();
                yield EmbedSnippet.of(
                        publicBaseUrl,
                        publicId,
                        definition.chartType(),
                        definition.dataSets().size(),
                        definition.name(),
                        embedSettings.defaults());
            }
            case WidgetSubject.OfBoard(BoardId id) -> {
                Board board = boards.find(context.propertyId(), id).orElseThrow(() -> BoardService.notFound(id));
                yield EmbedSnippet.ofBoard(
                        publicBaseUrl, publicId, board.definition().name(), embedSettings.defaults());
            }
        };
    }

    /** The one answer for a report or a board that is not in the caller's property. */
    private static NotFoundException notFound(WidgetSubject shared) {
        return switch (shared) {
            case WidgetSubject.OfReport(ReportId id) -> ReportService.notFound(id);
            case WidgetSubject.OfBoard(BoardId id) -> BoardService.notFound(id);
        };
    }
}
