package dev.reportwidget.adapters.console.widget;

import dev.reportwidget.domain.board.Board;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.widget.WidgetSubject;
import dev.reportwidget.domain.widget.WidgetUrls;
import java.util.Objects;

/**
 * A report or a board as its share page shows it, besides its settings.
 *
 * @param subject what is shared, which also says its kind
 * @param report the report's definition, whose data sets and chart type the embed builder offers;
 *     null for a board
 * @param parts how many data sets the report has, or items the board
 * @param serviceTokenPath where a backend loads it with a service token: a report's chart of every data set
 */
public record SharedSubject(
        WidgetSubject subject, String name, ReportDefinition report, int parts, String serviceTokenPath) {

    public SharedSubject {
        Objects.requireNonNull(subject, "subject");
        Objects.requireNonNull(name, "name");
    }

    public static SharedSubject of(Report report) {
        ReportDefinition definition = report.definition();
        StringBuilder indexes = new StringBuilder();
        for (int i = 0; i < definition.dataSets().size(); i++) {
            indexes.append(i == 0 ? "" : ",").append(i);
        }
        return new SharedSubject(
                WidgetSubject.of(report.id()),
                definition.name(),
                definition,
                definition.dataSets().size(),
                WidgetUrls.serviceTokenChart(report.id()) + "?" + WidgetUrls.CHART_TYPE + "="
                        + definition.chartType().wireName() + "&" + WidgetUrls.DATASET_INDEXES + "=" + indexes);
    }

    public static SharedSubject of(Board board) {
        return new SharedSubject(
                WidgetSubject.of(board.id()),
                board.definition().name(),
                null,
                board.definition().items().size(),
                WidgetUrls.serviceTokenBoard(board.id()));
    }

    public SharedKind kind() {
        return SharedKind.of(subject.kind());
    }

    public long id() {
        return subject.id();
    }

    /** The share page's path, such as {@code /console/reports/7/share}; its forms post below it. */
    public String path() {
        return kind().listPath() + "/" + id() + "/share";
    }

    /** The data sets the builder reads from a form: the report's, none for a board. */
    public int dataSets() {
        return report == null ? 0 : parts;
    }
}
