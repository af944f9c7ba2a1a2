package dev.reportwidget.application.widget;

import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.report.SeriesData;
import dev.reportwidget.domain.widget.DataScope;
import dev.reportwidget.domain.widget.EmbedOrigin;
import dev.reportwidget.domain.widget.WidgetOptions;
import java.util.List;

/**
 * Everything a widget shows: the report, how this request draws it, and its calculated data.
 *
 * @param allowedOrigins the sites that may frame the widget; empty: any site
 * @param stale whether this is the last good copy served while the database cannot be reached
 *     (access confirmed within the grace period)
 * @param allowDownload whether viewers may download the data as CSV (the HTML widget then links to it)
 * @param scope the part of the report's data shown (a signed embed's locked filter and period)
 */
public record WidgetContent(
        Report report,
        WidgetOptions options,
        ReportData data,
        List<EmbedOrigin> allowedOrigins,
        boolean stale,
        boolean allowDownload,
        DataScope scope) {

    public WidgetContent {
        allowedOrigins = List.copyOf(allowedOrigins);
        java.util.Objects.requireNonNull(scope, "scope");
    }

    /** The whole report's data. */
    public WidgetContent(
            Report report,
            WidgetOptions options,
            ReportData data,
            List<EmbedOrigin> allowedOrigins,
            boolean stale,
            boolean allowDownload) {
        this(report, options, data, allowedOrigins, stale, allowDownload, DataScope.WHOLE);
    }

    /** A widget without downloads. */
    public WidgetContent(
            Report report, WidgetOptions options, ReportData data, List<EmbedOrigin> allowedOrigins, boolean stale) {
        this(report, options, data, allowedOrigins, stale, false);
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
