package dev.reportwidget.application.widget.port.out;

import dev.reportwidget.application.widget.port.in.WidgetContent;

/**
 * How an inbound adapter shows a widget: the rendering of its content, and what else that rendering
 * depends on (its format, the frame it names, the URLs it writes), so that a kept rendering is
 * found again for equal content and an equal variant.
 */
public interface WidgetRendering {

    /** What the rendering depends on besides the content (its {@link ContentKey}); equal for equal renderings. */
    RenderingVariant variant(WidgetContent content);

    /** The rendering, as it is sent; it may take milliseconds for a report at the size limits. */
    byte[] render(WidgetContent content);
}
