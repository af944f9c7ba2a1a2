package dev.reportwidget.domain.report;

import java.util.List;
import java.util.Objects;

/**
 * What a report was compared with: the earlier period's days, and each data set (report order)
 * calculated over them, its buckets lined up with the shown date labels ({@link EarlierPeriod}).
 */
public record EarlierData(Comparison comparison, DateRange range, List<SeriesData> dataSets) {
    public EarlierData {
        Objects.requireNonNull(comparison, "comparison");
        Objects.requireNonNull(range, "range");
        dataSets = List.copyOf(dataSets);
    }
}
