package dev.reportwidget.application.widget;

import dev.reportwidget.application.report.port.out.ReportStore;
import dev.reportwidget.application.widget.port.out.WidgetAccessStore;
import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.EmbedOrigin;
import dev.reportwidget.domain.widget.EmbedSettings;
import dev.reportwidget.domain.widget.WidgetAccess;
import dev.reportwidget.domain.widget.WidgetSubject;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Reports and their widget access in memory, as one adapter serves both ports; counts the writes of access. */
final class InMemoryReports implements ReportStore, WidgetAccessStore {

    private final Map<ReportId, Report> reports = new HashMap<>();
    private final Map<BoardId, PropertyId> boards = new HashMap<>();
    private final Map<WidgetSubject, WidgetAccess> access = new HashMap<>();
    private final Map<WidgetSubject, List<EmbedOrigin>> origins = new HashMap<>();
    private final Map<WidgetSubject, EmbedSettings> embedSettings = new HashMap<>();
    private final Map<WidgetSubject, Boolean> downloads = new HashMap<>();
    private long lastId;
    int accessWrites;

    @Override
    public Report insert(PropertyId property, ReportDefinition definition) {
        var report = new Report(new ReportId(++lastId), property, 1, definition);
        reports.put(report.id(), report);
        access.put(WidgetSubject.of(report.id()), WidgetAccess.INITIAL);
        return report;
    }

    /** A board of the property, shared as reports are (its definition is the board store's). */
    void addBoard(PropertyId property, BoardId board) {
        boards.put(board, property);
        access.put(WidgetSubject.of(board), WidgetAccess.INITIAL);
    }

    private boolean exists(PropertyId property, WidgetSubject subject) {
        return switch (subject) {
            case WidgetSubject.OfReport(ReportId report) ->
                find(property, report).isPresent();
            case WidgetSubject.OfBoard(BoardId board) -> property.equals(boards.get(board));
        };
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
    public Optional<WidgetAccess> access(PropertyId property, WidgetSubject report) {
        return Optional.of(report).filter(shared -> exists(property, shared)).map(access::get);
    }

    @Override
    public Optional<WidgetAccess> lockAccess(PropertyId property, WidgetSubject report) {
        return access(property, report);
    }

    @Override
    public void saveAccess(PropertyId property, WidgetSubject report, WidgetAccess next) {
        if (!exists(property, report)) {
            throw new IllegalStateException("no " + report + " in property " + property);
        }
        accessWrites++;
        access.put(report, next);
    }

    @Override
    public List<EmbedOrigin> allowedOrigins(PropertyId property, WidgetSubject report) {
        return Optional.of(report)
                .filter(shared -> exists(property, shared))
                .map(r -> origins.getOrDefault(report, List.of()))
                .orElse(List.of());
    }

    @Override
    public void saveAllowedOrigins(PropertyId property, WidgetSubject report, List<EmbedOrigin> next) {
        if (!exists(property, report)) {
            throw new IllegalStateException("no " + report + " in property " + property);
        }
        origins.put(report, List.copyOf(next));
    }

    @Override
    public EmbedSettings embedSettings(PropertyId property, WidgetSubject report) {
        return Optional.of(report)
                .filter(shared -> exists(property, shared))
                .map(r -> embedSettings.getOrDefault(report, EmbedSettings.NONE))
                .orElse(EmbedSettings.NONE);
    }

    @Override
    public void saveEmbedSettings(PropertyId property, WidgetSubject report, EmbedSettings settings) {
        if (!exists(property, report)) {
            throw new IllegalStateException("no " + report + " in property " + property);
        }
        embedSettings.put(report, settings);
    }

    @Override
    public boolean allowDownload(PropertyId property, WidgetSubject report) {
        return Optional.of(report)
                .filter(shared -> exists(property, shared))
                .map(r -> downloads.getOrDefault(report, false))
                .orElse(false);
    }

    @Override
    public void saveAllowDownload(PropertyId property, WidgetSubject report, boolean allowDownload) {
        if (!exists(property, report)) {
            throw new IllegalStateException("no " + report + " in property " + property);
        }
        downloads.put(report, allowDownload);
    }
}
