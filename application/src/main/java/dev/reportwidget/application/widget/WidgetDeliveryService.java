package dev.reportwidget.application.widget;

import dev.reportwidget.application.board.BoardService;
import dev.reportwidget.application.report.ReportCalculator;
import dev.reportwidget.application.report.ReportService;
import dev.reportwidget.domain.board.Board;
import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.board.BoardItem;
import dev.reportwidget.domain.error.GoneException;
import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.error.NotFoundException;
import dev.reportwidget.domain.error.PermissionDeniedException;
import dev.reportwidget.domain.error.UnavailableException;
import dev.reportwidget.domain.integration.SecretKind;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.DataScope;
import dev.reportwidget.domain.widget.EmbedPeriod;
import dev.reportwidget.domain.widget.EmbedTokenClaims;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.WidgetAccess;
import dev.reportwidget.domain.widget.WidgetOptions;
import dev.reportwidget.domain.widget.WidgetSubject;
import dev.reportwidget.domain.widget.WidgetViewer;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.Executor;
import java.util.concurrent.Semaphore;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Widget delivery, one path for every viewer: the report is looked up by the viewer's keys, its
 * {@link dev.reportwidget.domain.widget.WidgetAccess} decides whether the viewer is admitted, and the
 * data comes from the cache or one calculation. What decides access is exact on every replica (see
 * {@link WidgetReports}), so a disable or rotation takes effect everywhere within milliseconds.
 */
public final class WidgetDeliveryService implements DeliverWidgetUseCase, DeliverBoardUseCase, LinkPreviewUseCase {

    /** How long clients should wait before retrying when no data can be served. */
    public static final int RETRY_AFTER_SECONDS = 5;

    private static final System.Logger LOG = System.getLogger(WidgetDeliveryService.class.getName());

    private final WidgetReports widgetReports;
    private final Executor calculations;
    private final ReportCalculator calculator;
    private final ReportDataCache cache;
    private final RenderedWidgetCache renderings;
    private final Clock clock;
    private final Duration publicRefreshThrottle;
    private final int calculationsPerProperty;
    /** Calculations running now, per property: one property's heavy reports never take every worker. */
    private final ConcurrentMap<PropertyId, Semaphore> runningPerProperty = new ConcurrentHashMap<>();

    private final WidgetViewCounter views;

    /**
     * @param calculationsPerProperty calculations of one property that may run at once on this
     *     instance; a report that would need one more is answered from its last good copy, or 503
     */
    public WidgetDeliveryService(
            WidgetReports widgetReports,
            Executor calculations,
            ReportCalculator calculator,
            ReportDataCache cache,
            Clock clock,
            Duration publicRefreshThrottle,
            int calculationsPerProperty) {
        this(
                widgetReports,
                calculations,
                calculator,
                cache,
                clock,
                publicRefreshThrottle,
                calculationsPerProperty,
                new WidgetViewCounter(WidgetViewStore.DISCARDING, clock));
    }

    /** @param views counts the viewers' loads (in memory; flushed elsewhere) */
    public WidgetDeliveryService(
            WidgetReports widgetReports,
            Executor calculations,
            ReportCalculator calculator,
            ReportDataCache cache,
            Clock clock,
            Duration publicRefreshThrottle,
            int calculationsPerProperty,
            WidgetViewCounter views) {
        this(
                widgetReports,
                calculations,
                calculator,
                cache,
                RenderedWidgetCache.NONE,
                clock,
                publicRefreshThrottle,
                calculationsPerProperty,
                views);
    }

    /**
     * @param calculations the workers that calculate and render (both may block, or take milliseconds)
     * @param renderings the renderings kept for later requests of the same content and variant
     */
    public WidgetDeliveryService(
            WidgetReports widgetReports,
            Executor calculations,
            ReportCalculator calculator,
            ReportDataCache cache,
            RenderedWidgetCache renderings,
            Clock clock,
            Duration publicRefreshThrottle,
            int calculationsPerProperty,
            WidgetViewCounter views) {
        if (calculationsPerProperty < 1) {
            throw new IllegalArgumentException("at least one calculation per property must be able to run");
        }
        this.widgetReports = widgetReports;
        this.calculations = calculations;
        this.calculator = calculator;
        this.cache = cache;
        this.renderings = renderings;
        this.clock = clock;
        this.publicRefreshThrottle = publicRefreshThrottle;
        this.calculationsPerProperty = calculationsPerProperty;
        this.views = views;
    }

    @Override
    public CompletionStage<WidgetContent> deliver(WidgetRequest request) {
        return admitted(request.viewer()).thenCompose(shared -> {
            Report report = shared.report();
            WidgetOptions options = WidgetOptions.of(
                    request.type(), request.chartType(), request.dataSets(), request.compare(), report.definition());
            DataScope scope = request.scope();
            if (request.viewer() instanceof WidgetViewer.SignedEmbed
                    && !scope.fits(report.definition(), shared.property().today(clock))) {
                throw EmbedTokenClaims.refused(
                        "the token's period has more than " + ReportDefinition.MAX_BUCKETS + " buckets of this report",
                        "malformed_token");
            }
            if (request.download() && !shared.allowDownload()) {
                throw downloadNotAllowed(request.viewer());
            }
            // a viewer's pick must be offered; a signed embed's locked period is the owner's own choice
            request.period().ifPresent(preset -> offered(preset, shared.periodChoices()));
            if (request.countsAsView()) {
                views.count(shared.property().id(), report.id());
            }
            var key = new ReportDataKey(report.id(), report.revision(), scope, options.comparison());
            // a signed embed's period is its token's: it offers no selector
            List<PeriodPreset> choices =
                    request.viewer() instanceof WidgetViewer.SignedEmbed ? List.of() : shared.periodChoices();
            if (shared.stale()) {
                // the database cannot be reached: no calculation can succeed, so none is tried
                return CompletableFuture.completedFuture(new WidgetContent(
                        report,
                        options,
                        lastCopy(key),
                        shared.allowedOrigins(),
                        true,
                        scope,
                        choices,
                        shared.allowDownload()));
            }
            if (request.refresh()) {
                if (request.viewer() instanceof WidgetViewer.Backend) {
                    cache.evict(key);
                } else {
                    // the Refresh button of a page: anyone may press it, so it recomputes at most once per window
                    evictIfOlderThan(key, publicRefreshThrottle);
                }
            }
            return data(
                            key,
                            report.revision(),
                            request.refresh(),
                            () -> start(
                                    shared.property(),
                                    "report " + report.id(),
                                    () -> calculator.calculate(
                                            report, shared.property(), key.scope(), key.comparison())))
                    .thenApply(data -> new WidgetContent(
                            report,
                            options,
                            data,
                            shared.allowedOrigins(),
                            false,
                            scope,
                            choices,
                            shared.allowDownload()));
        });
    }

    @Override
    public CompletionStage<RenderedWidget> deliver(WidgetRequest request, WidgetRendering rendering) {
        return deliver(request).thenCompose(content -> rendered(content, rendering));
    }

    /**
     * The kept rendering at once; else one made on a worker: the content is answered on whichever
     * thread completed the delivery (the event loop, a lookup thread), and a report at the size
     * limits takes milliseconds to render.
     */
    private CompletionStage<RenderedWidget> rendered(WidgetContent content, WidgetRendering rendering) {
        RenderingKey key = RenderingKey.of(content, rendering.variant(content));
        Optional<byte[]> kept = renderings.kept(key);
        if (kept.isPresent()) {
            return CompletableFuture.completedFuture(new RenderedWidget(content, kept.get()));
        }
        return CompletableFuture.supplyAsync(
                () -> new RenderedWidget(content, renderings.rendered(key, () -> rendering.render(content))),
                calculations);
    }

    @Override
    public CompletionStage<BoardContent> deliverBoard(BoardRequest request) {
        return admittedBoard(request.viewer()).thenCompose(shared -> {
            request.period().ifPresent(preset -> offered(preset, shared.periodChoices()));
            Board board = shared.board();
            Optional<EmbedPeriod> boardPeriod = board.definition().period().map(EmbedPeriod.OfBoard::new);
            // a signed embed's locked filter and period apply to every item
            DataScope scope = request.viewer() instanceof WidgetViewer.SignedEmbed signed
                    ? new DataScope(
                            signed.locked().filter(), signed.locked().period().or(() -> boardPeriod))
                    : new DataScope(
                            Optional.empty(),
                            request.period().<EmbedPeriod>map(preset -> preset).or(() -> boardPeriod));
            if (request.viewer() instanceof WidgetViewer.SignedEmbed
                    && shared.reports().values().stream()
                            .anyMatch(report -> !scope.fits(
                                    report.definition(), shared.property().today(clock)))) {
                throw EmbedTokenClaims.refused(
                        "the token's period has more than " + ReportDefinition.MAX_BUCKETS
                                + " buckets of a report of this board",
                        "malformed_token");
            }
            if (request.countsAsView()) {
                views.count(shared.property().id(), WidgetSubject.of(board.id()));
            }
            List<BoardItem> items = board.definition().items();
            // each distinct report and comparison is one calculation, however many items show it
            Map<ReportDataKey, Report> keys = new LinkedHashMap<>();
            for (BoardItem item : items) {
                Report report = shared.reports().get(item.reportId());
                if (report != null) {
                    keys.putIfAbsent(BoardContent.dataKey(report, item, scope), report);
                }
            }
            // the reports not kept are calculated together, in one of the property's calculation slots
            CompletableFuture<Map<ReportDataKey, ReportData>> together = new CompletableFuture<>();
            Map<ReportDataKey, Report> missing = new LinkedHashMap<>();
            Map<ReportDataKey, CompletableFuture<Optional<ReportData>>> data = new LinkedHashMap<>();
            try {
                keys.forEach((key, report) -> {
                    if (request.refresh()) {
                        if (request.viewer() instanceof WidgetViewer.Backend) {
                            cache.evict(key);
                        } else {
                            evictIfOlderThan(key, publicRefreshThrottle);
                        }
                    }
                    // the database cannot be reached: no calculation can succeed, so none is tried
                    CompletionStage<ReportData> found = shared.stale()
                            ? CompletableFuture.completedFuture(null).thenApply(ignored -> lastCopy(key))
                            : data(key, report.revision(), request.refresh(), () -> {
                                missing.put(key, report);
                                return together.thenApply(calculated -> calculated.get(key));
                            });
                    data.put(
                            key,
                            found.thenApply(Optional::of)
                                    .exceptionally(failed -> Optional.empty())
                                    .toCompletableFuture());
                });
            } finally {
                if (missing.isEmpty()) {
                    together.complete(Map.of());
                } else {
                    start(
                                    shared.property(),
                                    "board " + board.id() + "'s reports",
                                    () -> calculateAll(missing, shared.property()))
                            .whenComplete((calculated, failed) -> {
                                if (failed == null) {
                                    together.complete(calculated);
                                } else {
                                    together.completeExceptionally(failed);
                                }
                            });
                }
            }
            return CompletableFuture.allOf(data.values().toArray(CompletableFuture[]::new))
                    .thenApply(done -> new BoardContent(
                            board,
                            items.stream()
                                    .map(item -> BoardContent.item(
                                            item,
                                            Optional.ofNullable(shared.reports().get(item.reportId())),
                                            scope,
                                            key -> data.get(key).join()))
                                    .toList(),
                            shared.allowedOrigins(),
                            shared.stale(),
                            scope,
                            request.viewer() instanceof WidgetViewer.SignedEmbed ? List.of() : shared.periodChoices(),
                            shared.allowDownload()));
        });
    }

    @Override
    public CompletionStage<Report> sharedReport(WidgetViewer.PublicLink link) {
        return admitted(link).thenApply(WidgetReports.Shared::report);
    }

    @Override
    public CompletionStage<Board> sharedBoard(WidgetViewer.PublicLink link) {
        return admittedBoard(link).thenApply(WidgetReports.SharedBoard::board);
    }

    /**
     * The board the viewer asked for, once its sharing admits the viewer, exactly as {@link
     * #admitted} decides for a report.
     */
    private CompletionStage<WidgetReports.SharedBoard> admittedBoard(WidgetViewer viewer) {
        if (viewer instanceof WidgetViewer.PublicLink link) {
            return widgetReports
                    .findBoardByPublicId(link.id())
                    .thenApply(found -> admitPublic(found, WidgetReports.SharedBoard::access, link));
        }
        if (viewer instanceof WidgetViewer.SignedEmbed signed
                && signed.subject() instanceof WidgetSubject.OfBoard(BoardId signedBoard)) {
            return widgetReports.findBoardForSignedEmbed(signedBoard).thenApply(found -> {
                WidgetReports.SharedBoard shared = found.map(WidgetReports.SignedBoardReach::board)
                        .filter(reach -> reach.property().id().equals(signed.property()))
                        .orElseThrow(() -> EmbedTokenClaims.refused(
                                "the token's key is not one of the board's property", "unknown_key"));
                return admitSigned(shared, shared.access(), signed, "sharing of board " + signedBoard);
            });
        }
        if (viewer instanceof WidgetViewer.Backend backend
                && backend.subject() instanceof WidgetSubject.OfBoard(BoardId boardId)) {
            return widgetReports
                    .findBoardForServiceToken(backend.token(), boardId)
                    .thenApply(found -> {
                        WidgetReports.BoardTokenReach reach = found.orElseThrow(SecretKind.SERVICE_TOKEN::refused);
                        WidgetReports.SharedBoard shared =
                                reach.board().orElseThrow(() -> BoardService.notFound(boardId));
                        return admitBackend(shared, shared.access(), backend, "sharing of board " + boardId);
                    });
        }
        throw new IllegalArgumentException("a board's viewer names a board");
    }

    @Override
    public CompletionStage<RenderedBoard> deliverBoard(BoardRequest request, BoardRendering rendering) {
        return deliverBoard(request).thenCompose(content -> {
            BoardRenderingKey key = BoardRenderingKey.of(content, rendering.variant(content));
            Optional<byte[]> kept = renderings.kept(key);
            if (kept.isPresent()) {
                return CompletableFuture.completedFuture(new RenderedBoard(content, kept.get()));
            }
            return CompletableFuture.supplyAsync(
                    () -> new RenderedBoard(content, renderings.rendered(key, () -> rendering.render(content))),
                    calculations);
        });
    }

    /** A viewer may pick only a period the owner offers in the widget settings. */
    private static void offered(PeriodPreset preset, List<PeriodPreset> choices) {
        if (!choices.contains(preset)) {
            throw new InvalidRequestException(
                    choices.isEmpty()
                            ? "period " + preset.wireName()
                                    + " is not offered: this widget shows the report's own period only"
                            : "period " + preset.wireName() + " is not offered by this widget; it offers "
                                    + choices.stream()
                                            .map(PeriodPreset::wireName)
                                            .collect(Collectors.joining(", ")));
        }
    }

    /**
     * A public link learns nothing more than for an unknown ID, a signed embed that there is no such
     * download (404 both); a backend learns that downloads are off.
     */
    private static RuntimeException downloadNotAllowed(WidgetViewer viewer) {
        if (viewer instanceof WidgetViewer.PublicLink) {
            return WidgetRequest.noPublicWidget();
        }
        if (viewer instanceof WidgetViewer.SignedEmbed) {
            return new NotFoundException("this signed embed has no download: the widget's settings do not allow it");
        }
        return new DownloadNotAllowedException("downloads of this widget's data are not allowed in its settings");
    }

    /**
     * The report the viewer asked for, once its access admits the viewer. A public link that is not
     * admitted is told nothing more than an unknown ID; a backend learns that the widget is disabled.
     */
    private CompletionStage<WidgetReports.Shared> admitted(WidgetViewer viewer) {
        if (viewer instanceof WidgetViewer.PublicLink link) {
            return widgetReports
                    .findByPublicId(link.id())
                    .thenApply(found -> admitPublic(found, WidgetReports.Shared::access, link));
        }
        if (viewer instanceof WidgetViewer.SignedEmbed signed) {
            ReportId signedReport = reportOf(signed.subject());
            return widgetReports.findForSignedEmbed(signedReport).thenApply(found -> {
                WidgetReports.Shared shared = found.map(WidgetReports.SignedReach::report)
                        .filter(reach -> reach.property().id().equals(signed.property()))
                        .orElseThrow(() -> EmbedTokenClaims.refused(
                                "the token's key is not one of the report's property", "unknown_key"));
                return admitSigned(shared, shared.access(), signed, "widget access of report " + signedReport);
            });
        }
        WidgetViewer.Backend backend = (WidgetViewer.Backend) viewer;
        ReportId backendReport = reportOf(backend.subject());
        return widgetReports.findForServiceToken(backend.token(), backendReport).thenApply(found -> {
            WidgetReports.TokenReach reach = found.orElseThrow(SecretKind.SERVICE_TOKEN::refused);
            WidgetReports.Shared shared = reach.report().orElseThrow(() -> ReportService.notFound(backendReport));
            return admitBackend(shared, shared.access(), backend, "widget access of report " + backendReport);
        });
    }

    /**
     * The widget (a report's or a board) a public link's lookup found, if its access admits the link.
     * A link that is not admitted learns nothing more than an unknown ID; the link's own expiry is
     * the one refusal a holder of the current ID learns about (410).
     */
    private <T> T admitPublic(Optional<T> found, Function<T, WidgetAccess> access, WidgetViewer.PublicLink link) {
        Instant now = clock.instant();
        Optional<T> admitted = found.filter(shared -> access.apply(shared).admits(link, now));
        if (admitted.isPresent()) {
            return admitted.get();
        }
        if (found.map(access)
                .filter(current ->
                        current instanceof WidgetAccess.Public open && open.id().equals(link.id()) && open.expired(now))
                .isPresent()) {
            throw new GoneException("this public link has expired");
        }
        throw WidgetRequest.noPublicWidget();
    }

    /**
     * A signed embed's widget, if its access admits the token: else 403, {@code token_expired} for a
     * token past its time, {@code widget_disabled} otherwise.
     *
     * @param sharing what is disabled, for the message ("widget access of report 7")
     */
    private <T> T admitSigned(T shared, WidgetAccess access, WidgetViewer.SignedEmbed signed, String sharing) {
        if (!access.admits(signed, clock.instant())) {
            if (!signed.validAt(clock.instant())) {
                throw EmbedTokenClaims.expired();
            }
            throw new PermissionDeniedException(sharing + " is disabled", "widget_disabled");
        }
        return shared;
    }

    /** A backend's widget, if its access admits service tokens: else 403. */
    private <T> T admitBackend(T shared, WidgetAccess access, WidgetViewer.Backend backend, String sharing) {
        if (!access.admits(backend, clock.instant())) {
            throw new PermissionDeniedException(sharing + " is disabled");
        }
        return shared;
    }

    /** The report a report widget's viewer asks for; a board is not one (its items are reports). */
    private static ReportId reportOf(WidgetSubject subject) {
        if (subject instanceof WidgetSubject.OfReport(ReportId report)) {
            return report;
        }
        throw new IllegalArgumentException("a report's widget is asked for, not " + subject);
    }

    /** The cached data of the key, else its last good copy, else 503. */
    private ReportData lastCopy(ReportDataKey key) {
        return cache.cached(key).or(() -> cache.lastGood(key)).orElseThrow(WidgetDeliveryService::cannotCalculate);
    }

    private void evictIfOlderThan(ReportDataKey key, Duration age) {
        cache.peek(key)
                .filter(cached -> cached.generatedAt().isBefore(clock.instant().minus(age)))
                .ifPresent(stale -> cache.evict(key));
    }

    /**
     * Cached data at once. Otherwise one calculation per report revision and scope runs on a worker
     * thread (however many requests ask meanwhile); until it is done, requests that need not be
     * fresh get the previous copy of the same revision and scope (stale while it revalidates), so an
     * expired cache entry never stalls a busy widget. When the calculation fails or cannot start
     * (the property's calculation slots are taken): the last good copy, else 503.
     *
     * @param revision the revision of the key's report
     * @param fresh the caller asked for a recalculation (refresh): it waits for it
     * @param calculation starts the calculation of the key's data (once, however many ask)
     */
    private CompletionStage<ReportData> data(
            ReportDataKey key, long revision, boolean fresh, Supplier<CompletionStage<ReportData>> calculation) {
        Optional<ReportData> cached = cache.cached(key);
        if (cached.isPresent()) {
            return CompletableFuture.completedFuture(cached.get());
        }
        CompletionStage<ReportData> calculated = cache.calculate(key, calculation)
                .exceptionally(failed -> cache.lastGood(key).orElseThrow(WidgetDeliveryService::cannotCalculate));
        if (!fresh) {
            Optional<ReportData> previous = cache.lastGood(key).filter(data -> data.revision() == revision);
            if (previous.isPresent()) {
                return CompletableFuture.completedFuture(previous.get());
            }
        }
        return calculated;
    }

    /** A board's reports that are not kept, calculated together: each key's data. */
    private Map<ReportDataKey, ReportData> calculateAll(Map<ReportDataKey, Report> reports, Property property) {
        List<ReportDataKey> keys = List.copyOf(reports.keySet());
        List<ReportData> calculated = calculator.calculateAll(
                keys.stream()
                        .map(key -> new ReportCalculator.Calculation(reports.get(key), key.scope(), key.comparison()))
                        .toList(),
                property);
        Map<ReportDataKey, ReportData> data = new HashMap<>();
        for (int i = 0; i < keys.size(); i++) {
            data.put(keys.get(i), calculated.get(i));
        }
        return data;
    }

    /**
     * One calculation on a worker, if the property has a calculation slot free on this instance;
     * otherwise a failure at once (answered with the last good copy, or 503).
     *
     * @param what what is calculated, for the log
     */
    private <T> CompletionStage<T> start(Property property, String what, Supplier<T> calculation) {
        Semaphore slots =
                runningPerProperty.computeIfAbsent(property.id(), id -> new Semaphore(calculationsPerProperty));
        if (!slots.tryAcquire()) {
            LOG.log(
                    System.Logger.Level.DEBUG,
                    "property " + property.id() + " has " + calculationsPerProperty + " calculations running; " + what
                            + " answer the last good copy if any");
            return CompletableFuture.failedFuture(cannotCalculate());
        }
        try {
            return CompletableFuture.supplyAsync(
                    () -> {
                        try {
                            return calculation.get();
                        } catch (RuntimeException calculationFailed) {
                            LOG.log(
                                    System.Logger.Level.WARNING,
                                    what + " could not be calculated; serving the last good copy if any",
                                    calculationFailed);
                            throw calculationFailed;
                        } finally {
                            slots.release();
                        }
                    },
                    calculations);
        } catch (RuntimeException rejected) {
            slots.release();
            throw rejected;
        }
    }

    private static UnavailableException cannotCalculate() {
        return new UnavailableException("the report cannot be calculated right now", RETRY_AFTER_SECONDS);
    }
}
