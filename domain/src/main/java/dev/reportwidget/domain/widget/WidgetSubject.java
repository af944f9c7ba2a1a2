package dev.reportwidget.domain.widget;

import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.report.ReportId;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * What is shared: a report (its chart) or a board (several widgets in one embed). Both share
 * alike, with the same access states, settings, lookups and signed tokens; this names which one.
 */
public sealed interface WidgetSubject permits WidgetSubject.OfReport, WidgetSubject.OfBoard {

    /** A report ID as a signed token's {@code sub} names it: a positive decimal number, nothing else. */
    Pattern REPORT_SUB = Pattern.compile("^[1-9][0-9]{0,17}$");

    /** A board as a signed token's {@code sub} names it: {@code board:} and its ID. */
    String BOARD_PREFIX = "board:";

    static WidgetSubject of(ReportId report) {
        return new OfReport(report);
    }

    static WidgetSubject of(BoardId board) {
        return new OfBoard(board);
    }

    /** The subject's ID within its kind. */
    long id();

    /** Whether it is a report or a board. */
    Kind kind();

    /** The two kinds of shared widget; {@link #toString()} is how messages and stored rows name them. */
    enum Kind {
        REPORT,
        BOARD;

        private final String wireName = name().toLowerCase(Locale.ROOT);

        @Override
        public String toString() {
            return wireName;
        }
    }

    /** As a signed embed token's {@code sub} names it: {@code 42} for a report, {@code board:42} for a board. */
    String tokenSubject();

    /**
     * The subject a signed embed token's {@code sub} names; empty for anything but a report ID
     * ({@code 42}) or {@code board:} and a board ID ({@code board:42}).
     */
    static Optional<WidgetSubject> fromTokenSubject(String sub) {
        if (sub == null) {
            return Optional.empty();
        }
        if (REPORT_SUB.matcher(sub).matches()) {
            return Optional.of(of(new ReportId(Long.parseLong(sub))));
        }
        if (sub.startsWith(BOARD_PREFIX)
                && REPORT_SUB.matcher(sub.substring(BOARD_PREFIX.length())).matches()) {
            return Optional.of(of(new BoardId(Long.parseLong(sub.substring(BOARD_PREFIX.length())))));
        }
        return Optional.empty();
    }

    /** A report: its chart widget. */
    record OfReport(ReportId report) implements WidgetSubject {
        public OfReport {
            Objects.requireNonNull(report, "report");
        }

        @Override
        public long id() {
            return report.value();
        }

        @Override
        public Kind kind() {
            return Kind.REPORT;
        }

        @Override
        public String tokenSubject() {
            return Long.toString(report.value());
        }

        @Override
        public String toString() {
            return kind() + " " + report;
        }
    }

    /** A board: its widgets in one embed. */
    record OfBoard(BoardId board) implements WidgetSubject {
        public OfBoard {
            Objects.requireNonNull(board, "board");
        }

        @Override
        public long id() {
            return board.value();
        }

        @Override
        public Kind kind() {
            return Kind.BOARD;
        }

        @Override
        public String tokenSubject() {
            return BOARD_PREFIX + board.value();
        }

        @Override
        public String toString() {
            return kind() + " " + board;
        }
    }
}
