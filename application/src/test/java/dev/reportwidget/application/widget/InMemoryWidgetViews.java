package dev.reportwidget.application.widget;

import dev.reportwidget.application.widget.port.out.WidgetViewStore;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.widget.WidgetSubject;
import dev.reportwidget.domain.widget.WidgetViews;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Hourly view buckets in memory, adding increments as the database does; can be made to fail. */
final class InMemoryWidgetViews implements WidgetViewStore {

    record Key(PropertyId property, WidgetSubject widget, Instant hour) {}

    final Map<Key, Long> buckets = new HashMap<>();
    final List<List<Increment>> flushes = new ArrayList<>();
    boolean failing;

    @Override
    public synchronized void add(List<Increment> increments) {
        if (failing) {
            throw new IllegalStateException("the database cannot be reached");
        }
        flushes.add(List.copyOf(increments));
        increments.forEach(i -> buckets.merge(new Key(i.property(), i.widget(), i.hour()), i.views(), Long::sum));
    }

    @Override
    public synchronized Map<WidgetSubject, WidgetViews> views(
            PropertyId property, Collection<WidgetSubject> widgets, Instant now) {
        Map<WidgetSubject, WidgetViews> views = new HashMap<>();
        for (WidgetSubject widget : widgets) {
            long day = 0;
            long month = 0;
            for (Map.Entry<Key, Long> bucket : buckets.entrySet()) {
                Key key = bucket.getKey();
                if (!key.property().equals(property) || !key.widget().equals(widget)) {
                    continue;
                }
                if (key.hour().isAfter(now.minus(Duration.ofHours(24)))) {
                    day += bucket.getValue();
                }
                if (key.hour().isAfter(now.minus(Duration.ofDays(30)))) {
                    month += bucket.getValue();
                }
            }
            if (month > 0) {
                views.put(widget, new WidgetViews(day, month));
            }
        }
        return views;
    }

    @Override
    public synchronized int prune(Instant before) {
        int size = buckets.size();
        buckets.keySet().removeIf(key -> key.hour().isBefore(before));
        return size - buckets.size();
    }

    synchronized long total() {
        return buckets.values().stream().mapToLong(Long::longValue).sum();
    }
}
