package dev.reportwidget.domain.report;

import java.math.BigDecimal;
import java.util.Objects;

/**
 * How a widget looks. With {@code advanced} off the built-in theme applies, whatever was stored;
 * {@link #effective()} answers what a widget actually uses.
 */
public record Appearance(
        boolean advanced, String backgroundColor, String textColor, Line line, Grid grid, Font legend, Font scales) {

    public record Line(BigDecimal thickness, BigDecimal dash) {}

    public record Grid(String color, BigDecimal thickness, BigDecimal dash) {}

    public record Font(BigDecimal fontSize, String color) {}

    public static final Appearance BUILT_IN = new Appearance(
            false,
            "#ffffff",
            "#1f2933",
            new Line(BigDecimal.valueOf(2), BigDecimal.ZERO),
            new Grid("#e4e7eb", BigDecimal.ONE, BigDecimal.ZERO),
            new Font(BigDecimal.valueOf(12), "#1f2933"),
            new Font(BigDecimal.valueOf(11), "#52606d"));

    public Appearance {
        Objects.requireNonNull(backgroundColor, "backgroundColor");
        Objects.requireNonNull(textColor, "textColor");
        Objects.requireNonNull(line, "line");
        Objects.requireNonNull(grid, "grid");
        Objects.requireNonNull(legend, "legend");
        Objects.requireNonNull(scales, "scales");
    }

    /** The settings a widget draws with: these when advanced, else the built-in theme. */
    public Appearance effective() {
        return advanced ? this : BUILT_IN;
    }
}
