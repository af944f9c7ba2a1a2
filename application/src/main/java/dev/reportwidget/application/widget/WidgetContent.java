package dev.reportwidget.application.widget;

import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.report.SeriesData;
import dev.reportwidget.domain.widget.EmbedOrigin;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.WidgetOptions;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Everything a widget shows: the report, how this request draws it, and its calculated data.
 *
 * @param allowedOrigins the sites that may frame the widget; empty: any site
 * @param stale whether this is the last good copy served while the database cannot be reached
 *     (access confirmed within the grace period)
 * @param period the viewer's period the data covers; empty for the report's own
 * @param periodChoices the periods a viewer may pick (the widget shows a selector when there are any)
 * @param allowDownload whether viewers may download the data as CSV (the HTML widget then links to it)
 */
public record WidgetContent(
        Report report,
        WidgetOptions options,
        ReportData data,
        List<EmbedOrigin> allowedOrigins,
        boolean stale,
        Optional<PeriodPreset> period,
        List<PeriodPreset> periodChoices,
        boolean allowDownload) {

    public WidgetContent {
        allowedOrigins = List.copyOf(allowedOrigins);
        Objects.requireNonNull(period, "period");
        periodChoices = List.copyOf(periodChoices);
    }

    /** A widget over the report's own period, offering no other, without downloads. */
    public WidgetContent(
            Report report, WidgetOptions options, ReportData data, List<EmbedOrigin> allowedOrigins, boolean stale) {
        this(report, options, data, allowedOrigins, stale, Optional.empty(), List.of(), false);
    }

    /** A current widget any site may frame. */
    public WidgetContent(Report report, WidgetOptions options, ReportData data) {
        this(report, options, data, List.of(), false);
    }

    /** The data sets to draw, in drawing order. */
    public List<SeriesData> dataSets() {
        return options.select(data);
    }
}
