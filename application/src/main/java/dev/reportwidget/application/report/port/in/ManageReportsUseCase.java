package dev.reportwidget.application.report.port.in;

import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.domain.report.Dimension;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportDraft;
import dev.reportwidget.domain.report.ReportId;
import java.util.List;

/** Saved report configuration: reading needs {@code reports.read}, changing {@code reports.write}. */
public interface ManageReportsUseCase {
    Report create(PropertyContext context, ReportDraft draft);

    List<Report> list(PropertyContext context);

    /** @throws dev.reportwidget.domain.error.NotFoundException also when the report is another property's */
    Report get(PropertyContext context, ReportId id);

    /** Replaces the definition and bumps the revision. */
    Report update(PropertyContext context, ReportId id, ReportDraft draft);

    /** Deletes the report; its public URL dies with it. */
    void delete(PropertyContext context, ReportId id);

    /**
     * What a data set of this property may be broken down by, as the editor offers it: the labels
     * every record has, then the custom data keys its latest records carry, the most frequent first.
     */
    List<Dimension> dimensions(PropertyContext context);
}
