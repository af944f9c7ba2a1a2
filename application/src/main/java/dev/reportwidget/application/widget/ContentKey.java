package dev.reportwidget.application.widget;

import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.DataScope;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.WidgetOptions;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * What a widget shows, as far as its rendering depends on it: the report revision, its data (by
 * the generation time of its calculation and its scope: one customer's data is never drawn for
 * another, even at the same generation time), how the request draws it, and the periods the widget
 * offers.
 */
public record ContentKey(
        ReportId report,
        long revision,
        Instant generatedAt,
        WidgetOptions options,
        DataScope scope,
        List<PeriodPreset> periodChoices) {

    public ContentKey {
        Objects.requireNonNull(report, "report");
        Objects.requireNonNull(generatedAt, "generatedAt");
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(scope, "scope");
        periodChoices = List.copyOf(periodChoices);
    }

    /** The key of what {@code content} shows. */
    public static ContentKey of(WidgetContent content) {
        return new ContentKey(
                content.report().id(),
                content.report().revision(),
                content.data().generatedAt(),
                content.options(),
                content.scope(),
                content.periodChoices());
    }
}
