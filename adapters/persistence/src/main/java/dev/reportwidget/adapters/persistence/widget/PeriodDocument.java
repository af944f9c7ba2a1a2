package dev.reportwidget.adapters.persistence.widget;

import dev.reportwidget.domain.report.CalendarUnit;
import dev.reportwidget.domain.report.DateRange;
import dev.reportwidget.domain.report.Period;
import java.time.LocalDate;

/**
 * A period as a report's and a board's stored definition hold it (their {@code period} member):
 * {@code {"last": 30, "unit": "day"}} for the last units up to today, {@code {"from": "2026-01-01",
 * "to": "2026-03-31"}} for fixed days.
 */
public record PeriodDocument(Integer last, String unit, String from, String to) {

    public static PeriodDocument of(Period period) {
        return switch (period) {
            case Period.Relative relative ->
                new PeriodDocument(relative.count(), relative.unit().wireName(), null, null);
            case Period.Absolute absolute ->
                new PeriodDocument(
                        null,
                        null,
                        absolute.days().from().toString(),
                        absolute.days().to().toString());
        };
    }

    public Period toPeriod() {
        if (last != null) {
            return new Period.Relative(last, CalendarUnit.fromWireName(unit).orElseThrow());
        }
        return new Period.Absolute(new DateRange(LocalDate.parse(from), LocalDate.parse(to)));
    }
}
