package dev.reportwidget.application.widget;

import dev.reportwidget.application.report.ReportCalculator;
import dev.reportwidget.application.widget.port.in.DownloadNotAllowedException;
import dev.reportwidget.application.widget.port.in.SharedWidgetRequest;
import dev.reportwidget.application.widget.port.out.ReportDataCache;
import dev.reportwidget.application.widget.port.out.ReportDataKey;
import dev.reportwidget.application.widget.port.out.SharedSubject;
import dev.reportwidget.application.widget.port.out.SharedWidgets;
import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.error.NotFoundException;
import dev.reportwidget.domain.report.Comparison;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.widget.AdmissionPolicy;
import dev.reportwidget.domain.widget.DataScope;
import dev.reportwidget.domain.widget.EmbedPeriod;
import dev.reportwidget.domain.widget.EmbedTokenClaims;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.ViewerFilter;
import dev.reportwidget.domain.widget.WidgetViewer;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The one delivery of a shared widget, whatever its kind and its viewer: a report's chart or number
 * widget is one shown report, a board each of its items'. The viewer is admitted ({@link
 * WidgetAdmission}); the request is held to the sharing (an offered period, downloads allowed, a
 * signed embed's period within the bucket limit); a viewer's load is counted as a view; the scope is
 * the viewer's (a signed embed's lock, a picked period) over the widget's own period; and every
 * shown report's data comes from {@link WidgetData}, the missing ones calculated together.
 */
public final class SharedWidgetDelivery {

    private final WidgetAdmission admission;
    private final WidgetData data;
    private final WidgetViewCounter views;
    private final Clock clock;

    /** @param publicRefreshThrottle how often a page's Refresh button may recalculate a widget's data */
    public SharedWidgetDelivery(
            SharedWidgets shared,
            ReportCalculator calculator,
            ReportDataCache cache,
            CalculationSlots slots,
            WidgetViewCounter views,
            Clock clock,
            Duration publicRefreshThrottle) {
        this.admission = new WidgetAdmission(shared, clock);
        this.data = new WidgetData(calculator, cache, slots, clock, publicRefreshThrottle);
        this.views = views;
        this.clock = clock;
    }

    /**
     * A viewer's load of the widget: a public link's or a signed embed's, not a refresh (the Refresh
     * button reloads a widget already counted), a download or a HEAD request.
     */
    static boolean countsAsView(SharedWidgetRequest asked) {
        return switch (asked.viewer()) {
            case WidgetViewer.PublicLink _, WidgetViewer.SignedEmbed _ ->
                !asked.refresh() && !asked.download() && !asked.head();
            case WidgetViewer.Backend _ -> false;
        };
    }

    private static WidgetData.Refresh freshness(SharedWidgetRequest asked) {
        if (!asked.refresh()) {
            return WidgetData.Refresh.NONE;
        }
        return switch (asked.viewer()) {
            case WidgetViewer.Backend _ -> WidgetData.Refresh.ALWAYS;
            // anyone may press a page's Refresh button
            case WidgetViewer.PublicLink _, WidgetViewer.SignedEmbed _ -> WidgetData.Refresh.THROTTLED;
        };
    }

    /** A report a delivery shows, and the earlier period it is compared with. */
    public record Shown(Report report, Comparison comparison) {
        public Shown {
            Objects.requireNonNull(report, "report");
            Objects.requireNonNull(comparison, "comparison");
        }
    }

    /**
     * What was delivered.
     *
     * @param scope the part of every shown report's data: the viewer's over the widget's own period
     * @param periodChoices the periods the widget offers its viewer (a signed embed's period is its token's: none)
     * @param data each shown report's data, empty where it cannot be had now
     */
    public record Delivered<S extends SharedSubject>(
            S shared,
            DataScope scope,
            List<PeriodPreset> periodChoices,
            Map<ReportDataKey, Optional<ReportData>> data) {
        public Delivered {
            periodChoices = List.copyOf(periodChoices);
            data = Map.copyOf(data);
        }

        /** The key a shown report's data is kept under. */
        public ReportDataKey key(Report report, Comparison comparison) {
            return new ReportDataKey(report.id(), report.revision(), scope, comparison);
        }

        /** The data of a shown report; empty when it cannot be had now. */
        public Optional<ReportData> dataOf(Report report, Comparison comparison) {
            return data.getOrDefault(key(report, comparison), Optional.empty());
        }
    }

    /**
     * The shared widget of {@code kind} the viewer asked for, once admitted: what a link preview
     * shows of it (its name, its layout) without calculating anything or counting a view.
     */
    public <S extends SharedSubject> CompletionStage<S> admitted(WidgetViewer viewer, Class<S> kind) {
        return admission.admit(viewer, kind);
    }

    /**
     * Delivers what {@code asked} names, a widget of {@code kind} (a report's or a board): the
     * reports {@code shown} picks of it once admitted (it may refuse a request the widget cannot
     * draw), with their data.
     */
    public <S extends SharedSubject> CompletionStage<Delivered<S>> deliver(
            SharedWidgetRequest asked, Class<S> kind, Function<S, List<Shown>> shown) {
        return admission.admit(asked.viewer(), kind).thenCompose(shared -> {
            List<Shown> reports = shown.apply(shared);
            DataScope scope = scope(asked, shared);
            if (asked.viewer().locksPeriod()) {
                fitsTheBucketLimit(scope, shared, reports);
            }
            if (asked.download() && !shared.sharing().allowDownload()) {
                throw downloadNotAllowed(asked.viewer());
            }
            // a viewer's pick must be offered; a signed embed's locked period is the owner's own choice
            asked.period().ifPresent(preset -> offered(preset, shared.sharing().periodChoices()));
            if (countsAsView(asked)) {
                views.count(shared.property().id(), shared.subject());
            }
            List<PeriodPreset> choices =
                    asked.viewer().locksPeriod() ? List.of() : shared.sharing().periodChoices();
            Map<ReportDataKey, Report> keys = new LinkedHashMap<>();
            for (Shown report : reports) {
                keys.putIfAbsent(
                        new ReportDataKey(report.report().id(), report.report().revision(), scope, report.comparison()),
                        report.report());
            }
            return data.of(
                            keys,
                            shared.property(),
                            shared.sharing().stale(),
                            freshness(asked),
                            "the reports of " + shared.subject())
                    .thenApply(found -> new Delivered<>(shared, scope, choices, found));
        });
    }

    /**
     * The part of every shown report's data: a signed embed's locked filter and period, else the
     * viewer's pick; where neither names a period, the widget's own (a board's period), else each
     * report's; narrowed by what the viewer chose in the offered viewer filters (400 for a choice of
     * one not offered).
     */
    private static DataScope scope(SharedWidgetRequest asked, SharedSubject shared) {
        Optional<EmbedPeriod> own =
                switch (shared) {
                    case SharedSubject.OfReport _ -> Optional.empty();
                    case SharedSubject.OfBoard board ->
                        board.board().definition().period().map(EmbedPeriod.OfBoard::new);
                };
        List<ViewerFilter> offered = shared.sharing().viewerFilters();
        return switch (asked.viewer()) {
            // the token shows a subset of the filters, and presets their first choices
            case WidgetViewer.SignedEmbed signed ->
                new DataScope(signed.locked().filter(), signed.locked().period().or(() -> own))
                        .viewing(
                                signed.locked().viewerFiltersOf(offered),
                                asked.viewerSelection().over(signed.locked().presets()));
            case WidgetViewer.PublicLink _, WidgetViewer.Backend _ ->
                new DataScope(
                                Optional.empty(),
                                asked.period()
                                        .<EmbedPeriod>map(picked -> picked)
                                        .or(() -> own))
                        .viewing(offered, asked.viewerSelection());
        };
    }

    /** A signed embed's locked period may not give any shown report more buckets than it may have. */
    private void fitsTheBucketLimit(DataScope scope, SharedSubject shared, List<Shown> reports) {
        if (reports.stream()
                .anyMatch(shown -> !scope.fits(
                        shown.report().definition(), shared.property().today(clock)))) {
            throw EmbedTokenClaims.refused(
                    "the token's period has more than " + ReportDefinition.MAX_BUCKETS + " buckets of a report of "
                            + shared.subject(),
                    "malformed_token");
        }
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
        return switch (viewer) {
            case WidgetViewer.PublicLink _ -> AdmissionPolicy.noPublicWidget();
            case WidgetViewer.SignedEmbed _ ->
                new NotFoundException("this signed embed has no download: the widget's settings do not allow it");
            case WidgetViewer.Backend _ ->
                new DownloadNotAllowedException("downloads of this widget's data are not allowed in its settings");
        };
    }
}
