package dev.reportwidget.domain.widget;

import dev.reportwidget.domain.report.ChartType;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The public embed of a report: its path, its absolute URL on the service's configured base URL,
 * and ready-to-copy iframe markup whose {@code src} carries the chart type, every data set, and
 * the embed options the owner set as defaults (only those); {@code embedScriptHtml} is the same
 * iframe marked {@code data-report-widget} with the service's {@code embed.js}, which makes the
 * frame as tall as the widget's content.
 */
public record EmbedSnippet(String embedPath, String embedUrl, String embedHtml, String embedScriptHtml) {

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
        String path = WidgetUrls.publicChart(id);
        String url = stripTrailingSlash(baseUrl) + path;
        String indexes = positions.stream().map(Object::toString).collect(Collectors.joining("%2C"));
        StringBuilder src = new StringBuilder(url + "?" + WidgetUrls.CHART_TYPE + "=" + chartType.wireName() + "&"
                + WidgetUrls.DATASET_INDEXES + "=" + indexes);
        defaults.queryParameters().forEach((name, value) -> src.append('&')
                .append(name)
                .append('=')
                .append(URLEncoder.encode(value, StandardCharsets.UTF_8)));
        String frame = " loading=\"lazy\" style=\"width: 100%; height: 420px; border: none;\" title=\""
                + escapeAttribute("Chart: " + title) + "\"></iframe>";
        String html = "<iframe src=\"" + src + "\"" + frame;
        String scripted = "<iframe data-report-widget src=\"" + src + "\"" + frame + "\n<script async src=\""
                + stripTrailingSlash(baseUrl) + WidgetUrls.EMBED_SCRIPT + "\"></script>";
        return new EmbedSnippet(path, url, html, scripted);
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
