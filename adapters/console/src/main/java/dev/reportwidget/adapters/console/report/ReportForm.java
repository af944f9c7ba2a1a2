package dev.reportwidget.adapters.console.report;

import dev.reportwidget.adapters.console.EditorForm;
import dev.reportwidget.adapters.console.FormFields;
import dev.reportwidget.adapters.console.PeriodForm;
import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.report.Appearance;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.ReportDraft;
import dev.reportwidget.domain.report.ValueFormat;
import jakarta.ws.rs.core.MultivaluedMap;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The report editor's form as the person filled it in: every field as text, so what they typed is
 * shown again as it was, with the use case's field errors beside the fields they name. Input names
 * are the API's field paths ({@code dataSets[1].label}, {@code period.last}), so an error of the
 * use case lands beside its input without a translation table.
 *
 * <p>Saving the form unchanged stores the report unchanged, field for field: every field of the
 * API's report is an input here (ReportFormRoundTripTest renders the form, reads it back as a browser
 * submits it and compares the saved definition).
 *
 * @param period the period inputs: {@code relative} ({@code last} and {@code unit}) or
 *     {@code absolute} ({@code from}, {@code to})
 * @param format the report's number format
 * @param errors field path to message
 */
public record ReportForm(
        String name,
        String desc,
        String chartType,
        PeriodForm period,
        String granularity,
        List<DataSetForm> dataSets,
        AppearanceForm appearance,
        FormatForm format,
        boolean stacked,
        Map<String, String> errors)
        implements EditorForm<ReportForm, ReportDraft> {

    public String error(String field) {
        return errors.get(field);
    }

    public boolean hasErrors() {
        return !errors.isEmpty();
    }

    public boolean relative() {
        return !period.absolute();
    }

    /** How to write a goal in the report's number format. */
    public String goalHint() {
        if (format.currencyStyle()) {
            return "An amount in " + (format.currency().isBlank() ? "the report's currency" : format.currency())
                    + ", such as 1500.";
        }
        if (format.style().equals(ValueFormat.Style.PERCENT.wireName())) {
            return "A share, as the report writes percentages: 0.25 is 25 %.";
        }
        return "A number, such as 1500.";
    }

    public boolean lastDataSet() {
        return dataSets.size() <= 1;
    }

    /** The form of a new report: one data set, the last 30 days by day, the built-in look. */
    public static ReportForm blank() {
        return new ReportForm(
                "",
                "",
                "line",
                new PeriodForm(PeriodForm.RELATIVE, "30", "day", "", ""),
                "day",
                List.of(DataSetForm.fresh(0)),
                AppearanceForm.of(Appearance.BUILT_IN),
                FormatForm.NONE,
                false,
                Map.of());
    }

    /** The form of a saved report. */
    public static ReportForm of(ReportDefinition report) {
        List<DataSetForm> sets = new ArrayList<>();
        for (int i = 0; i < report.dataSets().size(); i++) {
            sets.add(DataSetForm.of(i, report.dataSets().get(i)));
        }
        return new ReportForm(
                report.name(),
                report.desc(),
                report.chartType().wireName(),
                PeriodForm.of(report.period(), ""),
                report.granularity().wireName(),
                sets,
                AppearanceForm.of(report.appearance()),
                FormatForm.of(report.format()),
                report.stacked(),
                Map.of());
    }

    /** The form as posted; data sets are read up to {@code dataSetCount}. */
    public static ReportForm read(MultivaluedMap<String, String> form) {
        int count = 0;
        try {
            count = Math.max(
                    0,
                    Math.min(Integer.parseInt(FormFields.value(form, "dataSetCount")), ReportDefinition.MAX_DATA_SETS));
        } catch (NumberFormatException e) {
            // no data sets: the use case names the missing ones
        }
        List<DataSetForm> sets = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            sets.add(DataSetForm.read(form, i));
        }
        return new ReportForm(
                FormFields.value(form, "name"),
                // a browser sends a text area's line breaks as CR LF: the report keeps the LF it was shown with
                FormFields.value(form, "desc").replace("\r\n", "\n"),
                FormFields.value(form, "chartType"),
                PeriodForm.read(form),
                FormFields.value(form, "granularity"),
                sets,
                AppearanceForm.read(form),
                FormatForm.read(form),
                "true".equals(FormFields.value(form, "stacked")),
                Map.of());
    }

    /** A data set more, at the end. */
    public ReportForm added() {
        List<DataSetForm> sets = new ArrayList<>(dataSets);
        if (sets.size() < ReportDefinition.MAX_DATA_SETS) {
            sets.add(DataSetForm.fresh(sets.size()));
        }
        return withDataSets(sets);
    }

    public ReportForm removed(int index) {
        return withDataSets(FormFields.removed(dataSets, index));
    }

    /** The data set at {@code index} swapped with its neighbour {@code by} places away (-1: up, 1: down). */
    public ReportForm moved(int index, int by) {
        return withDataSets(FormFields.moved(dataSets, index, by));
    }

    private ReportForm withDataSets(List<DataSetForm> sets) {
        List<DataSetForm> renumbered = new ArrayList<>();
        for (int i = 0; i < sets.size(); i++) {
            renumbered.add(sets.get(i).at(i));
        }
        return new ReportForm(
                name, desc, chartType, period, granularity, renumbered, appearance, format, stacked, Map.of());
    }

    /** The same entries with these errors beside their fields. */
    @Override
    public ReportForm withErrors(List<FieldError> found) {
        Map<String, String> all = new LinkedHashMap<>();
        for (FieldError error : found) {
            all.merge(error.field(), error.message(), (a, b) -> a + "; " + b);
        }
        return new ReportForm(
                name,
                desc,
                chartType,
                period,
                granularity,
                dataSets.stream().map(set -> set.withErrors(all)).toList(),
                appearance,
                format,
                stacked,
                Map.copyOf(all));
    }

    /**
     * The draft the use case validates. Text that cannot even be read as the API's JSON would be (a
     * number field with letters, custom data that is no JSON object) is named in {@code unreadable},
     * as the API answers such a body 400 before any rule is checked.
     */
    @Override
    public ReportDraft draft(List<FieldError> unreadable) {
        List<ReportDraft.DataSetDraft> sets =
                dataSets.stream().map(set -> set.draft(unreadable)).toList();
        ReportDraft.PeriodDraft periodDraft = relative() ? period.relativeDraft(unreadable) : period.absoluteDraft();
        ReportDraft.AppearanceDraft look = appearance.draft(unreadable);
        ReportDraft.FormatDraft valueFormat = format.draft(unreadable);
        return new ReportDraft(
                name,
                desc,
                FormFields.emptyToNull(chartType),
                periodDraft,
                FormFields.emptyToNull(granularity),
                sets,
                look,
                valueFormat,
                stacked);
    }
}
