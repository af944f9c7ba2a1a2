package dev.reportwidget.adapters.rest.widget.html;

import io.quarkus.qute.RawString;
import java.util.List;

/**
 * What the widget template shows. Texts are escaped by the template; {@code chartData} is JSON that
 * is already safe inside a script element, so the template writes it as is.
 *
 * @param lang the language the document's words are in
 * @param name the report name, the document's title whatever is hidden
 * @param title the report name, or null when hidden
 * @param description the report description, or null when hidden or empty
 * @param bodyClasses the theme, background and view classes of the body (fixed words, never input)
 * @param backgroundColor a hex color, checked, since it lands in a style attribute
 * @param textColor a hex color, checked likewise
 * @param darkBackgroundColor the dark palette's, for {@code theme=auto}
 * @param stylesheetPath the widget's stylesheet, at a path versioned by its content
 * @param chartLibraryPath the chart library, or null for the table view (it draws nothing)
 * @param refreshLabel the Refresh button's words, or null when the document offers none
 * @param summary the canvas's {@code aria-label}: name, period and each data set's total
 * @param showTable whether the table is the view (otherwise it is there for screen readers only)
 * @param noData the "no data" words when the period holds no value, else null
 * @param periodSelector the period selector, or null when the widget offers no choice of period
 * @param filterBar the viewer filters' selects, or null when the widget offers none (a board's item: its board's)
 * @param downloadUrl the data as CSV, relative to the document; null when downloads are off
 * @param downloadText the Download CSV link's words
 * @param downloadLabel the link's accessible name, naming the report
 * @param frameId what the document's auto-height messages name the widget by
 * @param oembedUrl the oEmbed discovery link (public links only), else null
 * @param previewDescription the report's description for link previews, whatever is hidden
 * @param numbers a number widget's numbers ({@link NumberWidgetRenderer}), shown instead of the
 *     chart and its table; null for a chart
 */
record WidgetPage(
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
        String summary,
        boolean showTable,
        String noData,
        Table table,
        RawString chartData,
        PeriodSelector periodSelector,
        FilterBar filterBar,
        String downloadUrl,
        String downloadText,
        String downloadLabel,
        String frameId,
        String oembedUrl,
        String previewDescription,
        RawString numbers) {

    /**
     * The data as a table: one row per label, one column per data set, a totals row, and for a pie
     * or doughnut a row of each slice's share ({@code shares}; null for other charts), whose cells'
     * values are fractions of the whole ({@code 0.25}).
     */
    record Table(String caption, String labelHeader, List<String> columns, List<Row> rows, Row totals, Row shares) {}

    /**
     * A row's label (an ISO date or period, which the script writes out in the viewer's locale) and
     * its cells.
     */
    record Row(String label, List<Cell> cells) {}

    /**
     * A cell's text in the report's format, and its raw value for the script to format again; the
     * value is null when the text is already the raw value, so the script reads the text.
     */
    record Cell(String value, String text) {}

    /** A labelled select of the periods a viewer may pick. */
    record PeriodSelector(String label, List<PeriodChoice> choices) {}

    /** One choice: its {@code period=} value ({@code ""} for the report's own), its words, whether shown now. */
    record PeriodChoice(String value, String label, boolean selected) {}
}
