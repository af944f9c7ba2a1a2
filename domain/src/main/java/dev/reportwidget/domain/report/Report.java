package dev.reportwidget.domain.report;

import dev.reportwidget.domain.property.PropertyId;
import java.util.Objects;

/** A saved report of one property. Every change bumps {@code revision}, which caches key on. */
public record Report(ReportId id, PropertyId propertyId, long revision, ReportDefinition definition) {
    public Report {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(propertyId, "propertyId");
        Objects.requireNonNull(definition, "definition");
        if (revision < 1) {
            throw new IllegalArgumentException("revisions start at 1");
        }
    }
}
