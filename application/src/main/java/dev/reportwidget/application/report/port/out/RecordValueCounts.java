package dev.reportwidget.application.report.port.out;

import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.DateRange;
import dev.reportwidget.domain.report.Dimension;
import dev.reportwidget.domain.report.DimensionValues;
import java.util.List;

/** Outbound port: which values of a label some of a property's records hold, the most frequent first. */
@FunctionalInterface
public interface RecordValueCounts {

    /**
     * The values of {@code by} among the records dated in {@code range} that match any of
     * {@code filters} (none: no record), each with how many of them hold it: the most records first,
     * ties by the value's text code point by code point, none (records without the label) first;
     * at most {@code limit}. A record holding several values counts for each.
     */
    DimensionValues count(PropertyId property, DateRange range, List<DataSetFilter> filters, Dimension by, int limit);
}
