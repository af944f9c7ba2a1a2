package dev.reportwidget.domain.property;

import java.time.LocalDate;
import java.util.Optional;

/**
 * How long a property keeps its records: for good, or a number of days counted back from today in
 * the property's time zone; records dated before that are deleted every day (docs/records.md#retention).
 *
 * @param days 0 for good, else {@value #MIN_DAYS} to {@value #MAX_DAYS}
 */
public record Retention(int days) {

    public static final int MIN_DAYS = 30;
    public static final int MAX_DAYS = 3650;

    /** Every record is kept until it is deleted or erased. */
    public static final Retention KEEP = new Retention(0);

    public Retention {
        if (days != 0 && (days < MIN_DAYS || days > MAX_DAYS)) {
            throw new IllegalArgumentException("retention of " + days + " days");
        }
    }

    /** The retention of a number of days as the API writes it: null keeps every record. */
    public static Retention ofDays(Integer days) {
        return days == null ? KEEP : new Retention(days);
    }

    /** Whether {@code days} (null: for good) is a retention a property may have. */
    public static boolean allows(Integer days) {
        return days == null || (days >= MIN_DAYS && days <= MAX_DAYS);
    }

    public boolean keepsAll() {
        return days == 0;
    }

    /** The number of days as the API writes it; null when every record is kept. */
    public Integer wireDays() {
        return keepsAll() ? null : days;
    }

    /**
     * The first date kept on {@code today} (the property's): a record dated {@code days} days ago is
     * that old and stays; one dated before is older and goes. Empty when every record is kept.
     */
    public Optional<LocalDate> firstKept(LocalDate today) {
        return keepsAll() ? Optional.empty() : Optional.of(today.minusDays(days));
    }
}
