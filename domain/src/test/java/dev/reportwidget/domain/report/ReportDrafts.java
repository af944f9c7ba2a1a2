package dev.reportwidget.domain.report;

import dev.reportwidget.domain.report.ReportDraft.AppearanceDraft;
import dev.reportwidget.domain.report.ReportDraft.DataSetDraft;
import dev.reportwidget.domain.report.ReportDraft.FilterDraft;
import dev.reportwidget.domain.report.ReportDraft.PeriodDraft;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/** Test data: a valid report draft with only the required fields, varied one field at a time. */
final class ReportDrafts {

    private String name = "Sales vs costs";
    private String desc = "Last 30 days";
    private String chartType;
    private PeriodDraft period = lastDays(30);
    private String granularity;
    private List<DataSetDraft> dataSets = List.of(dataSet());
    private AppearanceDraft appearance;
    private ReportDraft.FormatDraft format;

    private ReportDrafts() {}

    static ReportDrafts aValidDraft() {
        return new ReportDrafts();
    }

    ReportDrafts withName(String name) {
        this.name = name;
        return this;
    }

    ReportDrafts withDesc(String desc) {
        this.desc = desc;
        return this;
    }

    ReportDrafts withChartType(String chartType) {
        this.chartType = chartType;
        return this;
    }

    ReportDrafts withPeriod(PeriodDraft period) {
        this.period = period;
        return this;
    }

    ReportDrafts withGranularity(String granularity) {
        this.granularity = granularity;
        return this;
    }

    ReportDrafts withDataSets(List<DataSetDraft> dataSets) {
        this.dataSets = dataSets == null ? null : new ArrayList<>(dataSets);
        return this;
    }

    ReportDrafts withDataSet(DataSetDraft dataSet) {
        return withDataSets(List.of(dataSet));
    }

    ReportDrafts withAppearance(AppearanceDraft appearance) {
        this.appearance = appearance;
        return this;
    }

    ReportDrafts withFormat(String style, String currency, BigDecimal maximumFractionDigits, String notation) {
        this.format = new ReportDraft.FormatDraft(style, currency, maximumFractionDigits, notation);
        return this;
    }

    ReportDraft build() {
        return new ReportDraft(name, desc, chartType, period, granularity, dataSets, appearance, format);
    }

    /** A data set with only its required fields: label and color. */
    static DataSetDraft dataSet() {
        return new DataSetDraft("Sales", "#2f7ed8", null, null);
    }

    static DataSetDraft dataSet(String label, String color, String aggregation, FilterDraft filter) {
        return new DataSetDraft(label, color, aggregation, filter);
    }

    static List<DataSetDraft> dataSets(int count) {
        return Collections.nCopies(count, dataSet());
    }

    static FilterDraft filter(
            String type, String activity, List<String> sources, List<String> tags, Map<String, Object> customData) {
        return new FilterDraft(type, activity, sources, tags, customData);
    }

    static PeriodDraft lastDays(int count) {
        return last(BigDecimal.valueOf(count), "day");
    }

    static PeriodDraft last(BigDecimal count, String unit) {
        return new PeriodDraft(count, unit, null, null);
    }

    static PeriodDraft between(String from, String to) {
        return new PeriodDraft(null, null, from, to);
    }
}
