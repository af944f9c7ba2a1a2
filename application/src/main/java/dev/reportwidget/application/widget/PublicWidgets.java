package dev.reportwidget.application.widget;

import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.widget.PublicId;
import java.util.Optional;

/** Outbound port: the report behind a live public ID, read from the source of truth on every call. */
public interface PublicWidgets {

    /** A report published under an ID, with its property. */
    record Published(Report report, Property property) {}

    /** The report whose current access is public with exactly this ID; empty for any other ID. */
    Optional<Published> findPublished(PublicId id);
}
