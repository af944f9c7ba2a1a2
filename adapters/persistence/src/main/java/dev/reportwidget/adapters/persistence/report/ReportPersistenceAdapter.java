package dev.reportwidget.adapters.persistence.report;

import dev.reportwidget.adapters.persistence.widget.SharingMapper;
import dev.reportwidget.application.report.port.out.ReportStore;
import dev.reportwidget.application.widget.port.out.WidgetLookupsChanged;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.WidgetAccess;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Saved reports in PostgreSQL; every query is scoped by property (their sharing: {@link WidgetAccessPersistenceAdapter}). */
@ApplicationScoped
public class ReportPersistenceAdapter implements ReportStore {

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
        entity.begin(definition.name(), Instant.now());
        entity.definition = ReportMapper.toDocument(definition);
        SharingMapper.applyAccess(entity, WidgetAccess.INITIAL);
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
            entity.revise(definition.name(), Instant.now());
            entity.definition = ReportMapper.toDocument(definition);
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
}
