package dev.reportwidget.adapters.console.report;

import dev.reportwidget.adapters.console.FormFields;
import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.report.Breakdown;
import dev.reportwidget.domain.report.Dimension;
import dev.reportwidget.domain.report.ReportDraft;
import jakarta.ws.rs.core.MultivaluedMap;
import java.util.List;
import java.util.Optional;

/**
 * A data set's "Break down by" inputs ({@code dataSets[0].breakdown.by}, {@code .top},
 * {@code .other}). An empty dimension is no breakdown; the dimension is kept exactly as chosen, as a
 * custom data key may hold spaces at either end.
 *
 * @param by the dimension's name ({@code source}, {@code custom_data.plan}), or empty
 * @param top how many values, as typed
 * @param other whether the rest is shown as one series
 */
public record BreakdownForm(String by, String top, boolean other) {

    static final BreakdownForm NONE = new BreakdownForm("", String.valueOf(Breakdown.DEFAULT_TOP), true);

    static BreakdownForm of(Optional<Breakdown> breakdown) {
        return breakdown
                .map(b -> new BreakdownForm(b.by().wireName(), String.valueOf(b.top()), b.other()))
                .orElse(NONE);
    }

    /** The inputs named {@code at.by}, {@code at.top} and {@code at.other} (a checkbox: absent is false). */
    static BreakdownForm read(MultivaluedMap<String, String> form, String at) {
        return new BreakdownForm(
                FormFields.value(form, at + ".by"),
                FormFields.value(form, at + ".top"),
                "true".equals(FormFields.value(form, at + ".other")));
    }

    public boolean given() {
        return !by.isEmpty();
    }

    /** The dimension's name as the editor lists it: a custom data key by itself, a label by its name. */
    public static String describe(Dimension dimension) {
        return dimension.customKey().map(key -> "Custom data: " + key).orElseGet(dimension::wireName);
    }

    /** The breakdown as typed, or null for none; a top that is no number is named in {@code unreadable}. */
    ReportDraft.BreakdownDraft draft(List<FieldError> unreadable, String at) {
        if (!given()) {
            return null;
        }
        return new ReportDraft.BreakdownDraft(
                by,
                FormFields.number(at + ".top", top, unreadable, "Enter a whole number of values from 1 to 50."),
                other);
    }
}
