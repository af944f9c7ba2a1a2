package dev.reportwidget.domain.report;

import java.time.LocalDate;
import java.util.Objects;

/** An inclusive range of calendar days. */
public record DateRange(LocalDate from, LocalDate to) {
    public DateRange {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        if (to.isBefore(from)) {
            throw new IllegalArgumentException("a range ends on or after its start");
        }
    }

    public boolean contains(LocalDate day) {
        return !day.isBefore(from) && !day.isAfter(to);
    }
}
