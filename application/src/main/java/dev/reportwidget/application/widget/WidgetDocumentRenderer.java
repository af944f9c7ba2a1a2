package dev.reportwidget.application.widget;

/** Outbound port: renders a widget as one self-contained HTML document for an iframe. */
public interface WidgetDocumentRenderer {

    /**
     * How the document is rendered for one response.
     *
     * @param scriptNonce the CSP nonce every inline script of the document must carry
     * @param refreshUrl what the Refresh button loads (the same widget with {@code refresh=true}),
     *     relative to the document; null when the document offers no Refresh button
     */
    record RenderSettings(String scriptNonce, String refreshUrl) {}

    /** The HTML document, with the widget's data embedded; every report text is escaped. */
    String render(WidgetContent content, RenderSettings settings);

    /** Path of the chart library this service serves, for the Content-Security-Policy and the document. */
    String chartLibraryPath();
}
