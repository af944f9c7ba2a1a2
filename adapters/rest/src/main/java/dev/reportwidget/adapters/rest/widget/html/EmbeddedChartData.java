package dev.reportwidget.adapters.rest.widget.html;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.domain.report.Appearance;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.Comparison;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.SeriesData;
import dev.reportwidget.domain.report.ValueFormat;
import dev.reportwidget.domain.widget.DrawnSeries;
import dev.reportwidget.domain.widget.EmbedOptions;
import dev.reportwidget.domain.widget.WidgetPart;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

/**
 * The data the widget's script draws, as JSON that can sit inside a {@code <script>} element. Built
 * as a tree rather than from annotated classes, so a native image needs no reflection for it.
 */
final class EmbeddedChartData {

    private static final JsonMapper JSON = JsonMapper.builder()
            .enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN)
            .build();
    private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);

    /** The words the script writes itself; the template writes the others. */
    private static final List<String> SCRIPT_WORDS =
            List.of("updated", "chartUnavailable", "summary", "total", "soFar");

    private EmbeddedChartData() {}

    /**
     * The built-in dark palette over {@code look}: background, text, grid, scale and legend colours
     * change; line and grid widths, dashes and font sizes stay the report's.
     */
    static Appearance darkened(Appearance look) {
        return new Appearance(
                true,
                ChartColors.DARK_BACKGROUND,
                ChartColors.DARK_TEXT,
                look.line(),
                new Appearance.Grid(
                        ChartColors.DARK_GRID,
                        look.grid().thickness(),
                        look.grid().dash()),
                new Appearance.Font(look.legend().fontSize(), ChartColors.DARK_TEXT),
                new Appearance.Font(look.scales().fontSize(), ChartColors.DARK_SCALES));
    }

    /**
     * The chart's JSON, escaped for a script element.
     *
     * @param look the appearance the widget draws with (already the effective one, darkened for
     *     {@code theme=dark})
     * @param dark the appearance when the viewer's system prefers dark ({@code theme=auto}), or null
     * @param refreshUrl what the Refresh button loads, or null
     * @param words the widget's own words in the viewer's language
     */
    static String json(
            WidgetContent content,
            Appearance look,
            Appearance dark,
            String refreshUrl,
            EmbedOptions embed,
            Map<String, String> words,
            Map<String, String> periodUrls) {
        ChartType type = content.options().chartType();
        boolean round = type == ChartType.PIE || type == ChartType.DOUGHNUT;
        List<DrawnSeries> drawn = content.drawn();
        List<BigDecimal> totals = ChartTotals.of(content);
        List<BigDecimal> shares = round ? ChartTotals.shares(totals) : null;

        ObjectNode root = NODES.objectNode();
        root.put("chartType", type.wireName());
        root.put("name", content.report().definition().name());
        ArrayNode labels = root.putArray("labels");
        content.data().labels().forEach(labels::add);
        ArrayNode dataSets = root.putArray("dataSets");
        for (int i = 0; i < drawn.size(); i++) {
            SeriesData series = drawn.get(i).series();
            DataSet definition = drawn.get(i).dataSet();
            String color = ChartColors.hexOr(series.color(), ChartColors.palette(i));
            ObjectNode set = dataSets.addObject();
            set.put("label", ChartText.label(drawn.get(i), words));
            set.put("color", color);
            set.put("fill", ChartColors.translucent(color));
            set.put("partialFill", ChartColors.faint(color));
            set.put("axis", definition.axis().wireName());
            // its own format, when it differs from the report's
            definition
                    .format()
                    .filter(own -> !content.report().definition().format().equals(java.util.Optional.of(own)))
                    .ifPresent(own -> set.set("numberFormat", numberFormat(own)));
            putNumber(set, "total", totals.get(i));
            if (round) {
                putNumber(set, "share", shares.get(i));
            }
            ArrayNode values = set.putArray("data");
            for (BigDecimal value : series.data()) {
                if (value == null) {
                    values.addNull();
                } else {
                    values.add(value);
                }
            }
        }
        List<DrawnSeries> earlier = content.drawnEarlier();
        if (!earlier.isEmpty()) {
            // the earlier period's series, one per drawn data set in the same order, aligned bucket by
            // bucket: a line or bar chart draws each dashed or lighter in its data set's colour; a pie or
            // doughnut shows them in its table only
            ArrayNode compared = root.putArray("comparisonDataSets");
            for (int i = 0; i < earlier.size(); i++) {
                SeriesData series = earlier.get(i).series();
                String color = ChartColors.hexOr(drawn.get(i).series().color(), ChartColors.palette(i));
                ObjectNode set = compared.addObject();
                set.put("label", comparisonLabel(content, ChartText.label(earlier.get(i), words), words));
                set.put("color", color);
                set.put("fill", ChartColors.faint(color));
                ArrayNode values = set.putArray("data");
                for (BigDecimal value : series.data()) {
                    if (value == null) {
                        values.addNull();
                    } else {
                        values.add(value);
                    }
                }
            }
            root.put("versus", words.get(versusKey(content)));
        }
        root.put("partialLastBucket", content.data().partialLastBucket());
        if (content.report().definition().stacked()) {
            root.put("stacked", true);
        }
        // pie and doughnut draw one slice per series (its total over the period)
        ArrayNode slices = root.putArray("sliceColors");
        if (round) {
            List<String> dataSetColors = drawn.stream()
                    .map(s -> ChartColors.hexOr(s.series().color(), null))
                    .filter(c -> c != null)
                    .toList();
            ChartColors.slices(dataSetColors, drawn.size()).forEach(slices::add);
        }
        root.set("appearance", appearance(look));
        if (dark != null) {
            root.set("darkAppearance", appearance(dark));
        }
        root.put("locale", embed.locale().tag());
        root.put("hideLegend", embed.hides(WidgetPart.LEGEND));
        root.put("view", embed.view().wireName());
        ObjectNode messages = root.putObject("messages");
        for (String key : SCRIPT_WORDS) {
            messages.put(key, words.get(key));
        }
        root.put("refreshUrl", refreshUrl);
        if (!periodUrls.isEmpty()) {
            ObjectNode urls = root.putObject("periodUrls");
            periodUrls.forEach(urls::put);
        }
        content.report().definition().format().ifPresent(format -> root.set("numberFormat", numberFormat(format)));
        root.put("generatedAt", content.data().generatedAt().toString());
        try {
            return forScriptElement(JSON.writeValueAsString(root));
        } catch (JsonProcessingException impossible) {
            throw new IllegalStateException("a JSON tree of strings and numbers always serialises", impossible);
        }
    }

    /** "Sales (previous period)" in the widget's language. */
    static String comparisonLabel(WidgetContent content, String label, Map<String, String> words) {
        String key = content.options().comparison() == Comparison.PREVIOUS_YEAR
                ? "previousYearSeries"
                : "previousPeriodSeries";
        return ChartWidgetRenderer.fill(words.get(key), Map.of("label", label));
    }

    private static String versusKey(WidgetContent content) {
        return content.options().comparison() == Comparison.PREVIOUS_YEAR
                ? "versusPreviousYear"
                : "versusPreviousPeriod";
    }

    private static void putNumber(ObjectNode node, String field, BigDecimal value) {
        if (value == null) {
            node.putNull(field);
        } else {
            node.put(field, value);
        }
    }

    /** The report's value format as {@code Intl.NumberFormat} options. */
    static ObjectNode numberFormat(ValueFormat format) {
        ObjectNode node = NODES.objectNode();
        node.put("style", format.style().wireName());
        format.currency().ifPresent(code -> node.put("currency", code));
        format.maximumFractionDigits().ifPresent(digits -> node.put("maximumFractionDigits", digits));
        node.put("notation", format.notation().wireName());
        return node;
    }

    private static ObjectNode appearance(Appearance look) {
        Appearance builtIn = Appearance.BUILT_IN;
        ObjectNode node = NODES.objectNode();
        node.put("backgroundColor", ChartColors.hexOr(look.backgroundColor(), builtIn.backgroundColor()));
        node.put("textColor", ChartColors.hexOr(look.textColor(), builtIn.textColor()));
        ObjectNode line = node.putObject("line");
        line.put("thickness", orDefault(look.line().thickness(), builtIn.line().thickness()));
        line.put("dash", orDefault(look.line().dash(), builtIn.line().dash()));
        ObjectNode grid = node.putObject("grid");
        grid.put("color", ChartColors.hexOr(look.grid().color(), builtIn.grid().color()));
        grid.put("thickness", orDefault(look.grid().thickness(), builtIn.grid().thickness()));
        grid.put("dash", orDefault(look.grid().dash(), builtIn.grid().dash()));
        node.set("legend", font(look.legend(), builtIn.legend()));
        node.set("scales", font(look.scales(), builtIn.scales()));
        return node;
    }

    private static ObjectNode font(Appearance.Font font, Appearance.Font builtIn) {
        ObjectNode node = NODES.objectNode();
        node.put("fontSize", orDefault(font.fontSize(), builtIn.fontSize()));
        node.put("color", ChartColors.hexOr(font.color(), builtIn.color()));
        return node;
    }

    private static BigDecimal orDefault(BigDecimal value, BigDecimal fallback) {
        return value == null ? fallback : value;
    }

    /**
     * Escapes what could end the script element or start markup ({@code <}, {@code >}, {@code &}) and
     * the two line separators older parsers treat as line ends. Outside strings JSON has none of these
     * characters, so the result is the same JSON value.
     */
    static String forScriptElement(String json) {
        StringBuilder out = new StringBuilder(json.length() + 32);
        for (int i = 0; i < json.length(); i++) {
            char c = json.charAt(i);
            switch (c) {
                case '<' -> out.append("\\u003c");
                case '>' -> out.append("\\u003e");
                case '&' -> out.append("\\u0026");
                case '\u2028' -> out.append("\\u2028");
                case '\u2029' -> out.append("\\u2029");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
