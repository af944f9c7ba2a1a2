package dev.reportwidget.application.widget.port.out;

import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.WidgetSubject;
import dev.reportwidget.domain.widget.WidgetViews;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * Outbound port: widget views, in hourly buckets per widget (a report or a board), shared by every replica. Increments
 * are added to what is there, so several instances may flush into the same bucket.
 */
public interface WidgetViewStore {

    /** Views counted in one hour of one widget (a report's or a board's), to be added to its bucket. */
    record Increment(PropertyId property, WidgetSubject widget, Instant hour, long views) {

        /** Views of a report's widget. */
        public Increment(PropertyId property, ReportId report, Instant hour, long views) {
            this(property, WidgetSubject.of(report), hour, views);
        }
    }

    /** Adds every increment to its bucket, all or none. */
    void add(List<Increment> increments);

    /**
     * Each widget's views whose hour began within the last 24 hours and 30 days before {@code now};
     * a widget without any is absent.
     */
    Map<WidgetSubject, WidgetViews> views(PropertyId property, Collection<WidgetSubject> widgets, Instant now);

    /** Deletes the buckets of hours that began before {@code before}; answers how many. */
    int prune(Instant before);
}
