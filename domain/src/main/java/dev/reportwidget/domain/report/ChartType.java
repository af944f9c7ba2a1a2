package dev.reportwidget.domain.report;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** How a widget draws a report. Wire names are lower case and matched case-sensitively. */
public enum ChartType {
    LINE,
    BAR,
    PIE,
    DOUGHNUT;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<ChartType> fromWireName(String wireName) {
        return Arrays.stream(values())
                .filter(t -> t.wireName().equals(wireName))
                .findFirst();
    }
}
