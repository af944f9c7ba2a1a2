package dev.reportwidget.adapters.console;

import dev.reportwidget.domain.property.Property;
import java.math.BigDecimal;
import java.text.NumberFormat;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.Locale;

/**
 * How the console writes a property's numbers, days and moments: in the property's language, and
 * moments in its time zone ({@code 1,349.4} and {@code Nov 20, 2026} in English, {@code 1.349,4} and
 * {@code 20.11.2026} in German).
 */
public final class Formats {

    /** A record's value has at most six decimals: all of them are shown. */
    private static final int VALUE_DECIMALS = 6;

    private final Locale locale;
    private final ZoneId zone;
    private final DateTimeFormatter day;
    private final DateTimeFormatter time;
    private final DateTimeFormatter moment;

    public Formats(Locale locale, ZoneId zone) {
        this.locale = locale;
        this.zone = zone;
        this.day = DateTimeFormatter.ofLocalizedDate(FormatStyle.MEDIUM).withLocale(locale);
        this.time = DateTimeFormatter.ofLocalizedTime(FormatStyle.MEDIUM).withLocale(locale);
        this.moment = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM, FormatStyle.SHORT)
                .withLocale(locale)
                .withZone(zone);
    }

    public static Formats of(Property property) {
        return new Formats(property.locale(), property.timezone());
    }

    public String day(LocalDate date) {
        return day.format(date);
    }

    public String time(LocalTime clock) {
        return time.format(clock);
    }

    /** A moment in the property's time zone. */
    public String moment(Instant instant) {
        return moment.format(instant);
    }

    /** A number with its group separators and every decimal it has. */
    public String number(BigDecimal value) {
        NumberFormat format = NumberFormat.getNumberInstance(locale);
        format.setMaximumFractionDigits(VALUE_DECIMALS);
        return format.format(value);
    }

    public String number(long value) {
        return NumberFormat.getIntegerInstance(locale).format(value);
    }

    public ZoneId zone() {
        return zone;
    }
}
