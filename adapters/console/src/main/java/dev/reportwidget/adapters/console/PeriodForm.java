package dev.reportwidget.adapters.console;

import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.report.Period;
import dev.reportwidget.domain.report.ReportDraft;
import jakarta.ws.rs.core.MultivaluedMap;
import java.util.List;

/**
 * The period inputs of an editor form ({@code period.kind}, {@code period.last}, {@code period.unit},
 * {@code period.from}, {@code period.to}), a report's and a board's alike, as typed.
 *
 * @param kind {@code relative} ({@code last} and {@code unit}) or {@code absolute} ({@code from},
 *     {@code to}); a board's form also has {@code reports} (each item's own report period)
 */
public record PeriodForm(String kind, String last, String unit, String from, String to) {

    public static final String RELATIVE = "relative";
    public static final String ABSOLUTE = "absolute";

    /** The inputs of {@code period}; {@code lastUnset} is the count shown when the period is not relative. */
    public static PeriodForm of(Period period, String lastUnset) {
        return new PeriodForm(
                period instanceof Period.Absolute ? ABSOLUTE : RELATIVE,
                period instanceof Period.Relative r ? String.valueOf(r.count()) : lastUnset,
                period instanceof Period.Relative r ? r.unit().wireName() : "day",
                period instanceof Period.Absolute a ? a.days().from().toString() : "",
                period instanceof Period.Absolute a ? a.days().to().toString() : "");
    }

    public static PeriodForm read(MultivaluedMap<String, String> form) {
        return new PeriodForm(
                FormFields.value(form, "period.kind"),
                FormFields.value(form, "period.last"),
                FormFields.value(form, "period.unit"),
                FormFields.value(form, "period.from"),
                FormFields.value(form, "period.to"));
    }

    public PeriodForm withKind(String other) {
        return new PeriodForm(other, last, unit, from, to);
    }

    public boolean relative() {
        return RELATIVE.equals(kind);
    }

    public boolean absolute() {
        return ABSOLUTE.equals(kind);
    }

    /** The relative period as typed; a count that is no number is named in {@code unreadable}. */
    public ReportDraft.PeriodDraft relativeDraft(List<FieldError> unreadable) {
        return new ReportDraft.PeriodDraft(
                FormFields.number(
                        "period.last",
                        last,
                        unreadable,
                        "Enter a whole number of " + (unit == null || unit.isBlank() ? "days" : unit + "s")
                                + ", such as 30."),
                FormFields.emptyToNull(unit),
                null,
                null);
    }

    public ReportDraft.PeriodDraft absoluteDraft() {
        return new ReportDraft.PeriodDraft(null, null, FormFields.emptyToNull(from), FormFields.emptyToNull(to));
    }
}
