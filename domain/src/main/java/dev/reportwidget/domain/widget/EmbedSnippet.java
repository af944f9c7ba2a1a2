package dev.reportwidget.domain.widget;

import dev.reportwidget.domain.report.ChartType;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The public embed of a report or a board: its path, its absolute URL on the service's configured
 * base URL, and ready-to-copy iframe markup whose {@code src} carries (for a report) the chart type
 * and every data set, and the embed options the owner set as defaults (only those); {@code embedScriptHtml} is the same
 * iframe marked {@code data-report-widget} with the service's {@code embed.js}, which makes the
 * frame as tall as the widget's content; {@code embedElementHtml} the same URL in a {@code
 * <report-widget>} element with its script (docs/embedding.md#the-report-widget-element).
 */
public record EmbedSnippet(
        String embedPath, String embedUrl, String embedHtml, String embedScriptHtml, String embedElementHtml) {

    /**
     * @param baseUrl the configured public base URL (a trailing slash is ignored)
     * @param title the report's name, used in the iframe's title
     */
    public static EmbedSnippet of(String baseUrl, PublicId id, ChartType chartType, int dataSetCount, String title) {
        return of(baseUrl, id, chartType, dataSetCount, title, EmbedDefaults.NONE);
    }

    /**
     * @param defaults the embed options the settings set; each is added to the iframe's URL
     */
    public static EmbedSnippet of(
            String baseUrl, PublicId id, ChartType chartType, int dataSetCount, String title, EmbedDefaults defaults) {
        return of(
                baseUrl, id, chartType, IntStream.range(0, dataSetCount).boxed().toList(), title, defaults);
    }

    /**
     * The snippet of a chosen selection: the iframe's URL names exactly {@code positions}, in that
     * order, as the widget's {@code datasetIndexes}.
     *
     * @param positions the data sets' positions in the report, in drawing order: at least one, none twice
     * @param defaults the embed options to write into the iframe's URL
     */
    public static EmbedSnippet of(
            String baseUrl,
            PublicId id,
            ChartType chartType,
            List<Integer> positions,
            String title,
            EmbedDefaults defaults) {
        if (positions.isEmpty()
                || positions.stream().anyMatch(p -> p < 0)
                || Set.copyOf(positions).size() != positions.size()) {
            throw new IllegalArgumentException("a snippet names distinct positions, at least one: " + positions);
        }
        String indexes = positions.stream().map(Object::toString).collect(Collectors.joining("%2C"));
        String query = WidgetUrls.CHART_TYPE + "=" + chartType.wireName() + "&" + WidgetUrls.DATASET_INDEXES + "="
                + indexes + options(defaults, "&");
        return snippet(baseUrl, WidgetUrls.publicChart(id), query, "Chart: " + title, REPORT_HEIGHT);
    }

    /**
     * The public embed of a board: the iframe's URL is the board's, with the embed options the
     * settings set as defaults (only those); the frame starts taller than a chart's, and with
     * {@code embedScriptHtml} takes the board's own height.
     *
     * @param title the board's name, used in the iframe's title
     */
    public static EmbedSnippet ofBoard(String baseUrl, PublicId id, String title, EmbedDefaults defaults) {
        return snippet(baseUrl, WidgetUrls.publicBoard(id), options(defaults, ""), "Board: " + title, BOARD_HEIGHT);
    }

    /** The iframe height of a chart's snippet, as docs/embedding.md#the-iframe-snippet shows it. */
    private static final String REPORT_HEIGHT = "420px";

    /** A number widget's tiles need less room than a chart. */
    private static final String NUMBER_HEIGHT = "260px";

    /** A board's several widgets need more room before embed.js sizes the frame to them. */
    private static final String BOARD_HEIGHT = "800px";

    private static String options(EmbedDefaults defaults, String first) {
        StringBuilder query = new StringBuilder();
        defaults.queryParameters().forEach((name, value) -> query.append(query.isEmpty() ? first : "&")
                .append(name)
                .append('=')
                .append(URLEncoder.encode(value, StandardCharsets.UTF_8)));
        return query.toString();
    }

    private static EmbedSnippet snippet(String baseUrl, String path, String query, String title, String height) {
        String url = stripTrailingSlash(baseUrl) + path;
        String src = query.isEmpty() ? url : url + "?" + query;
        String frame = " loading=\"lazy\" style=\"width: 100%; height: " + height + "; border: none;\" title=\""
                + escapeAttribute(title) + "\"></iframe>";
        String html = "<iframe src=\"" + src + "\"" + frame;
        String scripted = "<iframe data-report-widget src=\"" + src + "\"" + frame + "\n<script async src=\""
                + stripTrailingSlash(baseUrl) + WidgetUrls.EMBED_SCRIPT + "\"></script>";
        String element = "<report-widget src=\"" + src + "\" title=\"" + escapeAttribute(title)
                + "\"></report-widget>\n" + "<script async src=\"" + stripTrailingSlash(baseUrl)
                + WidgetUrls.ELEMENT_SCRIPT + "\"></script>";
        return new EmbedSnippet(path, url, html, scripted, element);
    }

    /**
     * The snippet of a number widget: the iframe's URL names the widget's data sets ({@code positions},
     * 1 to {@link WidgetType#MAX_NUMBERS}, in order) and the embed options set as defaults; it is
     * shorter than a chart's frame, and titled "Numbers: <name>".
     */
    public static EmbedSnippet number(
            String baseUrl, PublicId id, List<Integer> positions, String title, EmbedDefaults defaults) {
        if (positions.isEmpty()
                || positions.size() > WidgetType.MAX_NUMBERS
                || positions.stream().anyMatch(p -> p < 0)
                || Set.copyOf(positions).size() != positions.size()) {
            throw new IllegalArgumentException("a number widget names 1 to 4 distinct positions: " + positions);
        }
        String indexes = positions.stream().map(Object::toString).collect(Collectors.joining("%2C"));
        return snippet(
                baseUrl,
                WidgetUrls.publicNumber(id),
                WidgetUrls.DATASET_INDEXES + "=" + indexes + options(defaults, "&"),
                "Numbers: " + title,
                NUMBER_HEIGHT);
    }

    private static String stripTrailingSlash(String baseUrl) {
        String url = baseUrl;
        while (url.endsWith("/")) {
            url = url.substring(0, url.length() - 1);
        }
        return url;
    }

    private static String escapeAttribute(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
