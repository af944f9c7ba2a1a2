package dev.reportwidget.application.widget.port.in;

import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportData;
import dev.reportwidget.domain.widget.DataScope;
import dev.reportwidget.domain.widget.DrawnSeries;
import dev.reportwidget.domain.widget.EmbedOrigin;
import dev.reportwidget.domain.widget.KeyNumber;
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
 * @param scope the part of the report's data shown: the viewer's period ({@code period=}), or a
 *     signed embed's locked filter and period; {@link DataScope#WHOLE} for the report as defined
 * @param periodChoices the periods a viewer may pick (the widget shows a selector when there are
 *     any); always empty for a signed embed, whose period is its token's
 * @param allowDownload whether viewers may download the data as CSV (the HTML widget then links to it)
 */
public record WidgetContent(
        Report report,
        WidgetOptions options,
        ReportData data,
        List<EmbedOrigin> allowedOrigins,
        boolean stale,
        DataScope scope,
        List<PeriodPreset> periodChoices,
        boolean allowDownload) {

    public WidgetContent {
        allowedOrigins = List.copyOf(allowedOrigins);
        Objects.requireNonNull(scope, "scope");
        periodChoices = List.copyOf(periodChoices);
    }

    /** A widget over the report's own period, offering no other, without downloads. */
    public WidgetContent(
            Report report, WidgetOptions options, ReportData data, List<EmbedOrigin> allowedOrigins, boolean stale) {
        this(report, options, data, allowedOrigins, stale, DataScope.WHOLE, List.of(), false);
    }

    /** A current widget any site may frame. */
    public WidgetContent(Report report, WidgetOptions options, ReportData data) {
        this(report, options, data, List.of(), false);
    }

    /** The preset period the data covers (a viewer's pick or a token's); empty for the report's own or fixed days. */
    public Optional<PeriodPreset> period() {
        return scope.period().filter(PeriodPreset.class::isInstance).map(PeriodPreset.class::cast);
    }

    /** The numbers of a number widget (or of any widget's drawn data sets), in drawing order. */
    public List<KeyNumber> numbers() {
        return options.numbers(report.definition(), data);
    }

    /** The series to draw, in drawing order: a broken-down data set's parts in place of it. */
    public List<DrawnSeries> drawn() {
        return options.drawn(report.definition(), data);
    }

    /** The earlier period's series lined up with {@link #drawn}; empty without a comparison. */
    public List<DrawnSeries> drawnEarlier() {
        return options.drawnEarlier(report.definition(), data);
    }
}
