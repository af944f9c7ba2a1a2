package dev.reportwidget.domain.widget;

import dev.reportwidget.domain.report.CalendarUnit;
import dev.reportwidget.domain.report.DateRange;
import dev.reportwidget.domain.report.Period;
import java.time.LocalDate;
import java.util.Objects;
import java.util.Optional;

/**
 * A period that replaces the report's own for one load: a preset counted back from today, or fixed
 * days. The presets are the wire names of the {@code period=} option; a signed embed may lock one
 * in its token, or name its own days.
 */
public sealed interface EmbedPeriod permits EmbedPeriod.Preset, EmbedPeriod.Days {

    /** The report period this stands for when today (in the property's time zone) is {@code today}. */
    Period period(LocalDate today);

    /** The last 7, 30 or 90 days, the last 12 months, or the year to date; the current day or month included. */
    enum Preset implements EmbedPeriod {
        LAST_7_DAYS("7d"),
        LAST_30_DAYS("30d"),
        LAST_90_DAYS("90d"),
        LAST_12_MONTHS("12m"),
        YEAR_TO_DATE("ytd");

        private final String wireName;

        Preset(String wireName) {
            this.wireName = wireName;
        }

        public String wireName() {
            return wireName;
        }

        public static Optional<Preset> fromWireName(String raw) {
            for (Preset preset : values()) {
                if (preset.wireName.equals(raw)) {
                    return Optional.of(preset);
                }
            }
            return Optional.empty();
        }

        @Override
        public Period period(LocalDate today) {
            return switch (this) {
                case LAST_7_DAYS -> new Period.Relative(7, CalendarUnit.DAY);
                case LAST_30_DAYS -> new Period.Relative(30, CalendarUnit.DAY);
                case LAST_90_DAYS -> new Period.Relative(90, CalendarUnit.DAY);
                case LAST_12_MONTHS -> new Period.Relative(12, CalendarUnit.MONTH);
                case YEAR_TO_DATE -> new Period.Absolute(new DateRange(today.withDayOfYear(1), today));
            };
        }
    }

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
}
