package dev.reportwidget.application.widget.port.out;

import dev.reportwidget.domain.board.Board;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.WidgetSubject;
import java.util.Map;
import java.util.Objects;

/**
 * A shared widget as its lookup finds it: a report or a board, with its property and its sharing.
 * Both kinds are looked up, admitted, calculated, cached and counted alike; a board also brings the
 * reports its items show.
 */
public sealed interface SharedSubject permits SharedSubject.OfReport, SharedSubject.OfBoard {

    Property property();

    Sharing sharing();

    /** Which report or board this is. */
    WidgetSubject subject();

    /** The same answer, served while the database cannot be reached. */
    SharedSubject asStale();

    /** A report's chart or number widget. */
    record OfReport(Report report, Property property, Sharing sharing) implements SharedSubject {
        public OfReport {
            Objects.requireNonNull(report, "report");
            Objects.requireNonNull(property, "property");
            Objects.requireNonNull(sharing, "sharing");
        }

        @Override
        public WidgetSubject subject() {
            return WidgetSubject.of(report.id());
        }

        @Override
        public OfReport asStale() {
            return new OfReport(report, property, sharing.asStale());
        }
    }

    /**
     * A board, with the reports its items show as they are now (a deleted report is absent).
     *
     * @param reports the board's reports by ID, each at its current revision
     */
    record OfBoard(Board board, Property property, Sharing sharing, Map<ReportId, Report> reports)
            implements SharedSubject {
        public OfBoard {
            Objects.requireNonNull(board, "board");
            Objects.requireNonNull(property, "property");
            Objects.requireNonNull(sharing, "sharing");
            reports = Map.copyOf(reports);
        }

        @Override
        public WidgetSubject subject() {
            return WidgetSubject.of(board.id());
        }

        @Override
        public OfBoard asStale() {
            return new OfBoard(board, property, sharing.asStale(), reports);
        }
    }
}
