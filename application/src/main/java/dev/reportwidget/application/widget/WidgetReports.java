package dev.reportwidget.application.widget;

import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.WidgetAccess;
import java.util.Optional;

/**
 * Outbound port: reports as the widget endpoints see them, each with what decides access, read from
 * the source of truth on every call (one look each, never a cache), so that a disable or a rotation
 * takes effect at once on every replica.
 */
public interface WidgetReports {

    /** A report published under an ID, with its property. */
    record Published(Report report, Property property) {}

    /** A report with its current widget access. */
    record Accessible(Report report, WidgetAccess access) {}

    /** The report whose current access is public with exactly this ID; empty for any other ID. */
    Optional<Published> findPublished(PublicId id);

    /** The report of this property with its current access; empty when the property has no such report. */
    Optional<Accessible> findWithAccess(PropertyId property, ReportId report);
}
