package dev.reportwidget.domain.report;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** A calendar step: the unit of a relative period and the bucket size of a report's date axis. */
public enum CalendarUnit {
    DAY {
        @Override
        public LocalDate startOf(LocalDate date) {
            return date;
        }

        @Override
        public LocalDate plus(LocalDate date, long count) {
            return date.plusDays(count);
        }

        @Override
        public String label(LocalDate bucketStart) {
            return bucketStart.toString();
        }
    },
    /** ISO weeks: a week starts on Monday and is labelled with that Monday. */
    WEEK {
        @Override
        public LocalDate startOf(LocalDate date) {
            return date.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY));
        }

        @Override
        public LocalDate plus(LocalDate date, long count) {
            return date.plusWeeks(count);
        }

        @Override
        public String label(LocalDate bucketStart) {
            return bucketStart.toString();
        }
    },
    MONTH {
        private static final DateTimeFormatter YEAR_MONTH = DateTimeFormatter.ofPattern("uuuu-MM");

        @Override
        public LocalDate startOf(LocalDate date) {
            return date.withDayOfMonth(1);
        }

        @Override
        public LocalDate plus(LocalDate date, long count) {
            return date.plusMonths(count);
        }

        @Override
        public String label(LocalDate bucketStart) {
            return YEAR_MONTH.format(bucketStart);
        }
    };

    /** The first day of the unit that contains {@code date}. */
    public abstract LocalDate startOf(LocalDate date);

    public abstract LocalDate plus(LocalDate date, long count);

    /** The axis label of the bucket that starts on {@code bucketStart}. */
    public abstract String label(LocalDate bucketStart);

    /** The last day of the unit that contains {@code date}. */
    public LocalDate endOf(LocalDate date) {
        return plus(startOf(date), 1).minusDays(1);
    }

    /** How many buckets of this unit the inclusive range touches. */
    public long bucketsIn(DateRange range) {
        LocalDate first = startOf(range.from());
        LocalDate last = startOf(range.to());
        return switch (this) {
            case DAY -> ChronoUnit.DAYS.between(first, last) + 1;
            case WEEK -> ChronoUnit.WEEKS.between(first, last) + 1;
            case MONTH -> ChronoUnit.MONTHS.between(first, last) + 1;
        };
    }

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<CalendarUnit> fromWireName(String wireName) {
        return Arrays.stream(values())
                .filter(u -> u.wireName().equals(wireName))
                .findFirst();
    }
}
