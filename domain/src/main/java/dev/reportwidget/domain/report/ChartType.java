package dev.reportwidget.domain.report;

import java.util.Locale;
import java.util.Optional;

/** How a widget draws a report. Wire names are lower case and matched case-sensitively. */
public enum ChartType {
    LINE,
    BAR,
    PIE,
    DOUGHNUT;

    private static final ChartType[] ALL = values();

    private final String wireName = name().toLowerCase(Locale.ROOT);

    public String wireName() {
        return wireName;
    }

    /** A loop over the kept names: a public widget request that names a chart type reads one. */
    public static Optional<ChartType> fromWireName(String wireName) {
        for (ChartType type : ALL) {
            if (type.wireName.equals(wireName)) {
                return Optional.of(type);
            }
        }
        return Optional.empty();
    }
}
