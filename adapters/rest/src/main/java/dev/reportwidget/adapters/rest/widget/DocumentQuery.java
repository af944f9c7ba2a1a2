package dev.reportwidget.adapters.rest.widget;

import dev.reportwidget.application.widget.port.in.WidgetRequest;
import dev.reportwidget.domain.widget.EmbedOptions;
import dev.reportwidget.domain.widget.PeriodPreset;
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
 * order; a board has none (its items fix them), nor has a signed embed (its token does).
 */
final class DocumentQuery {

    private final Map<String, String> drawing;
    private final EmbedOptions embed;

    private DocumentQuery(Map<String, String> drawing, EmbedOptions embed) {
        this.drawing = drawing;
        this.embed = embed;
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
        return new DocumentQuery(drawing, request.embed());
    }

    /** A board's: its embed options only. */
    static DocumentQuery of(EmbedOptions embed) {
        return new DocumentQuery(Map.of(), embed);
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
