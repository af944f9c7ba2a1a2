package dev.reportwidget.application.widget.port.in;

import java.util.Objects;

/**
 * A delivered widget, rendered: what it shows (for the answer's headers: staleness, the sites that
 * may frame it, the report's name) and its rendering as it is sent (kept and shared: never changed).
 */
public record RenderedWidget(WidgetContent content, byte[] rendering) {
    public RenderedWidget {
        Objects.requireNonNull(content, "content");
        Objects.requireNonNull(rendering, "rendering");
    }
}
