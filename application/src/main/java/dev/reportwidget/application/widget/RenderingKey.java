package dev.reportwidget.application.widget;

import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.DataScope;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.WidgetOptions;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * Everything a rendering depends on: the report revision, its data (by the generation time of its
 * calculation and its scope: one customer's data is never drawn for another, even at the same
 * generation time), how the request draws it, the periods the widget offers, and what the inbound
 * adapter's rendering adds ({@link WidgetRendering#variant}).
 */
public record RenderingKey(
        ReportId report,
        long revision,
        Instant generatedAt,
        WidgetOptions options,
        DataScope scope,
        List<PeriodPreset> periodChoices,
        Object variant)
        implements RenderedKey {

    public RenderingKey {
        Objects.requireNonNull(variant, "variant");
        periodChoices = List.copyOf(periodChoices);
    }

    /** The key of {@code content} rendered in this variant. */
    public static RenderingKey of(WidgetContent content, Object variant) {
        return new RenderingKey(
                content.report().id(),
                content.report().revision(),
                content.data().generatedAt(),
                content.options(),
                content.scope(),
                content.periodChoices(),
                variant);
    }
}
