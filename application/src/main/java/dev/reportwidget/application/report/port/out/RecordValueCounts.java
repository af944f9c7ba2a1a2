package dev.reportwidget.application.report.port.out;

import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.DateRange;
import dev.reportwidget.domain.report.Dimension;
import dev.reportwidget.domain.report.DimensionChoice;
import dev.reportwidget.domain.report.DimensionValues;
import java.util.List;

/** Outbound port: which values of some labels a property's records hold, the most frequent first. */
@FunctionalInterface
public interface RecordValueCounts {

    /**
     * For each of {@code dimensions} (same order), the values it has among the records dated in
     * {@code range} that match any of {@code filters} (none: no record) and every one of
     * {@code chosen} but the dimension's own choice, each with how many of those records hold it:
     * the most records first, ties by the value's text code point by code point, none (records
     * without the label) first; at most {@code limit} each. A record holding several values counts
     * for each.
     */
    List<DimensionValues> count(
            PropertyId property,
            DateRange range,
            List<DataSetFilter> filters,
            List<DimensionChoice> chosen,
            List<Dimension> dimensions,
            int limit);
}
