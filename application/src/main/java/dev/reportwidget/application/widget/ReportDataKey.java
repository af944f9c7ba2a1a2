package dev.reportwidget.application.widget;

import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.DataScope;
import java.util.Objects;

/**
 * What calculated data is kept under: the report revision and the part of its data a load shows,
 * so that a signed embed limited to one customer's records never gets another's.
 */
public record ReportDataKey(ReportId report, long revision, DataScope scope) {
    public ReportDataKey {
        Objects.requireNonNull(report, "report");
        Objects.requireNonNull(scope, "scope");
    }

    /** The whole report's data of this revision. */
    public static ReportDataKey of(ReportId report, long revision) {
        return new ReportDataKey(report, revision, DataScope.WHOLE);
    }
}
