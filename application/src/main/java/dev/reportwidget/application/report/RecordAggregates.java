package dev.reportwidget.application.report;

import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.DateAxis;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

/** Outbound port: aggregates of a property's records, every data set in one pass over the period. */
public interface RecordAggregates {

    /**
     * For each data set (same order), the aggregated {@code value} of each bucket of the axis that
     * holds matching records dated inside the axis's range. Buckets without records are absent.
     */
    List<Map<LocalDate, BigDecimal>> aggregate(PropertyId property, DateAxis axis, List<DataSet> dataSets);
}
