package dev.reportwidget.application.widget;

import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.WidgetViews;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * Outbound port: widget views, in hourly buckets per report, shared by every replica. Increments
 * are added to what is there, so several instances may flush into the same bucket.
 */
public interface WidgetViewStore {

    /** A store that keeps nothing: for a service that does not count views. */
    WidgetViewStore DISCARDING = new WidgetViewStore() {
        @Override
        public void add(List<Increment> increments) {}

        @Override
        public Map<ReportId, WidgetViews> views(PropertyId property, Collection<ReportId> reports, Instant now) {
            return Map.of();
        }

        @Override
        public int prune(Instant before) {
            return 0;
        }
    };

    /** Views counted in one hour of one report, to be added to its bucket. */
    record Increment(PropertyId property, ReportId report, Instant hour, long views) {}

    /** Adds every increment to its bucket, all or none. */
    void add(List<Increment> increments);

    /**
     * Each report's views whose hour began within the last 24 hours and 30 days before {@code now};
     * a report without any is absent.
     */
    Map<ReportId, WidgetViews> views(PropertyId property, Collection<ReportId> reports, Instant now);

    /** Deletes the buckets of hours that began before {@code before}; answers how many. */
    int prune(Instant before);
}
