package dev.reportwidget.domain.report;

import java.time.LocalDate;
import java.util.Objects;

/** The span of days a report covers. */
public sealed interface Period {

    /** The days covered when today (in the property's time zone) is {@code today}. */
    DateRange range(LocalDate today);

    /**
     * The last {@code count} units ending with the current one: the current unit counts whole, so
     * "last 2 weeks" is last week and this week, Monday to Sunday.
     */
    record Relative(int count, CalendarUnit unit) implements Period {
        public static final int MAX_COUNT = 10_000;

        public Relative {
            Objects.requireNonNull(unit, "unit");
            if (count < 1 || count > MAX_COUNT) {
                throw new IllegalArgumentException("count must be within 1.." + MAX_COUNT);
            }
        }

        @Override
        public DateRange range(LocalDate today) {
            LocalDate currentStart = unit.startOf(today);
            return new DateRange(unit.plus(currentStart, -(count - 1L)), unit.endOf(today));
        }
    }

    /** Fixed calendar days, both ends included. */
    record Absolute(DateRange days) implements Period {
        public Absolute {
            Objects.requireNonNull(days, "days");
        }

        @Override
        public DateRange range(LocalDate today) {
            return days;
        }
    }
}
