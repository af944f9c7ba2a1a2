package dev.reportwidget.domain.widget;

import java.util.Optional;

/** What a widget shows of a report: its chart, or its data sets' numbers over the period. */
public enum WidgetType {
    CHART("chart"),
    /** Each data set's value over the period, with its change and goal: at most four data sets. */
    NUMBER("number");

    /** The most data sets a number widget shows. */
    public static final int MAX_NUMBERS = 4;

    private final String wireName;

    WidgetType(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    /** The widget type of this wire name (case-sensitive); empty for anything else. */
    public static Optional<WidgetType> fromWireName(String raw) {
        for (WidgetType type : values()) {
            if (type.wireName.equals(raw)) {
                return Optional.of(type);
            }
        }
        return Optional.empty();
    }
}
