package dev.reportwidget.adapters.rest.widget.html;

import dev.reportwidget.application.widget.port.in.WidgetContent;
import dev.reportwidget.domain.report.Appearance;
import dev.reportwidget.domain.report.Dimension;
import dev.reportwidget.domain.report.DimensionChoice;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.SeriesData;
import dev.reportwidget.domain.widget.DrawnSeries;
import dev.reportwidget.domain.widget.EmbedOptions;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.WidgetPart;
import dev.reportwidget.domain.widget.WidgetTheme;
import dev.reportwidget.domain.widget.WidgetType;
import dev.reportwidget.domain.widget.WidgetView;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.RawString;
import io.quarkus.qute.TemplateInstance;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The widget as one HTML document: report name and description, a canvas that Chart.js draws from
 * the embedded data (or, for {@code view=table}, the data as a table; the table is in every
 * document for screen readers), and a Refresh button when the response offers one. The document has no inline
 * script: its scripts come from this service, so {@code script-src 'self'} covers them, and the same
 * document can answer every request for the same report revision, data and options.
 */
@ApplicationScoped
public class ChartWidgetRenderer {

    /** The Chart.js release this module bundles: the version of the {@code org.webjars.npm:chart.js} dependency. */
    public static final String CHART_JS_VERSION = "4.5.1";

    /** Served from the webjar; the version in the path lets the file be cached for good. */
    public static final String CHART_LIBRARY_PATH = "/webjars/chart.js/" + CHART_JS_VERSION + "/dist/chart.umd.js";

    /** The script that draws the chart, versioned by its content so that it too can be cached for good. */
    static final String WIDGET_SCRIPT_PATH = versioned("/widget-assets/chart-widget.js");

    /**
     * The widget's stylesheet, the same for every document (each sets its colours on its body), so a
     * page with several widgets loads it once.
     */
    static final String STYLESHEET_PATH = versioned("/widget-assets/chart-widget.css");

    @CheckedTemplate
    static class Templates {
        /** {@code templates/ChartWidgetRenderer/widget.html} */
        static native TemplateInstance widget(WidgetPage page);
    }

    /** The document of a request that names none of the embed options. */
    public String render(WidgetContent content, String refreshUrl) {
        return render(content, refreshUrl, EmbedOptions.DEFAULT);
    }

    /**
     * The HTML document, with the widget's data embedded; every report text is escaped.
     *
     * @param refreshUrl what the Refresh button loads (the same widget with {@code refresh=true}),
     *     relative to the document; null when the document offers no Refresh button
     * @param embed the viewer's theme, hidden parts, locale and view
     */
    public String render(WidgetContent content, String refreshUrl, EmbedOptions embed) {
        return render(content, refreshUrl, embed, WidgetFrame.NONE, null, Map.of(), (by, choice) -> null);
    }

    /**
     * The HTML document, as above, naming the widget in its auto-height messages and, for a public
     * link, carrying the oEmbed discovery link and, when downloads are allowed, a Download CSV link,
     * with a period selector when {@code periodUrls} offers choices and a select per viewer filter
     * of its scope.
     *
     * @param downloadUrl what the Download CSV link loads, relative to the document; null for no link
     * @param periodUrls what the selector loads for each period ({@code ""}: the report's own, then
     *     each preset's wire name), in the order shown; empty: no selector
     * @param filterUrl what a filter's option loads: the document with that filter's choice replaced
     *     (empty: All), relative to the document
     */
    public String render(
            WidgetContent content,
            String refreshUrl,
            EmbedOptions embed,
            WidgetFrame frame,
            String downloadUrl,
            Map<String, String> periodUrls,
            BiFunction<Dimension, Optional<DimensionChoice>, String> filterUrl) {
        FilterBar bar = FilterBar.of(
                content.scope(), content.data().viewerValues(), filterUrl, WidgetMessages.of(embed.locale()));
        return Templates.widget(page(content, refreshUrl, embed, frame, downloadUrl, periodUrls, bar))
                .render();
    }

    /** What the widget template shows of {@code content}; a board shows each item's through its own template. */
    static WidgetPage page(
            WidgetContent content,
            String refreshUrl,
            EmbedOptions embed,
            WidgetFrame frame,
            String downloadUrl,
            Map<String, String> periodUrls,
            FilterBar filterBar) {
        ReportDefinition report = content.report().definition();
        FormattedNumbers numbers = new FormattedNumbers(report.format(), embed.locale());
        Appearance look = report.appearance().effective();
        Map<String, String> words = WidgetMessages.of(embed.locale());
        boolean dark = embed.theme().filter(t -> t == WidgetTheme.DARK).isPresent();
        boolean auto = embed.theme().filter(t -> t == WidgetTheme.AUTO).isPresent();
        boolean table = embed.view() == WidgetView.TABLE;
        boolean number = content.options().type() == WidgetType.NUMBER;
        List<SeriesData> drawn =
                content.drawn().stream().map(DrawnSeries::series).toList();
        String refreshLabel = refreshUrl == null || embed.hides(WidgetPart.REFRESH) ? null : words.get("refresh");
        ChartColors.Page colors = ChartColors.Page.of(look, dark);
        WidgetPage page = new WidgetPage(
                WidgetMessages.languageOf(embed.locale()),
                report.name(),
                embed.hides(WidgetPart.TITLE) ? null : report.name(),
                embed.hides(WidgetPart.DESCRIPTION) || report.desc().isEmpty() ? null : report.desc(),
                bodyClasses(dark, auto, embed.transparent(), table),
                colors.background(),
                colors.text(),
                colors.grid(),
                ChartColors.DARK_BACKGROUND,
                ChartColors.DARK_TEXT,
                ChartColors.DARK_GRID,
                STYLESHEET_PATH,
                table || number ? null : CHART_LIBRARY_PATH,
                WIDGET_SCRIPT_PATH,
                refreshLabel,
                !embed.hides(WidgetPart.UPDATED),
                ChartText.summary(report.name(), content, content.data().labels(), words, numbers),
                table,
                hasData(drawn) || number ? null : words.get("noData"),
                ChartText.table(report.name(), content, words, numbers),
                new RawString(EmbeddedChartData.json(
                        content,
                        dark ? EmbeddedChartData.darkened(look) : look,
                        auto ? EmbeddedChartData.darkened(look) : null,
                        refreshUrl,
                        embed,
                        words,
                        periodUrls)),
                periodSelector(content, periodUrls, words),
                filterBar,
                downloadUrl,
                downloadUrl == null ? null : words.get("downloadCsv"),
                downloadUrl == null ? null : fill(words.get("downloadCsvLabel"), Map.of("name", report.name())),
                frame.id(),
                frame.oembedUrl(),
                report.desc(),
                number ? new RawString(NumberWidgetRenderer.html(content, embed)) : null);
        return page;
    }

    /** The labelled period selector, the current period selected; null when the widget offers no choice. */
    private static WidgetPage.PeriodSelector periodSelector(
            WidgetContent content, Map<String, String> periodUrls, Map<String, String> words) {
        if (periodUrls.isEmpty()) {
            return null;
        }
        String current = content.period().map(PeriodPreset::wireName).orElse("");
        List<WidgetPage.PeriodChoice> choices = periodUrls.keySet().stream()
                .map(value -> new WidgetPage.PeriodChoice(
                        value, words.get(value.isEmpty() ? "periodReport" : "period" + value), value.equals(current)))
                .toList();
        return new WidgetPage.PeriodSelector(words.get("periodLabel"), choices);
    }

    /** Fixed class names only: nothing a request or a report says reaches the attribute as text. */
    static String bodyClasses(boolean dark, boolean auto, boolean transparent, boolean table) {
        List<String> classes = new ArrayList<>();
        classes.add(dark ? "theme-dark" : auto ? "theme-auto" : "theme-report");
        if (transparent) {
            classes.add("transparent");
        }
        classes.add(table ? "view-table" : "view-chart");
        return String.join(" ", classes);
    }

    /** Whether any drawn bucket holds a value other than zero: an empty period shows "No data" instead. */
    static boolean hasData(List<SeriesData> drawn) {
        return drawn.stream().flatMap(set -> set.data().stream()).anyMatch(v -> v != null && v.signum() != 0);
    }

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\w+)}");

    /** Fills {@code {key}} placeholders in one pass, so a report text that looks like one stays as it is. */
    static String fill(String template, Map<String, String> values) {
        return PLACEHOLDER
                .matcher(template)
                .replaceAll(m -> Matcher.quoteReplacement(values.getOrDefault(m.group(1), m.group())));
    }

    /** Path of the chart library this service serves, for the Content-Security-Policy and the document. */
    public String chartLibraryPath() {
        return CHART_LIBRARY_PATH;
    }

    /** The path with {@code ?v=} and the start of the SHA-256 of the file this service serves at it. */
    static String versioned(String path) {
        try (InputStream in = ChartWidgetRenderer.class.getResourceAsStream("/META-INF/resources" + path)) {
            if (in == null) {
                throw new IllegalStateException(path + " is not packaged");
            }
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(in.readAllBytes());
            return path + "?v=" + HexFormat.of().formatHex(digest, 0, 6);
        } catch (IOException | NoSuchAlgorithmException e) {
            throw new IllegalStateException(path + " could not be read", e);
        }
    }
}
