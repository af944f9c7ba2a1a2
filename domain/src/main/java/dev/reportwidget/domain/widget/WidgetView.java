package dev.reportwidget.domain.widget;

import dev.reportwidget.domain.error.InvalidRequestException;

/** What the widget shows its data as: the chart, or a table of the same numbers. */
public enum WidgetView {
    CHART("chart"),
    TABLE("table");

    private final String wireName;

    WidgetView(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    /**
     * Reads the {@code view} value of a request; {@code null} (absent) is the chart.
     *
     * @throws InvalidRequestException for anything but {@code chart} or {@code table}
     */
    public static WidgetView parse(String raw) {
        if (raw == null) {
            return CHART;
        }
        for (WidgetView view : values()) {
            if (view.wireName.equals(raw)) {
                return view;
            }
        }
        throw new InvalidRequestException("view must be chart or table");
    }
}
