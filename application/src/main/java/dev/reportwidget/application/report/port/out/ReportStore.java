package dev.reportwidget.application.report.port.out;

import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.ReportId;
import java.util.List;
import java.util.Optional;

/** Outbound port: saved reports, always addressed within one property. */
public interface ReportStore {
    /** Stores a new report at revision 1 with widget access disabled. */
    Report insert(PropertyId property, ReportDefinition definition);

    Optional<Report> find(PropertyId property, ReportId id);

    List<Report> list(PropertyId property);

    /** Replaces the definition and bumps the revision; empty when there is no such report. */
    Optional<Report> update(PropertyId property, ReportId id, ReportDefinition definition);

    boolean delete(PropertyId property, ReportId id);
}
