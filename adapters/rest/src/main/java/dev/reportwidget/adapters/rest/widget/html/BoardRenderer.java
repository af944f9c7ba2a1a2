package dev.reportwidget.adapters.rest.widget.html;

import dev.reportwidget.application.board.port.in.BoardContent;
import dev.reportwidget.domain.board.BoardDefinition;
import dev.reportwidget.domain.report.Appearance;
import dev.reportwidget.domain.report.Dimension;
import dev.reportwidget.domain.report.DimensionChoice;
import dev.reportwidget.domain.widget.EmbedOptions;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.WidgetPart;
import dev.reportwidget.domain.widget.WidgetTheme;
import dev.reportwidget.domain.widget.WidgetView;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.IntFunction;

/**
 * A board as one HTML document: one header, then every item in a responsive grid (full, half or
 * third of the width from 600 px; every item full width below), each item drawn from its own
 * embedded data by the chart widget's script, or a placeholder that says why it shows nothing.
 * One stylesheet, one script, one auto-height frame.
 */
@ApplicationScoped
public class BoardRenderer {

    @CheckedTemplate
    static class Templates {
        /** {@code templates/BoardRenderer/board.html} */
        static native TemplateInstance board(BoardPage page);
    }

    /** The document of a board outside any request (a preview): no Refresh, no selector, no downloads. */
    public String render(BoardContent content) {
        return render(content, null, EmbedOptions.DEFAULT, WidgetFrame.NONE, Map.of(), n -> null, (by, c) -> null);
    }

    /**
     * The board's document; every board and report text is escaped.
     *
     * @param refreshUrl what the Refresh button loads, relative to the document; null for none
     * @param periodUrls what the period selector loads per choice ({@code ""}: the board's own)
     * @param downloadUrl each item's CSV by its position, relative to the document; null entries for none
     * @param filterUrl what a viewer filter's option loads: the document with that filter's choice
     *     replaced (empty: All), relative to the document
     */
    public String render(
            BoardContent content,
            String refreshUrl,
            EmbedOptions embed,
            WidgetFrame frame,
            Map<String, String> periodUrls,
            IntFunction<String> downloadUrl,
            BiFunction<Dimension, Optional<DimensionChoice>, String> filterUrl) {
        BoardDefinition board = content.board().definition();
        Map<String, String> words = WidgetMessages.of(embed.locale());
        boolean dark = embed.theme().filter(t -> t == WidgetTheme.DARK).isPresent();
        boolean auto = embed.theme().filter(t -> t == WidgetTheme.AUTO).isPresent();
        boolean table = embed.view() == WidgetView.TABLE;
        Appearance look = Appearance.BUILT_IN;
        List<BoardPage.Item> items = new ArrayList<>();
        for (int n = 0; n < content.items().size(); n++) {
            BoardContent.Item item = content.items().get(n);
            String width = "board-" + item.item().width().wireName();
            String headingId = "board-item-" + n;
            if (item instanceof BoardContent.Item.Shown shown) {
                // the board's header holds the Refresh button, the period selector and Updated
                WidgetPage widget =
                        ChartWidgetRenderer.page(shown.content(), refreshUrl, embed, frame, null, periodUrls, null);
                String download = downloadUrl.apply(n);
                String reportName = shown.content().report().definition().name();
                items.add(new BoardPage.Item(
                        width,
                        headingId,
                        reportName,
                        widget,
                        null,
                        download,
                        download == null ? null : words.get("downloadCsv"),
                        download == null
                                ? null
                                : ChartWidgetRenderer.fill(words.get("downloadCsvLabel"), Map.of("name", reportName))));
            } else {
                BoardContent.Item.Missing missing = (BoardContent.Item.Missing) item;
                String reason =
                        switch (missing.reason()) {
                            case REPORT_DELETED -> words.get("boardReportDeleted");
                            case UNAVAILABLE -> words.get("boardUnavailable");
                        };
                items.add(new BoardPage.Item(width, headingId, words.get("boardItem"), null, reason, null, null, null));
            }
        }
        ChartColors.Page colors = ChartColors.Page.of(look, dark);
        BoardPage page = new BoardPage(
                WidgetMessages.languageOf(embed.locale()),
                board.name(),
                embed.hides(WidgetPart.TITLE) ? null : board.name(),
                embed.hides(WidgetPart.DESCRIPTION) || board.desc().isEmpty() ? null : board.desc(),
                "board " + ChartWidgetRenderer.bodyClasses(dark, auto, embed.transparent(), table),
                colors.background(),
                colors.text(),
                colors.grid(),
                ChartColors.DARK_BACKGROUND,
                ChartColors.DARK_TEXT,
                ChartColors.DARK_GRID,
                ChartWidgetRenderer.STYLESHEET_PATH,
                table ? null : ChartWidgetRenderer.CHART_LIBRARY_PATH,
                ChartWidgetRenderer.WIDGET_SCRIPT_PATH,
                refreshUrl == null || embed.hides(WidgetPart.REFRESH) ? null : words.get("refresh"),
                !embed.hides(WidgetPart.UPDATED),
                periodSelector(content, periodUrls, words),
                FilterBar.of(content.scope(), content.viewerValues(), filterUrl, words),
                frame.id(),
                frame.oembedUrl(),
                board.desc().isEmpty() ? null : board.desc(),
                items);
        return Templates.board(page).render();
    }

    private static WidgetPage.PeriodSelector periodSelector(
            BoardContent content, Map<String, String> periodUrls, Map<String, String> words) {
        if (periodUrls.isEmpty()) {
            return null;
        }
        String current = content.period().map(PeriodPreset::wireName).orElse("");
        List<WidgetPage.PeriodChoice> choices = periodUrls.keySet().stream()
                .map(value -> new WidgetPage.PeriodChoice(
                        value, words.get(value.isEmpty() ? "periodBoard" : "period" + value), value.equals(current)))
                .toList();
        return new WidgetPage.PeriodSelector(words.get("periodLabel"), choices);
    }
}
