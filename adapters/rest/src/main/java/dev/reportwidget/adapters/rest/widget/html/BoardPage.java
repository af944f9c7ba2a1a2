package dev.reportwidget.adapters.rest.widget.html;

import java.util.List;

/**
 * What the board template shows: one header (name, description, period selector, Updated,
 * Refresh) and a grid of items, each an item's widget parts or a placeholder. Texts are escaped by
 * the template; each item's chart data is JSON already safe inside a script element.
 *
 * @param bodyClasses the theme, background and view classes of the body (fixed words, never input)
 * @param filterBar the board's viewer filters, applying to every item; null when it offers none
 * @param frameId what the document's auto-height messages name the board by
 * @param oembedUrl the oEmbed discovery link (public boards only), else null
 * @param previewDescription the board's description for link previews, whatever is hidden; null when empty
 */
record BoardPage(
        String lang,
        String name,
        String title,
        String description,
        String bodyClasses,
        String backgroundColor,
        String textColor,
        String gridColor,
        String darkBackgroundColor,
        String darkTextColor,
        String darkGridColor,
        String stylesheetPath,
        String chartLibraryPath,
        String widgetScriptPath,
        String refreshLabel,
        boolean showUpdated,
        WidgetPage.PeriodSelector periodSelector,
        FilterBar filterBar,
        String frameId,
        String oembedUrl,
        String previewDescription,
        List<Item> items) {

    /**
     * One item: its grid width class ({@code board-full}, {@code board-half}, {@code board-third}),
     * its heading's id and words, and either its widget's parts or the placeholder's words.
     *
     * @param widget the item's widget parts (its title is the heading), or null for a placeholder
     * @param placeholder what stands in for the item, or null
     * @param downloadUrl the item's data as CSV, relative to the document; null when downloads are off
     * @param downloadLabel the download link's accessible name, naming the item's report
     */
    record Item(
            String widthClass,
            String headingId,
            String heading,
            WidgetPage widget,
            String placeholder,
            String downloadUrl,
            String downloadText,
            String downloadLabel) {}
}
