package dev.reportwidget.domain.widget;

import dev.reportwidget.domain.error.InvalidRequestException;
import java.util.Optional;

/**
 * The colour scheme a viewer asks for. Absent, the widget draws exactly as the report's appearance
 * says and never follows the viewer's system.
 */
public enum WidgetTheme {
    /** The report's own appearance, named explicitly. */
    LIGHT("light"),
    /** The built-in dark palette for page and chart chrome; data set colours stay the report's. */
    DARK("dark"),
    /** Light or dark as the viewer's system prefers ({@code prefers-color-scheme}). */
    AUTO("auto");

    private final String wireName;

    WidgetTheme(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    /**
     * Reads the {@code theme} value of a request; {@code null} (absent) is the report's appearance.
     *
     * @throws InvalidRequestException for anything but the three wire names, case-sensitively
     */
    public static Optional<WidgetTheme> parse(String raw) {
        if (raw == null) {
            return Optional.empty();
        }
        for (WidgetTheme theme : values()) {
            if (theme.wireName.equals(raw)) {
                return Optional.of(theme);
            }
        }
        throw new InvalidRequestException("theme must be one of light, dark, auto");
    }
}
