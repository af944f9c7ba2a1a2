package dev.reportwidget.domain.calendar;

import java.time.DateTimeException;
import java.time.LocalTime;
import java.util.Optional;

/**
 * A time of day written {@code HH:MM:SS}, 00:00:00 to 23:59:59: a record's time as clients write
 * and read it, and as it is sent to the database as text.
 */
public final class TimeOfDay {

    private TimeOfDay() {}

    /** The time, or empty when the text is not a time of day in {@code HH:MM:SS}. */
    public static Optional<LocalTime> parse(String text) {
        // read by hand, like CalendarDay: an import parses a time per row
        if (text == null || text.length() != 8 || text.charAt(2) != ':' || text.charAt(5) != ':') {
            return Optional.empty();
        }
        int hour = CalendarDay.digits(text, 0, 2);
        int minute = CalendarDay.digits(text, 3, 5);
        int second = CalendarDay.digits(text, 6, 8);
        if (hour < 0 || minute < 0 || second < 0) {
            return Optional.empty();
        }
        try {
            return Optional.of(LocalTime.of(hour, minute, second));
        } catch (DateTimeException notATime) {
            return Optional.empty();
        }
    }

    /** The time as {@code HH:MM:SS} (seconds always written, fractions dropped). */
    public static String format(LocalTime time) {
        char[] text = {'0', '0', ':', '0', '0', ':', '0', '0'};
        two(text, 0, time.getHour());
        two(text, 3, time.getMinute());
        two(text, 6, time.getSecond());
        return new String(text);
    }

    private static void two(char[] text, int at, int value) {
        text[at] = (char) ('0' + value / 10);
        text[at + 1] = (char) ('0' + value % 10);
    }
}
