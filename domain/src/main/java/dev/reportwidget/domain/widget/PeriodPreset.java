package dev.reportwidget.domain.widget;

import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.report.CalendarUnit;
import dev.reportwidget.domain.report.DateRange;
import dev.reportwidget.domain.report.Period;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A period a viewer may pick for a widget ({@code period=}) when the owner offers it in the
 * settings' {@code periodChoices}: it replaces the report's own period for that load, with the
 * report's granularity. A signed embed's token may lock one too, whether offered or not.
 */
public enum PeriodPreset implements EmbedPeriod {
    /** Today and the six days before it. */
    LAST_7_DAYS("7d"),
    LAST_30_DAYS("30d"),
    LAST_90_DAYS("90d"),
    /** The current month and the eleven before it, each counted whole (like a report's relative months). */
    LAST_12_MONTHS("12m"),
    /** From 1 January of the current year to today. */
    YEAR_TO_DATE("ytd");

    /** The wire names, comma-separated, for messages and documentation. */
    public static final String WIRE_NAMES =
            Arrays.stream(values()).map(PeriodPreset::wireName).collect(Collectors.joining(", "));

    private final String wireName;

    PeriodPreset(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    /** The preset of this wire name (case-sensitive); empty for anything else. */
    public static Optional<PeriodPreset> fromWireName(String raw) {
        return Arrays.stream(values()).filter(p -> p.wireName.equals(raw)).findFirst();
    }

    /**
     * Reads the {@code period} value of a request; {@code null} (absent) is the report's own period.
     * Whether the widget offers the preset is checked once the report is found.
     *
     * @throws InvalidRequestException for anything but the wire names
     */
    public static Optional<PeriodPreset> parse(String raw) {
        if (raw == null) {
            return Optional.empty();
        }
        return Optional.of(fromWireName(raw)
                .orElseThrow(() -> new InvalidRequestException("period must be one of " + WIRE_NAMES)));
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

    /** The days covered when today (in the property's time zone) is {@code today}. */
    public DateRange range(LocalDate today) {
        return period(today).range(today);
    }

    @Override
    public String toString() {
        return wireName;
    }
}
