package dev.reportwidget.application.widget;

import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.WidgetAccess;
import java.util.Optional;
import java.util.concurrent.CompletionStage;

/**
 * Outbound port: reports as the widget endpoints see them, each with what decides access, read from
 * the source of truth on every call (never a cache), so that a disable, a rotation or a revocation
 * takes effect at once on every replica. Answers complete later, on a thread of the adapter's, so
 * that no request thread waits on the database; the adapter may answer concurrent calls together.
 */
public interface WidgetReports {

    /** A report published under an ID, with its property. */
    record Published(Report report, Property property) {}

    /** A report with its current widget access. */
    record Accessible(Report report, WidgetAccess access) {}

    /** The property of a live service token and, when that property has the report asked for, the report. */
    record TokenWidget(Property property, Optional<Accessible> report) {}

    /** The report whose current access is public with exactly this ID; empty for any other ID. */
    CompletionStage<Optional<Published>> findPublished(PublicId id);

    /**
     * What a live service token may see of a report (noting the token's use); empty for an unknown
     * or revoked token.
     */
    CompletionStage<Optional<TokenWidget>> findForServiceToken(Secret token, ReportId report);
}
