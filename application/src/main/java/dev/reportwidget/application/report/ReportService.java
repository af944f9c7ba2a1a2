package dev.reportwidget.application.report;

import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.application.report.port.in.ManageReportsUseCase;
import dev.reportwidget.application.report.port.out.RecordLabels;
import dev.reportwidget.application.report.port.out.ReportStore;
import dev.reportwidget.domain.error.NotFoundException;
import dev.reportwidget.domain.property.Capability;
import dev.reportwidget.domain.report.Dimension;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportDraft;
import dev.reportwidget.domain.report.ReportId;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

/** Create, read, update and delete saved reports within the caller's property. */
public final class ReportService implements ManageReportsUseCase {

    /** The most custom data keys the editor offers to break down by. */
    static final int CUSTOM_KEYS_OFFERED = 50;

    private final ReportStore store;
    private final RecordLabels labels;
    private final Clock clock;

    public ReportService(ReportStore store, RecordLabels labels, Clock clock) {
        this.store = store;
        this.labels = labels;
        this.clock = clock;
    }

    @Override
    public Report create(PropertyContext context, ReportDraft draft) {
        context.require(Capability.REPORTS_WRITE);
        return store.insert(
                context.propertyId(), draft.validate(context.property().today(clock)));
    }

    @Override
    public List<Report> list(PropertyContext context) {
        context.require(Capability.REPORTS_READ);
        return store.list(context.propertyId());
    }

    @Override
    public Report get(PropertyContext context, ReportId id) {
        context.require(Capability.REPORTS_READ);
        return store.find(context.propertyId(), id).orElseThrow(() -> notFound(id));
    }

    @Override
    public Report update(PropertyContext context, ReportId id, ReportDraft draft) {
        context.require(Capability.REPORTS_WRITE);
        store.find(context.propertyId(), id).orElseThrow(() -> notFound(id));
        return store.update(
                        context.propertyId(),
                        id,
                        draft.validate(context.property().today(clock)))
                .orElseThrow(() -> notFound(id));
    }

    @Override
    public void delete(PropertyContext context, ReportId id) {
        context.require(Capability.REPORTS_WRITE);
        if (!store.delete(context.propertyId(), id)) {
            throw notFound(id);
        }
    }

    @Override
    public List<Dimension> dimensions(PropertyContext context) {
        context.require(Capability.REPORTS_READ);
        List<Dimension> offered = new ArrayList<>(Dimension.RECORD_LABELS);
        labels.customDataKeys(context.propertyId(), CUSTOM_KEYS_OFFERED).stream()
                .filter(Dimension::isCustomKey)
                .map(Dimension::customData)
                .forEach(offered::add);
        return List.copyOf(offered);
    }

    /** The one answer for a report that is not in the caller's property, whatever the use case. */
    public static NotFoundException notFound(ReportId id) {
        return new NotFoundException("report " + id + " does not exist in this property");
    }
}
