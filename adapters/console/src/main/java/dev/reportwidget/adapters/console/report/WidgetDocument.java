package dev.reportwidget.adapters.console.report;

import dev.reportwidget.application.widget.port.in.WidgetContent;

/**
 * Writes a widget's HTML document: the embeds' own renderer, which bootstrap supplies (this module
 * depends on no other adapter), so the preview is drawn exactly as the embeds are.
 */
@FunctionalInterface
public interface WidgetDocument {

    /** The document without a Refresh button or download link. */
    String html(WidgetContent content);
}
