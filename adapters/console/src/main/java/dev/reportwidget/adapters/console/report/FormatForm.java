package dev.reportwidget.adapters.console.report;

import dev.reportwidget.adapters.console.FormFields;
import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.report.ReportDraft;
import dev.reportwidget.domain.report.ValueFormat;
import jakarta.ws.rs.core.MultivaluedMap;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The report editor's number format inputs, for the report ({@code format.style}, ...) or a data
 * set ({@code dataSets[0].format.style}, ...). An empty style is no format at all (plain numbers,
 * or the report's for a data set), which is not the same report as one with the decimal style
 * spelt out.
 */
public record FormatForm(String style, String currency, String maximumFractionDigits, String notation) {

    static final FormatForm NONE = new FormatForm("", "", "", ValueFormat.Notation.STANDARD.wireName());

    static FormatForm of(Optional<ValueFormat> format) {
        return format.map(f -> new FormatForm(
                        f.style().wireName(),
                        f.currency().orElse(""),
                        f.maximumFractionDigits().map(String::valueOf).orElse(""),
                        f.notation().wireName()))
                .orElse(NONE);
    }

    static FormatForm read(MultivaluedMap<String, String> form) {
        return read(form, "format");
    }

    /** The inputs named {@code at.style}, {@code at.currency} and so on. */
    static FormatForm read(MultivaluedMap<String, String> form, String at) {
        return new FormatForm(
                FormFields.value(form, at + ".style"),
                FormFields.value(form, at + ".currency"),
                FormFields.value(form, at + ".maximumFractionDigits"),
                FormFields.value(form, at + ".notation"));
    }

    /** Whether the form asks for a format: a style, or any other format field set. */
    public boolean given() {
        return !style.isBlank()
                || !currency.isBlank()
                || !maximumFractionDigits.isBlank()
                || !(notation.isBlank() || notation.equals(ValueFormat.Notation.STANDARD.wireName()));
    }

    public boolean currencyStyle() {
        return style.equals(ValueFormat.Style.CURRENCY.wireName());
    }

    /** The format as typed, or null when none is asked for; decimals that are no number are named in {@code unreadable}. */
    ReportDraft.FormatDraft draft(List<FieldError> unreadable) {
        return draft(unreadable, "format");
    }

    /** The format as typed in the inputs named {@code at.style} and so on; see {@link #draft(List)}. */
    ReportDraft.FormatDraft draft(List<FieldError> unreadable, String at) {
        if (!given()) {
            return null;
        }
        String code = FormFields.emptyToNull(currency);
        return new ReportDraft.FormatDraft(
                FormFields.emptyToNull(style),
                // a currency code as people type it (eur) is the code (EUR)
                code == null ? null : code.toUpperCase(Locale.ROOT),
                FormFields.number(
                        at + ".maximumFractionDigits",
                        maximumFractionDigits,
                        unreadable,
                        "Enter a whole number of decimals from 0 to 6."),
                FormFields.emptyToNull(notation));
    }
}
