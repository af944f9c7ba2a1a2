package dev.reportwidget.adapters.rest.widget;

import dev.reportwidget.application.widget.port.in.SharedWidgetRequest;
import dev.reportwidget.application.widget.port.in.WidgetRequest;
import dev.reportwidget.domain.report.Dimension;
import dev.reportwidget.domain.report.DimensionChoice;
import dev.reportwidget.domain.widget.EmbedOptions;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.ViewerSelection;
import dev.reportwidget.domain.widget.WidgetLocale;
import dev.reportwidget.domain.widget.WidgetPart;
import dev.reportwidget.domain.widget.WidgetUrls;
import dev.reportwidget.domain.widget.WidgetView;
import dev.reportwidget.domain.widget.WidgetViewer;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What a widget's or a board's document repeats in the links it loads itself again with (Refresh,
 * the period selector), as its request gave them: a widget's drawing parameters, then the embed
 * options that differ from the defaults, in a fixed order; each link adds its own period.
 * The drawing parameters are the chart type, data sets and comparison the request named, in that
 * order; a board has none (its items fix them), nor has a signed embed (its token does). The
 * viewer filters' choices come last, as the request gave them.
 */
final class DocumentQuery {

    private final Map<String, String> drawing;
    private final EmbedOptions embed;
    private final ViewerSelection chosen;
    private final ViewerSelection presets;

    private DocumentQuery(
            Map<String, String> drawing, EmbedOptions embed, ViewerSelection chosen, ViewerSelection presets) {
        this.drawing = drawing;
        this.embed = embed;
        this.chosen = chosen;
        this.presets = presets;
    }

    /** A widget request's own parameters. */
    static DocumentQuery of(WidgetRequest request) {
        Map<String, String> drawing = new LinkedHashMap<>();
        switch (request.viewer()) {
            case WidgetViewer.PublicLink _, WidgetViewer.Backend _ -> {
                request.chartType().ifPresent(type -> drawing.put(WidgetUrls.CHART_TYPE, type.wireName()));
                request.dataSets().queryValue().ifPresent(indexes -> drawing.put(WidgetUrls.DATASET_INDEXES, indexes));
                request.compare().ifPresent(compare -> drawing.put(WidgetUrls.COMPARE, compare.wireName()));
            }
            // a signed embed's chart type, data sets and comparison are its token's: its URL takes none
            case WidgetViewer.SignedEmbed _ -> {}
        }
        return new DocumentQuery(drawing, request.embed(), request.viewerSelection(), presets(request.viewer()));
    }

    /** A board's: its embed options and its viewer filters' choices. */
    static DocumentQuery of(EmbedOptions embed, SharedWidgetRequest request) {
        return new DocumentQuery(Map.of(), embed, request.viewerSelection(), presets(request.viewer()));
    }

    /** A board's without viewer filters: its embed options only. */
    static DocumentQuery of(EmbedOptions embed) {
        return new DocumentQuery(Map.of(), embed, ViewerSelection.NONE, ViewerSelection.NONE);
    }

    /** A signed embed's first choices, which only an explicit All ({@code *}) clears. */
    private static ViewerSelection presets(WidgetViewer viewer) {
        return viewer instanceof WidgetViewer.SignedEmbed signed
                ? signed.locked().presets()
                : ViewerSelection.NONE;
    }

    /**
     * What a viewer filter's option loads: these parameters over {@code period}, with the filter's
     * choice replaced ({@code choice} empty: All, written {@code *} where a preset would else apply).
     */
    String filterUrl(Optional<PeriodPreset> period, Dimension by, Optional<DimensionChoice> choice) {
        boolean preset = presets.of(by).isPresent();
        return queryString(parameters(period, chosen.with(by, choice, preset)));
    }

    /** What the Refresh button loads: these parameters over {@code period}, with {@code refresh=true}. */
    String refreshUrl(Optional<PeriodPreset> period) {
        Map<String, String> query = parameters(period);
        query.put(WidgetUrls.REFRESH, "true");
        return queryString(query);
    }

    /**
     * What the period selector loads for each choice: these parameters (without {@code refresh}) with
     * {@code period} set to the choice; the key {@code ""} stands for the widget's own period. Empty
     * when the widget offers no choice.
     */
    Map<String, String> periodUrls(List<PeriodPreset> choices) {
        Map<String, String> urls = new LinkedHashMap<>();
        if (!choices.isEmpty()) {
            urls.put("", queryString(parameters(Optional.empty())));
            choices.forEach(choice -> urls.put(choice.wireName(), queryString(parameters(Optional.of(choice)))));
        }
        return urls;
    }

    private Map<String, String> parameters(Optional<PeriodPreset> period) {
        return parameters(period, chosen);
    }

    private Map<String, String> parameters(Optional<PeriodPreset> period, ViewerSelection selection) {
        Map<String, String> query = new LinkedHashMap<>(drawing);
        embed.theme().ifPresent(theme -> query.put(WidgetUrls.THEME, theme.wireName()));
        if (embed.transparent()) {
            query.put(WidgetUrls.TRANSPARENT, "true");
        }
        if (!embed.hidden().isEmpty()) {
            query.put(
                    WidgetUrls.HIDE,
                    embed.hidden().stream().map(WidgetPart::wireName).collect(Collectors.joining(",")));
        }
        if (!embed.locale().equals(WidgetLocale.DEFAULT)) {
            query.put(WidgetUrls.LOCALE, embed.locale().tag());
        }
        if (embed.view() != WidgetView.CHART) {
            query.put(WidgetUrls.VIEW, embed.view().wireName());
        }
        period.ifPresent(preset -> query.put(WidgetUrls.PERIOD, preset.wireName()));
        query.putAll(selection.queryParameters());
        return query;
    }

    /** {@code ?} and the parameters, each value URL-encoded, in their order. */
    static String queryString(Map<String, String> query) {
        return "?"
                + query.entrySet().stream()
                        .map(e -> e.getKey() + "=" + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                        .collect(Collectors.joining("&"));
    }
}
