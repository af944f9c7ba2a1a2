package dev.reportwidget.adapters.rest.widget.html;

/**
 * How a widget document speaks to the page that frames it and to link previews.
 *
 * @param id what its auto-height messages name the widget by: the public ID, or for a backend the
 *     report ID
 * @param oembedUrl the oEmbed discovery link of a public link, or null (a backend's document has none)
 */
public record WidgetFrame(String id, String oembedUrl) {

    /** A document that names no widget (as rendered outside a request). */
    public static final WidgetFrame NONE = new WidgetFrame("", null);

    public WidgetFrame {
        id = id == null ? "" : id;
    }
}
