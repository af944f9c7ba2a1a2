package dev.reportwidget.application.report.port.out;

import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.AggregatedValues;
import dev.reportwidget.domain.report.Buckets;
import dev.reportwidget.domain.report.DataSet;
import java.util.List;

/** Outbound port: aggregates of a property's records, every data set in one pass over a period. */
public interface RecordAggregates {

    /**
     * For each data set (same order), over its matching records dated inside the buckets' range:
     * the aggregated {@code value} of each bucket that holds any, by the day naming it, and the
     * aggregated value of all of them.
     */
    List<AggregatedValues> aggregate(PropertyId property, Buckets buckets, List<DataSet> dataSets);
}
