package dev.reportwidget.application.widget;

import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.report.SeriesData;
import dev.reportwidget.domain.widget.WidgetOptions;
import java.util.List;

/**
 * Everything a widget shows: the report, how this request draws it, and its calculated data.
 *
 * @param stale whether this is the last good copy served while the database cannot be reached
 *     (access confirmed within the grace period)
 */
public record WidgetContent(Report report, WidgetOptions options, ReportData data, boolean stale) {

    public WidgetContent(Report report, WidgetOptions options, ReportData data) {
        this(report, options, data, false);
    }

    /** The data sets to draw, in drawing order. */
    public List<SeriesData> dataSets() {
        return options.select(data);
    }
}
