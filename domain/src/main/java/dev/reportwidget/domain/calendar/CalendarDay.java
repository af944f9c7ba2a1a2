package dev.reportwidget.domain.calendar;

import dev.reportwidget.domain.error.Violations;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.Optional;

/**
 * A day written {@code YYYY-MM-DD}: four digits of a year 1 to 9999, a real calendar date. Java's
 * ISO parsing also takes year 0, negative years and signed five-digit years ({@code 0000-01-01},
 * {@code -0001-01-01}, {@code +10000-01-01}); such days could be stored but no date range would
 * find them again.
 */
public final class CalendarDay {

    public static final String RULE = "must be a calendar date YYYY-MM-DD of a year 1 to 9999";

    private CalendarDay() {}

    /** What to tell a person who wrote {@code rejected} for a day. */
    public static String message(String rejected) {
        return Violations.quoted(rejected) + " is not a day: write it as YYYY-MM-DD, such as 2026-11-20, of a year 1"
                + " to 9999.";
    }

    /** The day, or empty when the text is not a day of years 1 to 9999 in {@code YYYY-MM-DD}. */
    public static Optional<LocalDate> parse(String text) {
        // read by hand: an import parses a day per row, and a formatter costs several times this
        if (text == null || text.length() != 10 || text.charAt(4) != '-' || text.charAt(7) != '-') {
            return Optional.empty();
        }
        int year = digits(text, 0, 4);
        int month = digits(text, 5, 7);
        int day = digits(text, 8, 10);
        if (year < 1 || month < 0 || day < 0) {
            return Optional.empty();
        }
        try {
            return Optional.of(LocalDate.of(year, month, day));
        } catch (DateTimeException notADay) {
            return Optional.empty();
        }
    }

    /**
     * The decimal number written by ASCII digits from {@code from} to {@code to} (exclusive) of
     * {@code text}; -1 when one of them is not an ASCII digit.
     */
    static int digits(String text, int from, int to) {
        int number = 0;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            number = number * 10 + (c - '0');
        }
        return number;
    }
}
