package dev.reportwidget.application.widget.port.out;

import dev.reportwidget.domain.report.Comparison;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.DataScope;
import java.util.Objects;

/**
 * What calculated data is kept under: the report revision, the part of its data a load shows (so
 * that a signed embed limited to one customer's records never gets another's), and the earlier
 * period it is compared with (data without a comparison lacks the earlier period's).
 */
public record ReportDataKey(ReportId report, long revision, DataScope scope, Comparison comparison) {
    public ReportDataKey {
        Objects.requireNonNull(report, "report");
        Objects.requireNonNull(scope, "scope");
        Objects.requireNonNull(comparison, "comparison");
    }

    /** The key of data without a comparison. */
    public ReportDataKey(ReportId report, long revision, DataScope scope) {
        this(report, revision, scope, Comparison.NONE);
    }

    /** The whole report's data of this revision. */
    public static ReportDataKey of(ReportId report, long revision) {
        return new ReportDataKey(report, revision, DataScope.WHOLE);
    }
}
