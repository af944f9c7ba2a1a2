package dev.reportwidget.adapters.persistence.widget;

import dev.reportwidget.adapters.persistence.board.BoardRepository;
import dev.reportwidget.adapters.persistence.report.ReportRepository;
import dev.reportwidget.application.widget.port.out.WidgetAccessStore;
import dev.reportwidget.application.widget.port.out.WidgetLookupsChanged;
import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.EmbedOrigin;
import dev.reportwidget.domain.widget.EmbedSettings;
import dev.reportwidget.domain.widget.WidgetAccess;
import dev.reportwidget.domain.widget.WidgetSubject;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * How reports and boards are shared, in the same columns of their own rows ({@link SharedEntity});
 * every query is scoped by property, and every change fires {@link WidgetLookupsChanged} (the
 * rows' triggers notify the other instances).
 */
@ApplicationScoped
public class WidgetAccessPersistenceAdapter implements WidgetAccessStore {

    private final ReportRepository reports;
    private final BoardRepository boards;
    private final Event<WidgetLookupsChanged> lookupsChanged;

    WidgetAccessPersistenceAdapter(
            ReportRepository reports, BoardRepository boards, Event<WidgetLookupsChanged> lookupsChanged) {
        this.reports = reports;
        this.boards = boards;
        this.lookupsChanged = lookupsChanged;
    }

    private Optional<SharedEntity> find(PropertyId property, WidgetSubject shared) {
        return switch (shared) {
            case WidgetSubject.OfReport(ReportId id) ->
                reports.find(property.value(), id.value()).map(e -> e);
            case WidgetSubject.OfBoard(BoardId id) ->
                boards.find(property.value(), id.value()).map(e -> e);
        };
    }

    private Optional<SharedEntity> findForUpdate(PropertyId property, WidgetSubject shared) {
        return switch (shared) {
            case WidgetSubject.OfReport(ReportId id) ->
                reports.findForUpdate(property.value(), id.value()).map(e -> e);
            case WidgetSubject.OfBoard(BoardId id) ->
                boards.findForUpdate(property.value(), id.value()).map(e -> e);
        };
    }

    /** The locked row, changed by {@code change}, its change noted for the kept lookups. */
    private void change(PropertyId property, WidgetSubject shared, java.util.function.Consumer<SharedEntity> change) {
        SharedEntity entity = findForUpdate(property, shared).orElseThrow();
        change.accept(entity);
        entity.updatedAt = Instant.now();
        lookupsChanged.fire(WidgetLookupsChanged.EVENT);
    }

    @Override
    public Optional<WidgetAccess> access(PropertyId property, WidgetSubject shared) {
        return find(property, shared).map(SharingMapper::access);
    }

    @Override
    public Optional<WidgetAccess> lockAccess(PropertyId property, WidgetSubject shared) {
        return findForUpdate(property, shared).map(SharingMapper::access);
    }

    @Override
    public void saveAccess(PropertyId property, WidgetSubject shared, WidgetAccess access) {
        change(property, shared, entity -> SharingMapper.applyAccess(entity, access));
        // flushed now so that a unique public ID is checked inside the locked section
        reports.flush();
    }

    @Override
    public List<EmbedOrigin> allowedOrigins(PropertyId property, WidgetSubject shared) {
        return find(property, shared)
                .map(entity -> SharingMapper.origins(entity.allowedOrigins))
                .orElse(List.of());
    }

    @Override
    public void saveAllowedOrigins(PropertyId property, WidgetSubject shared, List<EmbedOrigin> origins) {
        change(
                property,
                shared,
                entity -> entity.allowedOrigins =
                        origins.stream().map(EmbedOrigin::value).toArray(String[]::new));
    }

    @Override
    public EmbedSettings embedSettings(PropertyId property, WidgetSubject shared) {
        return find(property, shared).map(SharingMapper::embedSettings).orElse(EmbedSettings.NONE);
    }

    @Override
    public void saveEmbedSettings(PropertyId property, WidgetSubject shared, EmbedSettings settings) {
        // the widget lookups answer the period choices: the kept answers must go
        change(property, shared, entity -> SharingMapper.applyEmbedSettings(entity, settings));
    }

    @Override
    public boolean allowDownload(PropertyId property, WidgetSubject shared) {
        return find(property, shared).map(entity -> entity.allowDownload).orElse(false);
    }

    @Override
    public void saveAllowDownload(PropertyId property, WidgetSubject shared, boolean allowDownload) {
        change(property, shared, entity -> entity.allowDownload = allowDownload);
    }
}
