package dev.reportwidget.application.widget;

/**
 * Outbound port: renders a widget as one HTML document for an iframe. The document has no inline
 * script: its scripts come from this service, so {@code script-src 'self'} covers them, and the same
 * document can answer every request for the same report revision, data and options.
 */
public interface WidgetDocumentRenderer {

    /**
     * How the document is rendered for one response.
     *
     * @param refreshUrl what the Refresh button loads (the same widget with {@code refresh=true}),
     *     relative to the document; null when the document offers no Refresh button
     */
    record RenderSettings(String refreshUrl) {}

    /** The HTML document, with the widget's data embedded; every report text is escaped. */
    String render(WidgetContent content, RenderSettings settings);

    /** Path of the chart library this service serves, for the Content-Security-Policy and the document. */
    String chartLibraryPath();
}
