package dev.reportwidget.domain.calendar;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A day written {@code YYYY-MM-DD}: four digits of a year 1 to 9999, a real calendar date. Java's
 * ISO parsing also takes year 0, negative years and signed five-digit years ({@code 0000-01-01},
 * {@code -0001-01-01}, {@code +10000-01-01}); such days could be stored but no date range would
 * find them again.
 */
public final class CalendarDay {

    public static final String RULE = "must be a calendar date YYYY-MM-DD of a year 1 to 9999";

    private static final Pattern SHAPE = Pattern.compile("^[0-9]{4}-[0-9]{2}-[0-9]{2}$");
    private static final DateTimeFormatter DAY =
            DateTimeFormatter.ofPattern("uuuu-MM-dd").withResolverStyle(ResolverStyle.STRICT);

    private CalendarDay() {}

    /** The day, or empty when the text is not a day of years 1 to 9999 in {@code YYYY-MM-DD}. */
    public static Optional<LocalDate> parse(String text) {
        if (text == null || !SHAPE.matcher(text).matches()) {
            return Optional.empty();
        }
        try {
            LocalDate day = LocalDate.parse(text, DAY);
            return day.getYear() >= 1 ? Optional.of(day) : Optional.empty();
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
