package dev.reportwidget.domain.report;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * The value axis a data set is drawn against: the left one, or a second one on the right for a
 * series of a very different size (docs/reports-and-widgets.md#reports). Charts without value axes
 * (pie, doughnut) ignore it.
 */
public enum ValueAxis {
    LEFT,
    RIGHT;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<ValueAxis> fromWireName(String name) {
        return Arrays.stream(values()).filter(a -> a.wireName().equals(name)).findFirst();
    }
}
