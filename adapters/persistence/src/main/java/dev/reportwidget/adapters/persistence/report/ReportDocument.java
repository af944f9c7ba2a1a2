package dev.reportwidget.adapters.persistence.report;

import dev.reportwidget.adapters.persistence.widget.PeriodDocument;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

/**
 * The stored form of a report definition (the {@code definition} jsonb column). Kept apart from
 * the domain so the storage format changes only by migration.
 */
public record ReportDocument(
        int version,
        String desc,
        String chartType,
        PeriodDocument period,
        String granularity,
        List<DataSetDoc> dataSets,
        AppearanceDoc appearance,
        FormatDoc format,
        Boolean stacked) {

    public static final int CURRENT_VERSION = 1;

    /** The value format; absent (null) in documents written before reports had one, and when none is set. */
    public record FormatDoc(String style, String currency, Integer maximumFractionDigits, String notation) {}

    /**
     * {@code axis} is null for the left axis, {@code higherIsBetter} null for true and {@code goal}
     * null for none, so documents written before they existed read the same; so are {@code key},
     * {@code formula} and {@code format} when the data set has none. A calculated data set has a
     * formula and neither {@code aggregation} nor {@code filter}.
     */
    public record DataSetDoc(
            String label,
            String color,
            String aggregation,
            FilterDoc filter,
            String axis,
            Boolean higherIsBetter,
            BigDecimal goal,
            String key,
            String formula,
            FormatDoc format,
            BreakdownDoc breakdown) {}

    /** A breakdown: the dimension's name, the number of top values, whether the rest is shown. */
    public record BreakdownDoc(String by, int top, boolean other) {}

    public record FilterDoc(
            String type, String activity, List<String> sources, List<String> tags, Map<String, Object> customData) {}

    public record AppearanceDoc(
            boolean advanced,
            String backgroundColor,
            String textColor,
            LineDoc line,
            GridDoc grid,
            FontDoc legend,
            FontDoc scales) {}

    public record LineDoc(BigDecimal thickness, BigDecimal dash) {}

    public record GridDoc(String color, BigDecimal thickness, BigDecimal dash) {}

    public record FontDoc(BigDecimal fontSize, String color) {}
}
