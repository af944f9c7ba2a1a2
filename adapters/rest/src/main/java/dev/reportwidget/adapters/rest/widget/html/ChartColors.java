package dev.reportwidget.adapters.rest.widget.html;

import dev.reportwidget.domain.report.Appearance;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/** Colors as the widget draws them: only hex colors get through, and pie slices get a palette. */
final class ChartColors {

    private static final Pattern HEX = Pattern.compile("^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$");

    /** Distinct colors that follow the report's own ones when a pie has more slices than data sets. */
    private static final List<String> PALETTE = List.of(
            "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f",
            "#bab0ac");

    /** The built-in dark palette: page, text, grid, scales and legend; data set colours stay the report's. */
    static final String DARK_BACKGROUND = "#1b1f24";

    static final String DARK_TEXT = "#e3e7ec";
    static final String DARK_GRID = "#3a414b";
    static final String DARK_SCALES = "#aeb7c2";

    private ChartColors() {}

    /** A document's page colors: the report's own (each a hex color, else the built-in one), or the dark palette. */
    record Page(String background, String text, String grid) {

        static Page of(Appearance look, boolean dark) {
            if (dark) {
                return new Page(DARK_BACKGROUND, DARK_TEXT, DARK_GRID);
            }
            Appearance builtIn = Appearance.BUILT_IN;
            return new Page(
                    hexOr(look.backgroundColor(), builtIn.backgroundColor()),
                    hexOr(look.textColor(), builtIn.textColor()),
                    hexOr(look.grid().color(), builtIn.grid().color()));
        }
    }

    /** {@code color} when it is a hex color, else {@code fallback}: stored values are never trusted in CSS. */
    static String hexOr(String color, String fallback) {
        return color != null && HEX.matcher(color).matches() ? color.toLowerCase(Locale.ROOT) : fallback;
    }

    /** A palette color for the {@code index}th series, repeating after the last one. */
    static String palette(int index) {
        return PALETTE.get(index % PALETTE.size());
    }

    /** The color at 70% opacity (an 8-digit hex color keeps its own opacity), for bar fills. */
    static String translucent(String hexColor) {
        return withOpacity(hexColor, "b3");
    }

    /**
     * The color at 30% opacity (an 8-digit hex color at 43% of its own), for the bar of an
     * unfinished bucket: lighter than {@link #translucent}'s.
     */
    static String faint(String hexColor) {
        if (hexColor.length() == 9) {
            int alpha = Integer.parseInt(hexColor.substring(7), 16);
            return hexColor.substring(0, 7) + String.format(Locale.ROOT, "%02x", Math.round(alpha * 0.43f));
        }
        return withOpacity(hexColor, "4d");
    }

    private static String withOpacity(String hexColor, String alpha) {
        if (hexColor.length() == 4) {
            StringBuilder full = new StringBuilder("#");
            for (int i = 1; i < 4; i++) {
                full.append(hexColor.charAt(i)).append(hexColor.charAt(i));
            }
            return full.append(alpha).toString();
        }
        return hexColor.length() == 7 ? hexColor + alpha : hexColor;
    }

    /**
     * One color per slice: the data sets' colors first, in drawing order, then the palette, repeated
     * when there are more slices than colors.
     */
    static List<String> slices(List<String> dataSetColors, int sliceCount) {
        Set<String> distinct = new LinkedHashSet<>(dataSetColors);
        distinct.addAll(PALETTE);
        List<String> colors = new ArrayList<>(distinct);
        List<String> slices = new ArrayList<>(sliceCount);
        for (int i = 0; i < sliceCount; i++) {
            slices.add(colors.get(i % colors.size()));
        }
        return slices;
    }
}
