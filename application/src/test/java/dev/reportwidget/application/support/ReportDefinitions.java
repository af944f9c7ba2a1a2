package dev.reportwidget.application.support;

import dev.reportwidget.domain.report.Aggregation;
import dev.reportwidget.domain.report.Appearance;
import dev.reportwidget.domain.report.CalendarUnit;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.Period;
import dev.reportwidget.domain.report.ReportDefinition;
import java.util.ArrayList;
import java.util.List;

/** Test data: a valid report definition (a line chart of sales over the last 7 days), varied one field at a time. */
public final class ReportDefinitions {

    private String name = "Sales";
    private ChartType chartType = ChartType.LINE;
    private int dataSets = 1;

    private ReportDefinitions() {}

    public static ReportDefinitions aReport() {
        return new ReportDefinitions();
    }

    public ReportDefinitions named(String name) {
        this.name = name;
        return this;
    }

    public ReportDefinitions withChartType(ChartType chartType) {
        this.chartType = chartType;
        return this;
    }

    /** {@code count} data sets, "Series 0" to "Series n-1", each summing every record. */
    public ReportDefinitions withDataSets(int count) {
        this.dataSets = count;
        return this;
    }

    public ReportDefinition build() {
        List<DataSet> sets = new ArrayList<>();
        for (int i = 0; i < dataSets; i++) {
            sets.add(new DataSet("Series " + i, "#2f7ed8", Aggregation.SUM, DataSetFilter.ALL));
        }
        return new ReportDefinition(
                name,
                null,
                chartType,
                new Period.Relative(7, CalendarUnit.DAY),
                CalendarUnit.DAY,
                sets,
                Appearance.BUILT_IN);
    }
}
