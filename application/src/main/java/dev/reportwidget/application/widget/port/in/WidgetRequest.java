package dev.reportwidget.application.widget.port.in;

import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.error.NotFoundException;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.integration.SecretKind;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.Comparison;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.EmbedOptions;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.ViewerSelection;
import dev.reportwidget.domain.widget.WidgetType;
import dev.reportwidget.domain.widget.WidgetViewer;
import java.util.Objects;
import java.util.Optional;

/**
 * One widget request, read once at the edge: who asks, and how the widget is drawn. Every part is
 * checked as it is read; what depends on the report (whether the viewer is admitted, whether the
 * selected data sets exist) is checked when the report is found.
 *
 * @param chartType the requested chart type; empty for the report's own
 * @param refresh whether the data is recalculated rather than taken from the cache
 * @param embed how the HTML document presents itself (theme, hidden parts, locale, view); checked
 *     on every request, used only by the HTML document
 * @param period the period the viewer picked instead of the report's own; empty for the report's.
 *     Whether the widget offers it is checked once the report is found.
 * @param download whether the data is asked for as a download (CSV) rather than a widget load: it
 *     needs the report's {@code allowDownload}, and is not counted as a view
 * @param type the widget asked for: a chart or numbers
 * @param compare the earlier period asked for ({@code compare=}); empty for the widget type's default
 * @param head whether the client asks only for the answer's headers (HTTP HEAD): answered as a load
 *     is, but not counted as a view, since nobody saw the widget
 */
public record WidgetRequest(
        WidgetViewer viewer,
        Optional<ChartType> chartType,
        DataSetSelection dataSets,
        boolean refresh,
        EmbedOptions embed,
        Optional<PeriodPreset> period,
        boolean download,
        WidgetType type,
        Optional<Comparison> compare,
        boolean head,
        ViewerSelection viewerSelection)
        implements SharedWidgetRequest {

    public WidgetRequest {
        Objects.requireNonNull(viewerSelection, "viewerSelection");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(compare, "compare");
        Objects.requireNonNull(viewer, "viewer");
        Objects.requireNonNull(chartType, "chartType");
        Objects.requireNonNull(dataSets, "dataSets");
        Objects.requireNonNull(embed, "embed");
        Objects.requireNonNull(period, "period");
        SharedWidgetRequest.periodFits(viewer, period);
    }

    /** A request of {@code viewer} for a chart as the report defines it, to which the builder adds what was asked. */
    public static Builder of(WidgetViewer viewer) {
        return new Builder(viewer);
    }

    /** What a request asks besides who asks; each part unset is the widget's default. */
    public static final class Builder {
        private final WidgetViewer viewer;
        private Optional<ChartType> chartType = Optional.empty();
        private DataSetSelection dataSets = DataSetSelection.ALL;
        private boolean refresh;
        private EmbedOptions embed = EmbedOptions.DEFAULT;
        private Optional<PeriodPreset> period = Optional.empty();
        private WidgetType type = WidgetType.CHART;
        private Optional<Comparison> compare = Optional.empty();
        private ViewerSelection viewerSelection = ViewerSelection.NONE;

        private Builder(WidgetViewer viewer) {
            this.viewer = viewer;
        }

        public Builder chartType(Optional<ChartType> chartType) {
            this.chartType = chartType;
            return this;
        }

        public Builder dataSets(DataSetSelection dataSets) {
            this.dataSets = dataSets;
            return this;
        }

        /** Whether the data is recalculated ({@code refresh=true}) rather than taken from the cache. */
        public Builder refresh(boolean recalculate) {
            this.refresh = recalculate;
            return this;
        }

        public Builder embed(EmbedOptions embed) {
            this.embed = embed;
            return this;
        }

        public Builder period(Optional<PeriodPreset> period) {
            this.period = period;
            return this;
        }

        public Builder type(WidgetType type) {
            this.type = type;
            return this;
        }

        public Builder compare(Optional<Comparison> compare) {
            this.compare = compare;
            return this;
        }

        /** What the viewer chose in the widget's viewer filters ({@code vf.}). */
        public Builder viewerSelection(ViewerSelection chosen) {
            this.viewerSelection = chosen;
            return this;
        }

        /** The request of a widget load; {@link #asDownload()} makes it a download. */
        public WidgetRequest build() {
            return new WidgetRequest(
                    viewer, chartType, dataSets, refresh, embed, period, false, type, compare, false, viewerSelection);
        }
    }

    /** The same request, for the data as a download. */
    public WidgetRequest asDownload() {
        return new WidgetRequest(
                viewer, chartType, dataSets, refresh, embed, period, true, type, compare, head, viewerSelection);
    }

    /** The same request, for the answer's headers only (HTTP HEAD). */
    public WidgetRequest asHead() {
        return new WidgetRequest(
                viewer, chartType, dataSets, refresh, embed, period, download, type, compare, true, viewerSelection);
    }

    /**
     * The request of a verified signed embed: the token's locked widget type, chart type, data sets
     * and comparison (the widget's defaults when it locks none), and the query's embed options under
     * the lock.
     */
    public static WidgetRequest signed(WidgetViewer.SignedEmbed viewer, boolean refresh, EmbedOptions query) {
        return signed(viewer, refresh, query, ViewerSelection.NONE);
    }

    /** The request of a verified signed embed, with what its viewer chose in its viewer filters. */
    public static WidgetRequest signed(
            WidgetViewer.SignedEmbed viewer, boolean refresh, EmbedOptions query, ViewerSelection chosen) {
        var locked = viewer.locked();
        return new WidgetRequest(
                viewer,
                locked.chartType(),
                locked.dataSets().orElse(DataSetSelection.ALL),
                refresh,
                locked.over(query),
                Optional.empty(),
                false,
                locked.widget().orElse(WidgetType.CHART),
                locked.compare(),
                false,
                chosen);
    }

    /** The public-link viewer of a URL path segment; a segment that is no public ID finds nothing, like an unknown one. */
    public static WidgetViewer.PublicLink publicLink(String publicId) {
        return PublicId.parse(publicId).map(WidgetViewer.PublicLink::new).orElseThrow(WidgetRequest::noPublicWidget);
    }

    /** The backend viewer of a service token; a value that cannot be a token is refused like a revoked one. */
    public static WidgetViewer.Backend backend(String serviceToken, ReportId report) {
        Secret token =
                Secret.parse(SecretKind.SERVICE_TOKEN, serviceToken).orElseThrow(SecretKind.SERVICE_TOKEN::refused);
        return new WidgetViewer.Backend(token, report);
    }

    /**
     * A request's chart type: absent (null) for the report's own; otherwise one of the wire names,
     * case-sensitively.
     */
    public static Optional<ChartType> chartType(String raw) {
        if (raw == null) {
            return Optional.empty();
        }
        return Optional.of(ChartType.fromWireName(raw)
                .orElseThrow(() -> new InvalidRequestException("chartType must be one of line, bar, pie, doughnut")));
    }

    /** What an unknown, old, revoked or malformed public ID answers: all alike. */
    public static NotFoundException noPublicWidget() {
        return new NotFoundException("no public widget has this ID");
    }
}
