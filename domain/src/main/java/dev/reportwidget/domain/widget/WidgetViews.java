package dev.reportwidget.domain.widget;

/**
 * How often a report's widget was loaded by viewers (public links, later signed embeds), in the
 * last 24 hours and the last 30 days, counted in hourly buckets: a bucket counts when its hour
 * began inside the window.
 */
public record WidgetViews(long last24h, long last30d) {

    public static final WidgetViews NONE = new WidgetViews(0, 0);

    public WidgetViews {
        if (last24h < 0 || last30d < last24h) {
            throw new IllegalArgumentException("views must be counts, the 30-day one at least the 24-hour one");
        }
    }
}
