package dev.reportwidget.adapters.persistence.report;

import dev.reportwidget.application.report.ReportStore;
import dev.reportwidget.application.widget.WidgetAccessStore;
import dev.reportwidget.application.widget.WidgetLookupsChanged;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.EmbedOrigin;
import dev.reportwidget.domain.widget.EmbedSettings;
import dev.reportwidget.domain.widget.WidgetAccess;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Saved reports and their widget access in PostgreSQL; every query is scoped by property. */
@ApplicationScoped
public class ReportPersistenceAdapter implements ReportStore, WidgetAccessStore {

    private final ReportRepository reports;
    private final Event<WidgetLookupsChanged> lookupsChanged;

    ReportPersistenceAdapter(ReportRepository reports, Event<WidgetLookupsChanged> lookupsChanged) {
        this.reports = reports;
        this.lookupsChanged = lookupsChanged;
    }

    @Override
    public Report insert(PropertyId property, ReportDefinition definition) {
        var entity = new ReportEntity();
        entity.propertyId = property.value();
        entity.name = definition.name();
        entity.definition = ReportMapper.toDocument(definition);
        entity.revision = 1;
        ReportMapper.applyAccess(entity, WidgetAccess.INITIAL);
        entity.createdAt = Instant.now();
        entity.updatedAt = entity.createdAt;
        reports.persist(entity);
        return ReportMapper.toDomain(entity);
    }

    @Override
    public Optional<Report> find(PropertyId property, ReportId id) {
        return reports.find(property.value(), id.value()).map(ReportMapper::toDomain);
    }

    @Override
    public List<Report> list(PropertyId property) {
        return reports.ofProperty(property.value()).stream()
                .map(ReportMapper::toDomain)
                .toList();
    }

    @Override
    public Optional<Report> update(PropertyId property, ReportId id, ReportDefinition definition) {
        return reports.findForUpdate(property.value(), id.value()).map(entity -> {
            lookupsChanged.fire(WidgetLookupsChanged.EVENT);
            entity.name = definition.name();
            entity.definition = ReportMapper.toDocument(definition);
            entity.revision++;
            entity.updatedAt = Instant.now();
            return ReportMapper.toDomain(entity);
        });
    }

    @Override
    public boolean delete(PropertyId property, ReportId id) {
        boolean deleted = reports.delete("propertyId = ?1 and id = ?2", property.value(), id.value()) > 0;
        if (deleted) {
            lookupsChanged.fire(WidgetLookupsChanged.EVENT);
        }
        return deleted;
    }

    @Override
    public Optional<WidgetAccess> access(PropertyId property, ReportId report) {
        return reports.find(property.value(), report.value()).map(ReportMapper::access);
    }

    @Override
    public Optional<WidgetAccess> lockAccess(PropertyId property, ReportId report) {
        return reports.findForUpdate(property.value(), report.value()).map(ReportMapper::access);
    }

    @Override
    public void saveAccess(PropertyId property, ReportId report, WidgetAccess access) {
        ReportEntity entity =
                reports.findForUpdate(property.value(), report.value()).orElseThrow();
        ReportMapper.applyAccess(entity, access);
        entity.updatedAt = Instant.now();
        lookupsChanged.fire(WidgetLookupsChanged.EVENT);
        // flushed now so that a unique public ID is checked inside the locked section
        reports.flush();
    }

    @Override
    public List<EmbedOrigin> allowedOrigins(PropertyId property, ReportId report) {
        return reports.find(property.value(), report.value())
                .map(entity -> ReportMapper.origins(entity.allowedOrigins))
                .orElse(List.of());
    }

    @Override
    public void saveAllowedOrigins(PropertyId property, ReportId report, List<EmbedOrigin> origins) {
        ReportEntity entity =
                reports.findForUpdate(property.value(), report.value()).orElseThrow();
        entity.allowedOrigins = origins.stream().map(EmbedOrigin::value).toArray(String[]::new);
        entity.updatedAt = Instant.now();
        lookupsChanged.fire(WidgetLookupsChanged.EVENT);
    }

    @Override
    public EmbedSettings embedSettings(PropertyId property, ReportId report) {
        return reports.find(property.value(), report.value())
                .map(ReportMapper::embedSettings)
                .orElse(EmbedSettings.NONE);
    }

    @Override
    public void saveEmbedSettings(PropertyId property, ReportId report, EmbedSettings settings) {
        ReportEntity entity =
                reports.findForUpdate(property.value(), report.value()).orElseThrow();
        ReportMapper.applyEmbedSettings(entity, settings);
        entity.updatedAt = Instant.now();
        // the widget lookups answer the period choices: the kept answers must go
        lookupsChanged.fire(WidgetLookupsChanged.EVENT);
    }

    @Override
    public boolean allowDownload(PropertyId property, ReportId report) {
        return reports.find(property.value(), report.value())
                .map(entity -> entity.allowDownload)
                .orElse(false);
    }

    @Override
    public void saveAllowDownload(PropertyId property, ReportId report, boolean allowDownload) {
        ReportEntity entity =
                reports.findForUpdate(property.value(), report.value()).orElseThrow();
        entity.allowDownload = allowDownload;
        entity.updatedAt = Instant.now();
        lookupsChanged.fire(WidgetLookupsChanged.EVENT);
    }
}
