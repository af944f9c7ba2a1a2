package dev.reportwidget.application.widget;

import dev.reportwidget.application.report.ReportStore;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.EmbedOrigin;
import dev.reportwidget.domain.widget.EmbedSettings;
import dev.reportwidget.domain.widget.WidgetAccess;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Reports and their widget access in memory, as one adapter serves both ports; counts the writes of access. */
final class InMemoryReports implements ReportStore, WidgetAccessStore {

    private final Map<ReportId, Report> reports = new HashMap<>();
    private final Map<ReportId, WidgetAccess> access = new HashMap<>();
    private final Map<ReportId, List<EmbedOrigin>> origins = new HashMap<>();
    private final Map<ReportId, EmbedSettings> embedSettings = new HashMap<>();
    private final Map<ReportId, Boolean> downloads = new HashMap<>();
    private long lastId;
    int accessWrites;

    @Override
    public Report insert(PropertyId property, ReportDefinition definition) {
        var report = new Report(new ReportId(++lastId), property, 1, definition);
        reports.put(report.id(), report);
        access.put(report.id(), WidgetAccess.INITIAL);
        return report;
    }

    @Override
    public Optional<Report> find(PropertyId property, ReportId id) {
        return Optional.ofNullable(reports.get(id)).filter(r -> r.propertyId().equals(property));
    }

    @Override
    public List<Report> list(PropertyId property) {
        return new ArrayList<>(reports.values().stream()
                .filter(r -> r.propertyId().equals(property))
                .toList());
    }

    @Override
    public Optional<Report> update(PropertyId property, ReportId id, ReportDefinition definition) {
        return find(property, id).map(old -> {
            var changed = new Report(id, property, old.revision() + 1, definition);
            reports.put(id, changed);
            return changed;
        });
    }

    @Override
    public boolean delete(PropertyId property, ReportId id) {
        return find(property, id).map(r -> reports.remove(id) != null).orElse(false);
    }

    @Override
    public Optional<WidgetAccess> access(PropertyId property, ReportId report) {
        return find(property, report).map(r -> access.get(report));
    }

    @Override
    public Optional<WidgetAccess> lockAccess(PropertyId property, ReportId report) {
        return access(property, report);
    }

    @Override
    public void saveAccess(PropertyId property, ReportId report, WidgetAccess next) {
        if (find(property, report).isEmpty()) {
            throw new IllegalStateException("no report " + report + " in property " + property);
        }
        accessWrites++;
        access.put(report, next);
    }

    @Override
    public List<EmbedOrigin> allowedOrigins(PropertyId property, ReportId report) {
        return find(property, report)
                .map(r -> origins.getOrDefault(report, List.of()))
                .orElse(List.of());
    }

    @Override
    public void saveAllowedOrigins(PropertyId property, ReportId report, List<EmbedOrigin> next) {
        if (find(property, report).isEmpty()) {
            throw new IllegalStateException("no report " + report + " in property " + property);
        }
        origins.put(report, List.copyOf(next));
    }

    @Override
    public EmbedSettings embedSettings(PropertyId property, ReportId report) {
        return find(property, report)
                .map(r -> embedSettings.getOrDefault(report, EmbedSettings.NONE))
                .orElse(EmbedSettings.NONE);
    }

    @Override
    public void saveEmbedSettings(PropertyId property, ReportId report, EmbedSettings settings) {
        if (find(property, report).isEmpty()) {
            throw new IllegalStateException("no report " + report + " in property " + property);
        }
        embedSettings.put(report, settings);
    }

    @Override
    public boolean allowDownload(PropertyId property, ReportId report) {
        return find(property, report)
                .map(r -> downloads.getOrDefault(report, false))
                .orElse(false);
    }

    @Override
    public void saveAllowDownload(PropertyId property, ReportId report, boolean allowDownload) {
        if (find(property, report).isEmpty()) {
            throw new IllegalStateException("no report " + report + " in property " + property);
        }
        downloads.put(report, allowDownload);
    }
}
