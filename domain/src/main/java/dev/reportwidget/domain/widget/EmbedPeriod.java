package dev.reportwidget.domain.widget;

import dev.reportwidget.domain.report.DateRange;
import dev.reportwidget.domain.report.Period;
import java.time.LocalDate;
import java.util.Objects;

/**
 * A period that replaces the report's own for one load: a {@link PeriodPreset} counted back from
 * today (a viewer's {@code period=} pick, or a signed embed's locked preset), fixed days, which
 * only a signed embed's token can name, or the period of the board that shows the report.
 */
public sealed interface EmbedPeriod permits PeriodPreset, EmbedPeriod.Days, EmbedPeriod.OfBoard {

    /** The report period this stands for when today (in the property's time zone) is {@code today}. */
    Period period(LocalDate today);

    /** Fixed days, both ends included. */
    record Days(DateRange days) implements EmbedPeriod {
        public Days {
            Objects.requireNonNull(days, "days");
        }

        @Override
        public Period period(LocalDate today) {
            return new Period.Absolute(days);
        }
    }

    /** A board's own period, which replaces the report period of each of its items. */
    record OfBoard(Period board) implements EmbedPeriod {
        public OfBoard {
            Objects.requireNonNull(board, "board");
        }

        @Override
        public Period period(LocalDate today) {
            return board;
        }
    }
}
